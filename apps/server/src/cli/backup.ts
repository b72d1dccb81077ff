/**
 * `npm run backup -w apps/server -- <folder>`: a backup of the store of the environment (DATA_DIR's
 * SQLite, or DATABASE_URL) and its uploaded files, taken while the server runs.
 * `npm run restore -w apps/server -- <folder> [--force]`: puts a backup back, with the server stopped.
 * See docs/operations.md.
 */
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { collectMigrations } from '../db/migrations.js';
import { MODULES } from '../modules/index.js';
import { BackupError, backupStore, restoreStore } from '../ops/backup.js';

const USAGE = [
  '用法：npm run backup -w apps/server -- <备份目录>',
  '      npm run restore -w apps/server -- <备份目录> [--force]',
].join('\n');

export async function main(argv: string[]): Promise<number> {
  const [command, folder, ...rest] = argv;
  const force = rest.includes('--force');
  if (!folder || (command !== 'backup' && command !== 'restore') || rest.some((a) => a !== '--force')) {
    console.error(USAGE);
    return 2;
  }
  try {
    const config = loadConfig();
    if (command === 'backup') {
      const m = await backupStore(config, folder);
      console.log(
        `备份完成：${folder}（${m.dialect}，迁移 ${m.migration}，${m.files} 个上传文件，${(m.bytes / 1048576).toFixed(1)} MB）`,
      );
    } else {
      const knownMigrations = Object.keys(collectMigrations(MODULES, config.database.kind));
      const m = await restoreStore(config, folder, { force, knownMigrations });
      console.log(
        `恢复完成：${m.createdAt} 的备份（迁移 ${m.migration}，${m.files} 个上传文件）。启动服务即可使用。`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError) console.error(err.message);
    else if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
    else console.error(`${command === 'backup' ? '备份' : '恢复'}失败：${(err as Error).message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
