import { z } from 'zod';
import { rowId } from '../shared/ids.js';

/**
 * Code resolution (docs/codes.md): a printed code is a key of spec section 4 (`TkAudioInfo`, `s`, …)
 * with its value; bookmain/resolveCode answers what it names and where the app opens it.
 */

/** What a code names. `page`: a page of its own that reads the value itself (知识点, 电子样书, …). */
export type CodeTargetKind = 'book' | 'lesson' | 'audio' | 'video' | 'resource' | 'download' | 'page';

/** What a code names, in the operators' words (the console's list and the printed QR sheet). */
export const CODE_TARGET_KIND_NAMES: Readonly<Record<CodeTargetKind, string>> = {
  book: '图书',
  lesson: '课程',
  audio: '音频',
  video: '视频',
  resource: '资源',
  download: '下载',
  page: '页面',
};

export interface ResolvedCode {
  key: string;
  value: string;
  kind: CodeTargetKind;
  /** What it names, as the pupil would call it: the lesson, item, resource or book title, or the page. */
  title: string;
  /** Where the app opens it (path and query). */
  to: string;
  /** The book it belongs to, when it names something of the catalogue. */
  book: { bookNo: string; title: string; pictureV: string } | null;
  lessonId: number | null;
  /** From the top lesson down to the named one. */
  lessonPath: { id: number; title: string }[];
  /** The item (timu) to play first. */
  timuId: number | null;
  resourceId: number | null;
}

/** An operator's row of the printed codes (admin/codes/getCodeKeyList). */
export interface AdminCodeKey {
  codeKeyId: number;
  key: string;
  value: string;
  type: string;
  kind: CodeTargetKind;
  bookNo: string | null;
  title: string;
  /** Epoch ms, or null while it is in use. */
  retiredAt: number | null;
  /** The address the printed QR code carries. */
  url: string;
}

/** A code's key: letters only, as the printed addresses carry them (case-sensitive). */
const codeKey = z
  .string({ error: '请提供二维码类型（key）' })
  .trim()
  .regex(/^[A-Za-z]{1,32}$/, '二维码类型（key）不正确');

/** GET bookmain/resolveCode?key&value[&type]. */
export const resolveCodeQuery = z.object({
  key: codeKey,
  value: z
    .string({ error: '请提供二维码内容（value）' })
    .trim()
    .min(1, '请提供二维码内容（value）')
    .max(64, '二维码内容（value）不能超过64个字符')
    // Printable text only: no control characters, no angle brackets or quotes.
    .regex(/^[^\p{Cc}<>"'`\\]+$/u, '二维码内容（value）不正确'),
  type: z
    .string()
    .trim()
    .regex(/^\d{0,2}$/, '二维码类型（type）不正确')
    .optional(),
});
export type ResolveCodeQuery = z.input<typeof resolveCodeQuery>;

export const adminCodeKeyListQuery = z.object({
  keyword: z.string().trim().max(64, '搜索内容不能超过64个字符').optional(),
});
export type AdminCodeKeyListQuery = z.input<typeof adminCodeKeyListQuery>;

export const adminRetireCodeKeyInput = z.object({
  codeKeyId: rowId('请选择编码', '请选择编码'),
  /** 1: retire it, 0: put it back in use. */
  retired: z.enum(['0', '1'], { error: '请选择停用或启用' }),
});
export type AdminRetireCodeKeyInput = z.input<typeof adminRetireCodeKeyInput>;
