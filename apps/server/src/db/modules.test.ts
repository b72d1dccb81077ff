import { describe, expect, it } from 'vitest';
import type { ModuleManifest } from '../manifest.js';
import { MODULES } from '../modules/index.js';
import { collectMigrations } from './migrations.js';
import { seedOrder } from './seed.js';

const run = async () => null;

const RELEASED_MIGRATIONS = [
  '0001_foundation',
  '0002_shop',
  '0003_catalogue',
  '0004_daily_reading',
  '0005_downloads',
  '0006_book_barcodes',
  '0007_ebook_pages',
  '0008_shared_once_batches',
  '0009_uploads',
  '0010_checkin',
  '0011_account_settings',
  '0012_feedback',
  '0013_about',
  '0014_messenger_login',
  '0015_reminders',
  '0016_kefu_desks',
  '0017_checkin_pending_files',
  '0018_teacher',
  '0019_yangshu',
  '0020_teacher_resources',
  '0021_articles',
  '0022_rewards',
  '0023_homework',
  '0024_archives',
  '0025_schools',
  '0026_bookstores',
  '0027_stats',
  '0028_users_admin',
  '0029_audit',
  '0031_shop_admin',
  '0032_checkin_hidden_posts',
  '0033_dictionary_schedule',
  '0034_page_ad_schedule',
  '0036_daily_publish_date',
  '0037_report',
  '0038_learning_days',
  '0039_native_push_retries',
  '0040_stats_covering',
  '0041_code_keys',
];

describe('module manifests', () => {
  it('have unique names', () => {
    const names = MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('seed dependencies first, otherwise in the order of the list', () => {
    // Properties, not a copy of the list: a new module's seed needs no edit here.
    const order = seedOrder(MODULES).map((m) => m.name);
    const seeding = MODULES.filter((m) => m.seed);
    expect([...order].sort()).toEqual(seeding.map((m) => m.name).sort());
    for (const mod of seeding) {
      for (const dep of mod.seed?.after ?? []) {
        if (seeding.some((m) => m.name === dep))
          expect(order.indexOf(dep)).toBeLessThan(order.indexOf(mod.name));
      }
    }
    expect(order.slice(0, 3)).toEqual(['dictionary', 'menu', 'books']);
    const mods: ModuleManifest[] = [
      { name: 'a', seed: { after: ['b'], run } },
      { name: 'b', seed: { run } },
      { name: 'c', seed: { after: ['d'], run } },
      { name: 'd' },
    ];
    expect(seedOrder(mods).map((m) => m.name)).toEqual(['b', 'a', 'c']);
  });

  it('refuse a seed that needs an unknown module, and seeds that need each other', () => {
    expect(() => seedOrder([{ name: 'a', seed: { after: ['x'], run } }])).toThrow(/unknown module x/);
    expect(() =>
      seedOrder([
        { name: 'a', seed: { after: ['b'], run } },
        { name: 'b', seed: { after: ['a'], run } },
      ]),
    ).toThrow(/circle/);
  });

  it('give every migration one owner, a global number, and keep the released ones', () => {
    const names = Object.keys(collectMigrations(MODULES, 'sqlite'));
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
    const numbers = names.map((n) => n.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    // Released migrations are never renamed or dropped: old stores have run them (db/upgrade.test.ts).
    // A new module's migration needs no edit here.
    expect(names).toEqual(expect.arrayContaining(RELEASED_MIGRATIONS));
    const up = async () => undefined;
    expect(() =>
      collectMigrations(
        [
          { name: 'a', migrations: { '0009_x': up } },
          { name: 'b', migrations: { '0009_x': up } },
        ],
        'sqlite',
      ),
    ).toThrow(/0009_x is declared by both a and b/);
  });
});
