import { Link } from 'react-router';
import { PAGES } from '@jc/contract';
import { DailyTabsView } from '../components/daily/DailyTabsView';
import { useCurrentTab } from '../hooks/use-current-tab';
import type { DailyTab } from '../lib/daily';
import styles from '../components/daily/Daily.module.css';

const TABS: DailyTab[] = [
  { label: '晨读', kinds: ['chendu'] },
  { label: '晚听', kinds: ['yingyutl'] },
];

/** 晨读晚听: the day's 晨读 (classical poems) and 晚听 (English listening); `current=1` opens 晚听. */
export default function ReadingListeningPage() {
  const [current, setCurrent] = useCurrentTab((v) => (v === '1' ? 1 : 0));
  return (
    <DailyTabsView
      tabs={TABS}
      current={current}
      ariaLabel="晨读晚听"
      onTab={setCurrent}
      action={(piece) =>
        piece.kind === 'chendu' ? (
          <Link className={styles.readAlong} to={`${PAGES.chendu.path}?id=${piece.id}`}>
            全屏跟读
          </Link>
        ) : null
      }
    />
  );
}
