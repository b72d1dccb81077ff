import styles from '../pages/Downloads.module.css';

interface Tab {
  id: number;
  name: string;
}

/** The downloads pages' row of tabs (教材版本, 学科): a tablist of buttons, the active one marked. */
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
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          className={`${styles.tab} ${tab.id === active ? styles.tabOn : ''}`}
          onClick={() => onChoose(tab.id)}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
