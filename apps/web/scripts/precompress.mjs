// Writes .br and .gz beside every text asset of the build, so the server sends them precompressed
// (no compression work per request, and the first screen crosses a slow mobile link faster).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

const dist = new URL('../dist/', import.meta.url).pathname;
// .wasm too: the scanner's decoder (zxing-wasm) is ~1 MB raw and about a third of that compressed.
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|wasm)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

// zlib's asynchronous calls run on libuv's thread pool, so the files are compressed on every core at
// once (brotli at quality 11 is most of the build's compression time: 15 s on one core).
const texts = [...files(dist)].filter((path) => TEXT.test(path) && statSync(path).size >= MIN_BYTES);
await Promise.all(
  texts.map(async (path) => {
    const body = readFileSync(path);
    const [b, g] = await Promise.all([
      br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, b), writeFile(`${path}.gz`, g)]);
  }),
);
console.log(`precompressed ${texts.length} files (br, gz)`);
