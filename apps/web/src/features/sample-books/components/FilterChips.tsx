import type { YangshuDicGroup } from '@jc/contract';
import { useYangshuDic } from '../api/yangshu';
import styles from './SampleBooks.module.css';

const ALL: Record<YangshuDicGroup, string> = { subject: '全部学科', grade: '全部年级', cebie: '全部册别' };

/** One row of filter chips from yangshu/getDicInfo/{group}: only what the offer has books of. */
export function FilterChips({
  group,
  value,
  onChange,
}: {
  group: YangshuDicGroup;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const dic = useYangshuDic(group);
  const items = dic.data ?? [];
  if (items.length === 0) return null;
  const chip = (id: number | undefined, name: string) => (
    <button
      key={id ?? 0}
      type="button"
      aria-pressed={value === id}
      className={value === id ? `${styles.chip} ${styles.chipOn}` : styles.chip}
      onClick={() => onChange(id)}
    >
      {name}
    </button>
  );
  return (
    <div className={styles.chips} aria-label={ALL[group].slice(2)}>
      {chip(undefined, ALL[group])}
      {items.map((d) => chip(d.id, d.name))}
    </div>
  );
}
