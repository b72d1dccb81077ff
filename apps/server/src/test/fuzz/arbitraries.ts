import fc from 'fast-check';
import type { z } from 'zod';
import { nastyJson, nastyString } from './corpus.js';

/** The parts of a zod 4 definition the walker reads (`schema._zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under its wrappers and pipes: what the client is meant to send. */
function unwrap(s: z.ZodType): z.ZodType {
  for (let i = 0; i < 20; i++) {
    const d = defOf(s);
    if (WRAPPERS.has(d.type) && d.innerType) s = d.innerType;
    else if (d.type === 'pipe' && d.in) s = d.in;
    else break;
  }
  return s;
}

/** The field names of an input schema (an object, possibly refined or piped). */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const d = defOf(unwrap(schema));
  if (d.type === 'object' && d.shape) return d.shape;
  if (d.type === 'union' && d.options)
    return Object.assign({}, ...d.options.map(fieldsOf)) as Record<string, z.ZodType>;
  if (d.type === 'intersection') {
    const { left, right } = d as unknown as { left: z.ZodType; right: z.ZodType };
    return { ...fieldsOf(left), ...fieldsOf(right) };
  }
  return {};
}

const plausibleNumber = fc.oneof(fc.integer({ min: -2, max: 30 }), fc.integer(), fc.double({ noNaN: false }));

/** A value shaped like the field (what a well-meaning client sends), as a form would carry it. */
function plausible(s: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(unwrap(s));
  switch (d.type) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
    case 'number':
    case 'int':
    case 'bigint':
      return plausibleNumber.map(String);
    case 'boolean':
      return fc.constantFrom('0', '1', 'true', 'false');
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries ?? { a: 'a' }).map(String));
    case 'literal':
      return fc.constantFrom(...(d.values ?? ['']).map(String));
    case 'union':
      return d.options && d.options.length > 0 && depth < 4
        ? fc.oneof(...d.options.map((o) => plausible(o, depth + 1)))
        : fc.string();
    case 'array':
      return d.element && depth < 4
        ? fc.array(plausible(d.element, depth + 1), { maxLength: 4 })
        : fc.constant([]);
    case 'object':
      return depth < 4 && d.shape
        ? fc.record(
            Object.fromEntries(Object.entries(d.shape).map(([k, v]) => [k, plausible(v, depth + 1)])),
            {
              requiredKeys: [],
            },
          )
        : fc.constant({});
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), plausibleNumber.map(String));
  }
}

/** One field's value: mostly shaped like the field, often hostile, sometimes missing. */
export function fieldValue(s: z.ZodType, json: boolean): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: plausible(s) },
    { weight: 3, arbitrary: nastyString },
    { weight: json ? 2 : 0, arbitrary: nastyJson },
    { weight: json ? 0 : 1, arbitrary: fc.array(nastyString, { minLength: 2, maxLength: 3 }) },
  );
}

/** A whole input: the schema's fields (any may be missing) plus, now and then, an unknown hostile field. */
export function inputFor(
  schema: z.ZodType | undefined,
  json: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = schema ? fieldsOf(schema) : {};
  const known = fc.record(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldValue(v, json)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'x', 'id', 'uid', 'userId', 'role'),
    nastyString,
    {
      maxKeys: 2,
    },
  );
  return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
}
