import { Code } from '@jc/contract';
import { isApiError } from './api-client';

/** What a page says when bookmain/resolveCode refused a printed code (docs/codes.md). */
export interface CodeFailure {
  title: string;
  description: string;
  /** Retired (410) rather than unknown (404) or badly formed (400). */
  retired: boolean;
}

export const CODE_UNKNOWN_TITLE = '没有找到二维码对应的内容';
export const CODE_RETIRED_TITLE = '这个二维码已停用';
/** The sentences under the titles: what to do next, not the title again. */
export const CODE_UNKNOWN_TEXT = '请确认扫描的是图书上印的二维码，也可以按书名搜索图书。';
export const CODE_RETIRED_TEXT = '图书上的这个二维码已不再使用，请扫描新印的二维码，或按书名搜索图书。';

/**
 * The server's refusal of a code, worded for the page: a retired or unknown code gets a title and what to
 * do next; a refusal that says something more (an unknown key, a malformed value) keeps the server's
 * sentence. Null for anything else (no answer, a timeout, a server failure), which a page offers to retry.
 */
export function codeFailure(error: unknown): CodeFailure | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  if (error.code === Code.gone || error.status === 410)
    return { title: CODE_RETIRED_TITLE, description: CODE_RETIRED_TEXT, retired: true };
  if (error.status === 404 || error.status === 400) {
    const plain = error.status === 404 && error.message.startsWith('没有找到');
    return {
      title: CODE_UNKNOWN_TITLE,
      description: plain ? CODE_UNKNOWN_TEXT : error.message,
      retired: false,
    };
  }
  return null;
}
