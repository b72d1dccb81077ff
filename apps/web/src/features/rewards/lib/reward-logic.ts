import type { RewardStatus } from '@jc/contract';

export { fieldErrors, type IssueParser } from '@/lib/form-rules';

/** The list's tabs: every status, then each. */
export const REWARD_TABS: { key: 'all' | RewardStatus; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'pending', title: '审核中' },
  { key: 'accepted', title: '已采纳' },
  { key: 'rejected', title: '未采纳' },
];

/** A tab's title with its count (全部 counts every status). */
export function tabTitle(
  key: 'all' | RewardStatus,
  title: string,
  counts: Record<RewardStatus, number> | undefined,
): string {
  if (!counts) return title;
  const n = key === 'all' ? counts.pending + counts.accepted + counts.rejected : counts[key];
  return `${title} ${n}`;
}

/** The tab of a `status` search parameter; `all` for anything else. */
export const tabOf = (value: string | null): 'all' | RewardStatus =>
  REWARD_TABS.some((t) => t.key === value) ? (value as 'all' | RewardStatus) : 'all';
