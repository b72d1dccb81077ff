import { randomInt } from 'node:crypto';
import {
  AWARD_LEVEL_TEXT,
  AWARD_LEVELS,
  type AwardLevel,
  type Certificate,
  type CertificateCheck,
} from '@jc/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { formatDate } from '../../shared/time.js';
import type { ArticleCertificatesTable } from './tables.js';

/** Who issues the certificates. */
export const CERTIFICATE_ISSUER = '教材社区征文活动组委会';
/** The name shown for an author without a nickname (never the account). */
export const ANONYMOUS = '小作者';

/** A–Z and 2–9 without the look-alikes I, L, O (0 and 1 are not in it either): 31 characters. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;

/** A fresh random code (crypto), 31^12 ≈ 7.9·10^17 of them. */
export const newCertificateCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

type Row = Selectable<ArticleCertificatesTable>;

const levelOf = (s: string): AwardLevel =>
  (AWARD_LEVELS as readonly string[]).includes(s) ? (s as AwardLevel) : 'excellent';

function toCertificate(r: Row): Certificate {
  const level = levelOf(r.award_level);
  return {
    code: r.code,
    holderName: r.holder_name,
    contestTitle: r.contest_title,
    essayTitle: r.essay_title,
    awardLevel: level,
    awardText: AWARD_LEVEL_TEXT[level],
    awardedOn: formatDate(r.awarded_at),
    issuer: CERTIFICATE_ISSUER,
  };
}

/**
 * Issues the certificate of an award inside the award's transaction: what it says is frozen now. The
 * code is the primary key; a code already taken (one chance in ~10^17 a certificate) is drawn again
 * before the insert, so the transaction never meets the violation.
 */
export async function issueCertificate(
  trx: Transaction<Database>,
  c: {
    submissionId: number;
    userId: number;
    holderName: string;
    contestTitle: string;
    essayTitle: string;
    level: AwardLevel;
    at: number;
  },
  draw: () => string = newCertificateCode,
): Promise<string> {
  let code = draw();
  for (let i = 0; ; i++) {
    const taken = await trx
      .selectFrom('article_certificates')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst();
    if (!taken) break;
    if (i >= 10) throw new Error('no free certificate code');
    code = draw();
  }
  await trx
    .insertInto('article_certificates')
    .values({
      code,
      submission_id: c.submissionId,
      user_id: c.userId,
      holder_name: c.holderName,
      contest_title: c.contestTitle,
      essay_title: c.essayTitle,
      award_level: c.level,
      awarded_at: c.at,
    })
    .execute();
  return code;
}

/** getMyCertificates: the caller's certificates, newest first. */
export async function myCertificates(db: Db, userId: number): Promise<Certificate[]> {
  const rows = await db
    .selectFrom('article_certificates')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('awarded_at', 'desc')
    .orderBy('code')
    .execute();
  return rows.map(toCertificate);
}

/** verifyCertificate (public): whose certificate a code is; an unknown code is not valid. */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateCheck> {
  const row = await db
    .selectFrom('article_certificates')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? { valid: true, certificate: toCertificate(row) } : { valid: false, certificate: null };
}
