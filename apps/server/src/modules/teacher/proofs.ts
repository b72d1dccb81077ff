import type { ProofPicture } from '@jc/contract';
import type { Db } from '../../db/index.js';
import type { FileStore } from '../uploads/index.js';

interface ProofRow {
  owner: number;
  id: number;
  file_key: string;
  thumb_key: string;
}

function group(store: FileStore, rows: ProofRow[]): Map<number, ProofPicture[]> {
  const out = new Map<number, ProofPicture[]>();
  for (const r of rows) {
    const list = out.get(r.owner) ?? [];
    list.push({ id: r.id, url: store.url(r.file_key), thumbUrl: store.url(r.thumb_key || r.file_key) });
    out.set(r.owner, list);
  }
  return out;
}

/** The proof pictures of applications, in order, by application id. */
export async function applicationProofs(
  db: Db,
  store: FileStore,
  ids: number[],
): Promise<Map<number, ProofPicture[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('teacher_application_proofs as p')
    .innerJoin('uploads as u', 'u.id', 'p.upload_id')
    .select(['p.application_id as owner', 'u.id', 'u.file_key', 'u.thumb_key'])
    .where('p.application_id', 'in', ids)
    .orderBy('p.application_id')
    .orderBy('p.position')
    .execute();
  return group(store, rows);
}

/** The proof pictures of claims, in order, by claim id. */
export async function claimProofs(
  db: Db,
  store: FileStore,
  ids: number[],
): Promise<Map<number, ProofPicture[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('teacher_claim_proofs as p')
    .innerJoin('uploads as u', 'u.id', 'p.upload_id')
    .select(['p.claim_id as owner', 'u.id', 'u.file_key', 'u.thumb_key'])
    .where('p.claim_id', 'in', ids)
    .orderBy('p.claim_id')
    .orderBy('p.position')
    .execute();
  return group(store, rows);
}
