/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParamNames, type AnyEndpoint } from './endpoint.js';
import * as schemas from './schemas.js';
import * as groups from './endpoints.js';

// The wire contract of the product (docs/spec/api-endpoints.tsv): method, path, body, auth.
const tsv = readFileSync(new URL('../../../docs/spec/api-endpoints.tsv', import.meta.url), 'utf8');
const normalize = (path: string) => path.replace(/\{\w+\}/g, '{}');
const spec = new Map(
  tsv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .map(([method, path, body, auth]) => [`${method} ${normalize(path ?? '')}`, { body, auth }]),
);

const endpoints: [string, AnyEndpoint][] = Object.entries(groups).flatMap(([group, members]) =>
  Object.entries(members as Record<string, AnyEndpoint>).map(
    ([name, e]) => [`${group}.${name}`, e] as [string, AnyEndpoint],
  ),
);

describe('endpoint descriptors', () => {
  it('describe each method and path once', () => {
    const seen = new Map<string, string>();
    for (const [name, e] of endpoints) {
      const key = `${e.method} ${normalize(e.path.toLowerCase())}`;
      expect(seen.get(key), `${name} repeats ${seen.get(key) ?? ''}`).toBeUndefined();
      seen.set(key, name);
    }
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it.each(endpoints)('%s keeps the body and auth of api-endpoints.tsv', (_name, e) => {
    const row = spec.get(`${e.method} ${normalize(e.path)}`);
    if (!row) return; // a call of this project's own, documented in docs/api.md
    expect({ body: e.body, auth: e.auth }).toEqual(row);
  });

  it.each(endpoints)('%s has an input field for each path parameter', (_name, e) => {
    const names = pathParamNames(e.path);
    const schema = e.input ? (schemas[e.input as keyof typeof schemas] as unknown) : undefined;
    if (names.length === 0) return;
    expect(schema, 'a path with parameters needs an input schema').toBeInstanceOf(z.ZodObject);
    const shape = (schema as z.ZodObject).shape;
    for (const name of names) expect(Object.keys(shape)).toContain(name);
  });
});

/**
 * Every whole number an input takes, with the path to it. A number beyond 2³¹−1 reaching PostgreSQL's
 * `integer` columns fails the whole statement (a 500 where the caller deserves the field's message), so
 * every integer field carries its own upper bound (ids: `rowId`, shared/ids.ts).
 */
function wholeNumbers(schema: unknown, path: string, out: { path: string; max: number }[]): void {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return;
  switch (def.type) {
    case 'number': {
      const n = schema as z.ZodNumber;
      if (n.isInt) out.push({ path, max: n.maxValue ?? Infinity });
      return;
    }
    case 'object':
      for (const [key, field] of Object.entries((schema as z.ZodObject).shape))
        wholeNumbers(field, `${path}.${key}`, out);
      return;
    case 'array':
      return wholeNumbers(def.element, `${path}[]`, out);
    case 'union':
      for (const option of def.options as unknown[]) wholeNumbers(option, path, out);
      return;
    case 'pipe':
      wholeNumbers(def.in, path, out);
      return wholeNumbers(def.out, path, out);
    case 'intersection':
      wholeNumbers(def.left, path, out);
      return wholeNumbers(def.right, path, out);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return wholeNumbers(def.innerType, path, out);
    default:
      return;
  }
}

describe('input integers', () => {
  const INTEGER_MAX = 2_147_483_647;
  const named = [...new Set(endpoints.map(([, e]) => e.input).filter((n): n is string => Boolean(n)))];

  it('are found in the inputs (the walk reaches numbers inside objects, lists and pipes)', () => {
    const found: { path: string; max: number }[] = [];
    for (const name of named) wholeNumbers(schemas[name as keyof typeof schemas], name, found);
    expect(found.length).toBeGreaterThan(50);
  });

  it.each(named)('%s bounds each whole number to what an integer column holds', (name) => {
    const found: { path: string; max: number }[] = [];
    wholeNumbers(schemas[name as keyof typeof schemas], name, found);
    expect(found.filter((f) => f.max > INTEGER_MAX).map((f) => f.path)).toEqual([]);
  });
});
