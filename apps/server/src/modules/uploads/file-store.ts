import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from '../../shared/file-store.js';

/** The file store of a local folder (DATA_DIR/uploads); the interface is shared/file-store.ts. */

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    const path = resolve(this.root, key);
    // Keys are made by this module, but a key must never leave the folder all the same.
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`file key outside the store: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data, { flag: 'wx' });
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  url(key: string): string {
    return `/uploads/${key.split(sep).join('/')}`;
  }

  async list(prefix: string): Promise<{ key: string; modifiedAt: number }[]> {
    const dir = this.path(prefix);
    const names = await readdir(dir, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    const out: { key: string; modifiedAt: number }[] = [];
    for (const name of names) {
      const info = await stat(join(dir, name)).catch(() => null);
      if (info?.isFile())
        out.push({ key: `${prefix}${name.split(sep).join('/')}`, modifiedAt: info.mtimeMs });
    }
    return out;
  }
}

export const localFileStore = (uploadsDir: string): FileStore => new LocalFileStore(join(uploadsDir));
