/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParamNames, type AnyEndpoint } from '../endpoint.js';
import * as schemas from '../schemas.js';
import * as groups from './index.js';

// The wire contract of the product (docs/spec/api-endpoints.tsv): method, path, body, auth.
const tsv = readFileSync(new URL('../../../../docs/spec/api-endpoints.tsv', import.meta.url), 'utf8');
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
