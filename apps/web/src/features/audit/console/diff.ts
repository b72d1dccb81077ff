/** One field of a before/after pair, for the diff view. */
export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const show = (v: unknown): string => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * The fields of `before` and `after`, in the order they first appear, each with both values as text and
 * whether it changed. Two values that are not objects compare as one field named 值.
 */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(before) && !isObject(after)) {
    if (before === null && after === null) return [];
    const b = show(before ?? undefined);
    const a = show(after ?? undefined);
    return [{ field: '值', before: b, after: a, changed: b !== a }];
  }
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => {
    const x = show(b[field]);
    const y = show(a[field]);
    return { field, before: x, after: y, changed: x !== y };
  });
}
