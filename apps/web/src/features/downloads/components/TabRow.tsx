import { Tabs } from '@/components/Tabs/Tabs';
import styles from '../pages/Downloads.module.css';

interface Tab {
  id: number;
  name: string;
}

/** The downloads pages' row of tabs (教材版本, 学科): the shared tab row in the downloads' look. */
export function TabRow({
  label,
  tabs,
  active,
  onChoose,
}: {
  label: string;
  tabs: readonly Tab[];
  active: number | null;
  onChoose: (id: number) => void;
}) {
  return (
    <Tabs
      label={label}
      className={styles.tabs}
      tabClassName={styles.tab}
      activeClassName={styles.tabOn}
      items={tabs.map((t) => ({ key: t.id, label: t.name }))}
      active={active}
      onChange={onChoose}
    />
  );
}
