import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Address } from '@jc/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { openDatabase, type Db } from '../db/index.js';
import { collectMigrations } from '../db/migrations.js';
import { MODULES } from '../modules/index.js';
import { dialects, useTestApp } from '../test/app.js';
import { createPgDatabase, testConfig } from '../test/seeded-store.js';
import { backupStore, restoreStore } from './backup.js';

const address = {
  name: '备份测试',
  phone: '13712345678',
  provinceCode: '44',
  cityCode: '4403',
  districtCode: '440305',
  detail: '备份之前写的地址',
};

describe.each(dialects)('backup and restore on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });
  const tempDir = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `jc-backup-${name}-`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  /** A store nobody uses yet: a new DATA_DIR, and an empty database on PostgreSQL. */
  const emptyTarget = async (): Promise<Config> => {
    const dataDir = tempDir('target');
    let url: string | undefined;
    if (dialect === 'postgres') {
      const made = await createPgDatabase();
      cleanups.push(made.drop);
      url = made.url;
    }
    return testConfig({}, dataDir, url);
  };
  const knownMigrations = Object.keys(collectMigrations(MODULES, dialect)).sort();
  const saveAddress = async (token: string, detail: string) => {
    const res = await t().call<Address>('POST', '/api/myInfo/saveMyAddress', {
      token,
      form: { ...address, detail },
    });
    expect(res.body.code).toBe(200);
  };

  it('copies the store while the server runs, and restores that moment with its files', async () => {
    const token = await t().login('student');
    await saveAddress(token, '备份之前写的地址');
    const dest = join(tempDir('dest'), 'backup');
    const manifest = await backupStore(t().config, dest);
    expect(manifest).toMatchObject({ format: 1, dialect, migration: knownMigrations.at(-1) });
    expect(manifest.files).toBeGreaterThan(0); // the demo seed's pictures
    // Written after the backup: not in it.
    await saveAddress(token, '备份之后写的地址');

    const target = await emptyTarget();
    const restored = await restoreStore(target, dest, { knownMigrations });
    expect(restored.createdAt).toBe(manifest.createdAt);
    const store = openDatabase(target.database);
    try {
      const details = (await store.db.selectFrom('addresses').select('detail').execute()).map(
        (a) => a.detail,
      );
      expect(details).toContain('备份之前写的地址');
      expect(details).not.toContain('备份之后写的地址');
      // Every uploaded file the restored rows name is there.
      const uploads = await store.db.selectFrom('uploads').select(['file_key', 'thumb_key']).execute();
      expect(uploads.length).toBeGreaterThan(0);
      for (const u of uploads) {
        expect(existsSync(join(target.uploadsDir, u.file_key)), u.file_key).toBe(true);
        if (u.thumb_key) expect(existsSync(join(target.uploadsDir, u.thumb_key)), u.thumb_key).toBe(true);
      }
      // The balance of every user still equals the ledger.
      const users = await store.db.selectFrom('users').select(['id', 'points']).execute();
      const sums = new Map(
        (
          await store.db
            .selectFrom('points_ledger')
            .select((eb) => ['user_id', eb.fn.sum<number>('delta').as('sum')])
            .groupBy('user_id')
            .execute()
        ).map((r) => [r.user_id, Number(r.sum)]),
      );
      for (const u of users) expect(u.points, `user ${u.id}`).toBe(sums.get(u.id) ?? 0);
    } finally {
      await store.close();
    }
  });

  it('takes one consistent moment while writes go on', async () => {
    const token = await t().login('student');
    const count = async (db: Db) =>
      Number(
        (
          await db
            .selectFrom('addresses')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count(t().app.db);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing && written < 15) {
        await saveAddress(token, `并发写入 ${written}`);
        written++;
      }
    })();
    const dest = join(tempDir('dest'), 'backup');
    await backupStore(t().config, dest);
    writing = false;
    await writer;
    const target = await emptyTarget();
    await restoreStore(target, dest, { knownMigrations });
    const store = openDatabase(target.database);
    try {
      if (store.sqlite) expect(store.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      const restored = await count(store.db);
      expect(restored).toBeGreaterThanOrEqual(before);
      expect(restored).toBeLessThanOrEqual(before + written);
    } finally {
      await store.close();
    }
  });

  it('refuses a folder that is not empty, and a restore over data without --force', async () => {
    const dest = tempDir('full');
    writeFileSync(join(dest, 'other.txt'), 'x');
    await expect(backupStore(t().config, dest)).rejects.toThrow(/备份目录 .* 不是空的/);

    const backup = join(tempDir('dest'), 'backup');
    await backupStore(t().config, backup);
    // The running store is not empty: refused, and nothing of it changed.
    const before = await t()
      .app.db.selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(restoreStore(t().config, backup, { knownMigrations })).rejects.toThrow(/--force/);
    const after = await t()
      .app.db.selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(readdirSync(t().config.uploadsDir).length).toBeGreaterThan(0);
  });

  it('refuses what is not a backup, a backup of newer code and one of the other database', async () => {
    const target = await emptyTarget();
    await expect(restoreStore(target, tempDir('nothing'), { knownMigrations })).rejects.toThrow(
      /不是备份目录/,
    );
    const backup = join(tempDir('dest'), 'backup');
    await backupStore(t().config, backup);
    await expect(
      restoreStore(target, backup, { knownMigrations: knownMigrations.slice(0, -1) }),
    ).rejects.toThrow(/更新的版本/);
    const other = testConfig(
      {},
      tempDir('other'),
      dialect === 'sqlite' ? 'postgres://postgres@127.0.0.1:5432/none' : undefined,
    );
    await expect(restoreStore(other, backup, { knownMigrations })).rejects.toThrow(/的备份，不能恢复到/);
    // Nothing was written by the refusals.
    expect(existsSync(target.uploadsDir)).toBe(false);
    if (target.database.kind === 'sqlite') expect(existsSync(target.database.file)).toBe(false);
  });

  it('with --force, puts the backup over a store and keeps the old one aside', async () => {
    const backup = join(tempDir('dest'), 'backup');
    await backupStore(t().config, backup);
    const target = await emptyTarget();
    await restoreStore(target, backup, { knownMigrations });
    // The target now has data: a second restore needs --force, and keeps the old files aside.
    mkdirSync(target.uploadsDir, { recursive: true });
    writeFileSync(join(target.uploadsDir, 'stray.txt'), 'x');
    await expect(restoreStore(target, backup, { knownMigrations })).rejects.toThrow(/--force/);
    await restoreStore(target, backup, { knownMigrations, force: true });
    expect(existsSync(join(target.uploadsDir, 'stray.txt'))).toBe(false);
    const aside = readdirSync(target.dataDir).filter((f) => f.includes('.before-restore-'));
    expect(aside.some((f) => f.startsWith('uploads.'))).toBe(true);
    if (dialect === 'sqlite') expect(aside.some((f) => f.startsWith('app.db.'))).toBe(true);
    const store = openDatabase(target.database);
    try {
      const n = await store.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBeGreaterThan(3);
    } finally {
      await store.close();
    }
  });
});
