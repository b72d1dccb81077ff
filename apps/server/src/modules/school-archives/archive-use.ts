/** What the school-archives module takes from the archives module (area scope, change history, table files). */
export {
  assertCanWriteArea,
  changedFields,
  inScope,
  recordChange,
  sendTableFile,
  staffScope,
  whereInScope,
  writeStamped,
  type AreaScope,
} from '../archives/index.js';
