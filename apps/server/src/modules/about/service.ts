import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import {
  AGREEMENT_KINDS,
  UPDATE_MSG,
  type AdminSaveAgreementInput,
  type AgreementKind,
  type Agreements,
  type AppPlatform,
  type AppRelease,
  type AppUpdate,
} from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput, notFound } from '../../shared/errors.js';
import { formatTime } from '../../shared/time.js';
import type { AppReleasesTable } from './tables.js';

/** 1.3 → 0001.0003.0000.0000: orders versions as text and makes 1.3 and 1.3.0 the same version. */
export function versionKey(version: string): string {
  const parts = version.trim().split('.').map(Number);
  while (parts.length < 4) parts.push(0);
  return parts.map((p) => String(p).padStart(4, '0')).join('.');
}

type Row = Selectable<AppReleasesTable>;

function toRelease(r: Row): AppRelease {
  return {
    id: r.id,
    platform: r.platform as AppPlatform,
    version: r.version,
    force: r.force === 1,
    notes: r.notes,
    downloadUrl: r.download_url,
    size: Number(r.size),
    publishedAt: formatTime(r.published_at),
  };
}

/**
 * appUpdate: the newest release of the platform against the caller's version. `force` when any release
 * newer than the caller's, up to and including the latest, is forced: skipping a forced release is not
 * allowed even when a later one is optional.
 */
export async function appUpdate(db: Db, platform: AppPlatform, version: string): Promise<AppUpdate> {
  const mine = versionKey(version);
  const rows = await db
    .selectFrom('app_releases')
    .selectAll()
    .where('platform', '=', platform)
    .orderBy('version_key', 'desc')
    .execute();
  const latest = rows[0];
  if (!latest || latest.version_key <= mine)
    return {
      platform,
      hasUpdate: false,
      force: false,
      latest: latest?.version ?? version,
      notes: '',
      downloadUrl: '',
      size: 0,
      publishedAt: latest ? formatTime(latest.published_at) : '',
    };
  return {
    platform,
    hasUpdate: true,
    force: rows.some((r) => r.version_key > mine && r.force === 1),
    latest: latest.version,
    notes: latest.notes,
    downloadUrl: latest.download_url,
    size: Number(latest.size),
    publishedAt: formatTime(latest.published_at),
  };
}

export const AGREEMENTS_MISSING = '协议内容暂未发布';

/** getXieyi: both texts as operators last saved them. */
export async function agreements(db: Db): Promise<Agreements> {
  const rows = await db.selectFrom('agreements').selectAll().execute();
  const by = new Map(rows.map((r) => [r.kind, r]));
  const text = (kind: AgreementKind) => {
    const r = by.get(kind);
    if (!r) throw notFound(AGREEMENTS_MISSING);
    return { kind, title: r.title, content: r.content, updatedAt: formatTime(r.updated_at) };
  };
  return { agreement: text('agreement'), privacy: text('privacy') };
}

export async function releaseList(db: Db, platform?: AppPlatform): Promise<AppRelease[]> {
  let q = db.selectFrom('app_releases').selectAll();
  if (platform) q = q.where('platform', '=', platform);
  const rows = await q.orderBy('platform').orderBy('version_key', 'desc').execute();
  return rows.map(toRelease);
}

export interface ServedDirs {
  mediaDir: string;
  uploadsDir: string;
}

/**
 * The size of a download the server serves (/media/…, /uploads/…), which must exist as a file inside its
 * folder; 0 for an outside http(s) address (its size is the other server's to say).
 */
export async function downloadSize(dirs: ServedDirs, url: string): Promise<number> {
  const served = /^\/(media|uploads)\/(.+)$/.exec(url);
  if (!served) return 0;
  const root = resolve(served[1] === 'media' ? dirs.mediaDir : dirs.uploadsDir);
  const path = resolve(root, served[2] ?? '');
  if (!path.startsWith(root + sep)) throw badInput(UPDATE_MSG.badAddress);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw badInput(`${UPDATE_MSG.badAddress}：服务器上没有这个文件`);
  return info.size;
}

/** Operators add a release, or change the one of that platform and version (1.3 and 1.3.0 are one). */
export async function saveRelease(
  db: Db,
  dirs: ServedDirs,
  input: { platform: AppPlatform; version: string; force: boolean; notes: string; downloadUrl: string },
  now = Date.now(),
): Promise<AppRelease> {
  const size = await downloadSize(dirs, input.downloadUrl);
  const key = versionKey(input.version);
  const fields = { force: input.force ? 1 : 0, notes: input.notes, download_url: input.downloadUrl, size };
  await db
    .insertInto('app_releases')
    .values({
      platform: input.platform,
      version: input.version,
      version_key: key,
      published_at: now,
      ...fields,
    })
    .onConflict((oc) => oc.columns(['platform', 'version_key']).doUpdateSet(fields))
    .execute();
  const row = await db
    .selectFrom('app_releases')
    .selectAll()
    .where('platform', '=', input.platform)
    .where('version_key', '=', key)
    .executeTakeFirstOrThrow();
  return toRelease(row);
}

/** Operators replace one of the texts; the answer is both, as getXieyi gives them. */
export async function saveAgreement(
  db: Db,
  input: { kind: AdminSaveAgreementInput['kind']; title: string; content: string },
  now = Date.now(),
): Promise<Agreements> {
  if (!(AGREEMENT_KINDS as readonly string[]).includes(input.kind))
    throw badInput('协议类型须为 agreement 或 privacy');
  const fields = { title: input.title, content: input.content, updated_at: now };
  await db
    .insertInto('agreements')
    .values({ kind: input.kind, ...fields })
    .onConflict((oc) => oc.column('kind').doUpdateSet(fields))
    .execute();
  return agreements(db);
}
