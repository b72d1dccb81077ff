export { PdfViewer, type PdfViewerProps } from './PdfViewer';
export { pageLabel } from './viewer-math';
