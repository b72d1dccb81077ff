// Loaded with `--import` by the Node 24 runs of the test command (scripts/node24.mjs): the package
// `better-sqlite3` resolves to its build for Node 24 under .tmp/node24, however it is reached (by name,
// or by the absolute path a bundler's resolver hands to Node). Its own dependencies (`bindings`) still
// resolve from the repository's node_modules, above .tmp.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { SQLITE24 } from './node24.mjs';

const INSTALLED = '/node_modules/better-sqlite3/';
const BUILT_FOR_24 = `${pathToFileURL(SQLITE24).href}/`;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const at = resolved.url.indexOf(INSTALLED);
    if (at < 0) return resolved;
    return { ...resolved, url: BUILT_FOR_24 + resolved.url.slice(at + INSTALLED.length) };
  },
});
