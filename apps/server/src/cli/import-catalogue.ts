/**
 * `npm run import-catalogue -w apps/server -- <file.json|file.csv>`: loads a catalogue (books, lesson
 * trees, items, codes) into the store of the environment (DATA_DIR's SQLite, or DATABASE_URL). Every row
 * is checked first; any problem refuses the whole file with a Chinese message naming the row and the
 * field, and nothing is written (one transaction). See docs/catalogue.md.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type Store } from '../db/index.js';
import { migrate } from '../db/migrations.js';
import { seed } from '../db/seed.js';
import { MODULES } from '../modules/index.js';
import {
  CatalogueImportError,
  parseCatalogueFile,
  writeCatalogue,
  type WriteResult,
} from '../modules/books/index.js';

/** Parses and writes one file into a migrated store (dictionaries are seeded into an empty one). */
export async function importCatalogueFile(
  store: Store,
  file: string,
  now = Date.now(),
): Promise<WriteResult> {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (err) {
    throw new CatalogueImportError(`导入失败：无法读取文件 ${file}（${(err as Error).message}）`);
  }
  const catalogue = parseCatalogueFile(basename(file), source);
  await migrate(store.db, store.dialect, MODULES);
  await seed(store.db, MODULES, { dialect: store.dialect, demo: false });
  return store.db.transaction().execute(async (trx) => {
    // One importer at a time on PostgreSQL; SQLite serializes writers anyway.
    if (store.dialect === 'postgres') await sql`lock table books in share row exclusive mode`.execute(trx);
    return writeCatalogue(trx, catalogue, now);
  });
}

async function main(argv: string[]): Promise<number> {
  const file = argv[0];
  if (!file || argv.length > 1) {
    console.error('用法：npm run import-catalogue -w apps/server -- <目录文件.json|.csv>');
    return 2;
  }
  let store: Store | null = null;
  try {
    const config = loadConfig();
    store = openDatabase(config.database);
    const r = await importCatalogueFile(store, file);
    console.log(`导入完成：${r.books} 本书，${r.lessons} 个目录，${r.items} 个资源，${r.codes} 个编码`);
    console.log('运行中的服务在一分钟内（或客户端检查更新日期时）显示新内容。');
    return 0;
  } catch (err) {
    if (err instanceof CatalogueImportError) console.error(err.message);
    else if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
    else console.error(`导入失败：${(err as Error).message}`);
    return 1;
  } finally {
    await store?.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
