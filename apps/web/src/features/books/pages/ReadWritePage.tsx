import { DailyTabsView } from '../components/daily/DailyTabsView';
import { useCurrentTab } from '../hooks/use-current-tab';
import type { DailyTab } from '../lib/daily';

const TABS: DailyTab[] = [
  { label: '阅读', kinds: ['yuedu'] },
  { label: '写作', kinds: ['xiezuo'] },
];

/**
 * 读写: 阅读 (`current=0`) and 写作 (`current=1`, also anything else: the entry rule sends `/book…y` to 0
 * and every other `/book…` to 1).
 */
export default function ReadWritePage() {
  const [current, setCurrent] = useCurrentTab((v) => (v === '0' ? 0 : 1));
  return <DailyTabsView tabs={TABS} current={current} ariaLabel="读写" onTab={setCurrent} />;
}
