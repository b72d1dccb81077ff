/**
 * The console's desktop kit (docs/console.md): the shared pieces every console page is built from.
 * Shared layer: it imports lib/ only, never a feature, the pupil app or the console app.
 */
export type { ConsoleRoute } from './types';
export { ConsolePage, type ConsolePageProps } from './ConsolePage';
export { ConsoleQueryView, type ConsoleQueryLike, type ConsoleQueryViewProps } from './ConsoleQueryView';
export { ConsoleTable, tableState, type ConsoleFilter, type ConsoleTableProps } from './ConsoleTable';
export { ConsoleUpload, type ConsoleUploadProps } from './ConsoleUpload';
export { ReasonModal, type ReasonModalProps } from './ReasonModal';
export { confirmAction, type ConfirmOptions } from './confirm-action';
export { ReviewTable, type ReviewStatus, type ReviewTableProps } from './ReviewTable';
export { confirmWithPoints, type ConfirmWithPointsOptions } from './confirm-with-points';
export { PictureField, type PictureFieldProps } from './PictureField';
export { CategoryTable, type CategoryTableProps } from './CategoryTable';
export { ReviewPictures } from './ReviewPictures';
export { OrderedRowActions, type OrderedRowActionsProps } from './OrderedRowActions';
