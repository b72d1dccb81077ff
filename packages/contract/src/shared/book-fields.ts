import { rowId } from './ids.js';

/** A dictionary id (subject, grade, volume) or another positive numeric id, named in its messages. */
export const dicId = (label: string) => rowId(`${label}须为数字`, `${label}不正确`);
