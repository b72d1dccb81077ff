import type { Generated } from 'kysely';

/** The teacher module's tables (added to db/schema.ts's Database below). Created by 0018_teacher. */
export interface TeacherTables {
  teacher_applications: TeacherApplicationsTable;
  teacher_application_proofs: TeacherApplicationProofsTable;
  teacher_pending_files: TeacherPendingFilesTable;
  teacher_claims: TeacherClaimsTable;
  teacher_claim_proofs: TeacherClaimProofsTable;
  teacher_claim_hashes: TeacherClaimHashesTable;
}

/** A certification (教师认证) application; one pending per user (a partial unique index). */
export interface TeacherApplicationsTable {
  id: Generated<number>;
  user_id: number;
  real_name: string;
  area_code: string;
  /** Province, city and district names, joined with spaces, as they were when applying. */
  area_name: string;
  school_name: string;
  /** Dictionary ids, comma-joined. */
  subject_ids: string;
  grade_ids: string;
  phone: string;
  /** 'pending', 'approved' or 'rejected'. */
  status: string;
  reject_reason: string;
  created_at: number;
  decided_at: number | null;
}

/** The proof pictures of an application; a kept proof (re-applying) is one upload in two applications. */
export interface TeacherApplicationProofsTable {
  application_id: number;
  upload_id: number;
  position: number;
}

/** Uploads of teacher/fileUpload/integral not yet in a claim, with the hash of the bytes sent. */
export interface TeacherPendingFilesTable {
  upload_id: number;
  user_id: number;
  content_hash: string;
  created_at: number;
}

/** A points claim for classroom use (积分上传). */
export interface TeacherClaimsTable {
  id: Generated<number>;
  user_id: number;
  class_name: string;
  /** YYYY-MM-DD. */
  class_date: string;
  note: string;
  /** 'pending', 'approved' or 'rejected'. */
  status: string;
  points: number;
  reject_reason: string;
  created_at: number;
  decided_at: number | null;
}

export interface TeacherClaimProofsTable {
  claim_id: number;
  upload_id: number;
  position: number;
  content_hash: string;
}

/**
 * The proofs in use: the content hash of every picture of a pending or approved claim (primary key, so
 * two claims racing with one picture cannot both pass). A rejection frees its claim's hashes.
 */
export interface TeacherClaimHashesTable {
  content_hash: string;
  claim_id: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends TeacherTables {}
}
