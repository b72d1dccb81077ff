import { useState } from 'react';
import { Selector } from '@/components/Selector/Selector';
import type { DicEntry } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { allOf } from '@/components/QueryView/all-of';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { isApiError } from '@/lib/api-client';
import { useDicData } from '@/lib/dictionary';
import { StorageKey, storage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { useSaveInfo } from '../api/account';
import { FormError, SheetFrame } from './SheetFrame';
import forms from './forms.module.css';
import styles from './GradeSheet.module.css';

interface GradeSheetProps {
  visible: boolean;
  gradeId: number | null;
  cebieId: number | null;
  onClose: () => void;
}

const options = (list: readonly DicEntry[]) => list.map((e) => ({ label: e.name, value: e.id }));

/**
 * 年级与册别: the grade and volume dictionaries as chips; saved on the account and as this device's
 * choice (localStorage gradeValue), so home follows at once.
 */
export function GradeSheet({ visible, gradeId, cebieId, onClose }: GradeSheetProps) {
  const grades = useDicData('grade');
  const cebies = useDicData('cebie');
  const [grade, setGrade] = useState<number | null>(gradeId);
  const [cebie, setCebie] = useState<number | null>(cebieId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveInfo();

  const submit = () => {
    if (grade === null || cebie === null) {
      setRefusal(grade === null ? '请选择年级' : '请选择册别');
      return;
    }
    setRefusal(null);
    save.mutate(
      { gradeId: grade, cebieId: cebie },
      {
        onSuccess: () => {
          storage.setJSON(StorageKey.gradeValue, { gradeId: grade, cebieId: cebie });
          toast('年级已保存', 'success');
          onClose();
        },
        onError: (e) => setRefusal(isApiError(e) ? e.message : '保存失败，请重试'),
      },
    );
  };

  return (
    <SheetFrame
      visible={visible}
      onClose={onClose}
      title="年级与册别"
      hint="我们会按年级和册别为你推荐同步教材。"
    >
      <QueryView query={allOf(grades, cebies)} error="年级信息加载失败">
        {([g, c]) => (
          <form
            className={forms.form}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
            noValidate
          >
            <h3 className={styles.label}>年级</h3>
            <Selector
              className={styles.selector}
              columns={3}
              options={options(g.dicList)}
              value={grade === null ? [] : [grade]}
              onChange={(v) => setGrade(v[0] ?? null)}
            />
            <h3 className={styles.label}>册别</h3>
            <Selector
              className={styles.selector}
              columns={2}
              options={options(c.dicList)}
              value={cebie === null ? [] : [cebie]}
              onChange={(v) => setCebie(v[0] ?? null)}
            />
            <FormError message={refusal} />
            <SubmitButton pending={save.isPending}>保存</SubmitButton>
          </form>
        )}
      </QueryView>
    </SheetFrame>
  );
}
