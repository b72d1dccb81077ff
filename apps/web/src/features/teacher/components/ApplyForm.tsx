import { useId, useState, type FormEvent } from 'react';
import { CascadePicker, Input } from 'antd-mobile';
import { Selector } from '@/components/Selector/Selector';
import {
  APPLY_PROOFS_MAX,
  saveApplyInput,
  teacherEndpoints,
  type DicEntry,
  type TeacherApplication,
} from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { UploadProgress } from '@/components/Upload/UploadProgress';
import { useUpload } from '@/components/Upload/use-upload';
import { isCompleteArea, namesOf, type CascadeOption } from '@/lib/area-cascade';
import { toast } from '@/lib/toast';
import { useRefreshCertification } from '../api/teacher';
import { applyDraft, applyInput, fieldErrors, type ApplyValues } from '../lib/teacher-logic';
import { HeldPicturePicker, keptPicture, type HeldPicture } from '@/components/Upload/HeldPictures';
import styles from './teacher.module.css';

interface Props {
  application: TeacherApplication | null;
  areaOptions: CascadeOption[];
  subjects: DicEntry[];
  grades: DicEntry[];
  onDone: () => void;
}

/** The certification form: checked by the contract's schema first, sent with its pictures in one upload. */
export function ApplyForm({ application, areaOptions, subjects, grades, onDone }: Props) {
  const [values, setValues] = useState<ApplyValues>(() => applyDraft(application, areaOptions));
  const [proofs, setProofs] = useState<HeldPicture[]>(() =>
    application?.status === 'rejected'
      ? application.proofs.map((p) => keptPicture(p.id, p.thumbUrl || p.url))
      : [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pickerOpen, setPickerOpen] = useState(false);
  const upload = useUpload(teacherEndpoints.apply);
  const refresh = useRefreshCertification();
  const ids = { realName: useId(), schoolName: useId(), phone: useId(), area: useId() };
  const sending = upload.state.status === 'uploading';

  const set = <K extends keyof ApplyValues>(key: K, value: ApplyValues[K], field: string = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kept = proofs.flatMap((p) => (p.id === null ? [] : [p.id]));
    const files = proofs.flatMap((p) => (p.file ? [p.file] : []));
    const input = applyInput(values, kept, files);
    const found = fieldErrors(saveApplyInput, input);
    if (values.area.length > 0 && !isCompleteArea(areaOptions, values.area))
      found.areaCode = '学校所在地区须选到区县';
    if (proofs.length === 0) found.file = '请上传教师资格证或工作证照片';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const saved = await upload.start(input);
    if (!saved) return;
    toast('认证申请已提交，请等待审核', 'success');
    await refresh();
    onDone();
  };

  const areaText = namesOf(areaOptions, values.area).filter(Boolean).join(' ');
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate>
      {application?.status === 'rejected' ? (
        <p className={styles.reason} role="note">
          上次申请未通过：{application.rejectReason}。请修改后重新提交。
        </p>
      ) : null}
      <FormRow label="真实姓名" htmlFor={ids.realName} error={errors.realName}>
        <Input
          id={ids.realName}
          className={styles.input}
          value={values.realName}
          onChange={(v) => set('realName', v)}
          placeholder="请输入真实姓名"
          maxLength={20}
        />
      </FormRow>
      <FormRow label="学校所在地区" htmlFor={ids.area} error={errors.areaCode}>
        <button id={ids.area} type="button" className={styles.areaButton} onClick={() => setPickerOpen(true)}>
          {areaText ? (
            <span className={styles.pickerValue}>{areaText}</span>
          ) : (
            <span className={styles.placeholder}>省 / 市 / 区县</span>
          )}
        </button>
      </FormRow>
      <CascadePicker
        title="选择学校所在地区"
        options={areaOptions}
        visible={pickerOpen}
        value={values.area}
        onClose={() => setPickerOpen(false)}
        onConfirm={(v) =>
          set(
            'area',
            v.filter((c): c is string => typeof c === 'string'),
            'areaCode',
          )
        }
      />
      <FormRow label="学校名称" htmlFor={ids.schoolName} error={errors.schoolName}>
        <Input
          id={ids.schoolName}
          className={styles.input}
          value={values.schoolName}
          onChange={(v) => set('schoolName', v)}
          placeholder="请输入学校全称"
          maxLength={50}
        />
      </FormRow>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>任教学科（可多选）</legend>
        <Selector
          className={styles.selector}
          columns={4}
          multiple
          options={subjects.map((d) => ({ label: d.name, value: d.id }))}
          value={values.subjectIds}
          onChange={(v) => set('subjectIds', v)}
        />
        {errors.subjectIds ? (
          <p className={styles.error} role="alert">
            {errors.subjectIds}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>任教年级（可多选）</legend>
        <Selector
          className={styles.selector}
          columns={4}
          multiple
          options={grades.map((d) => ({ label: d.name, value: d.id }))}
          value={values.gradeIds}
          onChange={(v) => set('gradeIds', v)}
        />
        {errors.gradeIds ? (
          <p className={styles.error} role="alert">
            {errors.gradeIds}
          </p>
        ) : null}
      </fieldset>
      <FormRow label="手机号" htmlFor={ids.phone} error={errors.phone}>
        <Input
          id={ids.phone}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          value={values.phone}
          onChange={(v) => set('phone', v)}
          placeholder="请输入11位手机号"
          maxLength={11}
        />
      </FormRow>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>
          证明图片（教师资格证、工作证等，{proofs.length}/{APPLY_PROOFS_MAX}）
        </legend>
        <HeldPicturePicker
          pictures={proofs}
          max={APPLY_PROOFS_MAX}
          label="证明图片"
          disabled={sending}
          onChange={(next) => {
            setProofs(next);
            setErrors((e) => ({ ...e, file: '', proofIds: '' }));
          }}
        />
        {errors.file || errors.proofIds ? (
          <p className={styles.error} role="alert">
            {errors.file || errors.proofIds}
          </p>
        ) : null}
      </fieldset>
      <UploadProgress state={upload.state} onCancel={upload.cancel} onRetry={() => void upload.retry()} />
      <SubmitButton pending={sending} loadingText="提交中">
        {application?.status === 'rejected' ? '重新提交认证' : '提交认证'}
      </SubmitButton>
    </form>
  );
}
