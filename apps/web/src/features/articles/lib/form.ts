import { commitArticleInput, type CommitArticleInput } from '@jc/contract';

/** The first message per field of the contract's schema (title, text, files), empty when it passes. */
export function commitErrors(input: CommitArticleInput): Record<string, string> {
  const parsed = commitArticleInput.safeParse(input);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    const field = key === 'keepFileIds' ? 'file' : key;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The text's count line: `128/5000`, and how many more are needed below the minimum. */
export function textCount(text: string, max: number, min = 10): string {
  const n = [...text.trim()].length;
  return n < min ? `${n}/${max}（至少${min}字）` : `${n}/${max}`;
}
