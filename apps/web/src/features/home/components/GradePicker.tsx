import { useState } from 'react';
import { Skeleton } from 'antd-mobile';
import { Selector } from '@/components/Selector/Selector';
import type { DicEntry } from '@jc/contract';
import { CloseIcon } from '@/components/icons';
import { Sheet } from '@/components/Sheet/Sheet';
import type { GradeValue } from '../lib/grade-choice';
import styles from './GradePicker.module.css';

interface GradePickerProps {
  visible: boolean;
  /** The first choice cannot be dismissed: no close button, no tap-outside. */
  mandatory: boolean;
  value: GradeValue | null;
  grades: readonly DicEntry[] | undefined;
  cebies: readonly DicEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onConfirm: (value: GradeValue) => void;
  onClose: () => void;
}

const options = (list: readonly DicEntry[]) =>
  list.map((entry) => ({ label: entry.name, value: entry.id, description: entry.remark || undefined }));

/** Grade and volume as large tappable chips, confirmed with one button. Keyed per opening by the parent. */
export function GradePicker(props: GradePickerProps) {
  const { visible, mandatory, value, grades, cebies, loading, failed, onRetry, onConfirm, onClose } = props;
  const [gradeId, setGradeId] = useState<number | null>(value?.gradeId ?? null);
  const [cebieId, setCebieId] = useState<number | null>(value?.cebieId ?? null);

  const ready = gradeId !== null && cebieId !== null;
  return (
    <Sheet
      visible={visible}
      onClose={mandatory ? undefined : onClose}
      label={mandatory ? '请选择孩子的年级' : '切换年级'}
      className={styles.body}
    >
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>{mandatory ? '请选择孩子的年级' : '切换年级'}</h2>
          <p className={styles.subtitle}>我们会按年级和册别为你推荐同步教材</p>
        </div>
        {mandatory ? null : (
          <button type="button" className={styles.close} onClick={onClose} aria-label="关闭">
            <CloseIcon size={22} />
          </button>
        )}
      </div>

      {failed ? (
        <div className={styles.failed}>
          <p>年级信息加载失败</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            重新加载
          </button>
        </div>
      ) : loading || !grades || !cebies ? (
        <div className={styles.section}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ) : (
        <>
          <ChoiceSection label="年级" columns={3} entries={grades} value={gradeId} onChange={setGradeId} />
          <ChoiceSection label="册别" columns={2} entries={cebies} value={cebieId} onChange={setCebieId} />
        </>
      )}

      <div className={styles.footer}>
        {/* Plain buttons, not antd-mobile's: the picker is on home's first screen for a first visit,
            and its Button chunk was what put that screen's script past its 150 KB budget. */}
        <button
          type="button"
          className={styles.confirm}
          disabled={!ready}
          onClick={() => {
            if (gradeId !== null && cebieId !== null) onConfirm({ gradeId, cebieId });
          }}
        >
          {ready ? '确定' : '请选择年级和册别'}
        </button>
      </div>
    </Sheet>
  );
}

/** One labelled choice of the picker (年级, 册别): a grid of options, at most one chosen. */
function ChoiceSection(props: {
  label: string;
  columns: number;
  entries: readonly DicEntry[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { label, columns, entries, value, onChange } = props;
  return (
    <section className={styles.section} aria-label={label}>
      <h3 className={styles.label}>{label}</h3>
      <Selector
        className={styles.selector}
        columns={columns}
        showCheckMark={false}
        options={options(entries)}
        value={value === null ? [] : [value]}
        onChange={(next) => onChange(next[0] ?? null)}
      />
    </section>
  );
}
