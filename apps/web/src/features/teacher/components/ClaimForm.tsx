import { useId, useState, type FormEvent } from 'react';
import { Input, TextArea } from 'antd-mobile';
import { CLAIM_NOTE_MAX, CLAIM_PROOFS_MAX, integralCommitInput, teacherEndpoints } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCommitClaim } from '../api/teacher';
import { UploadingPictures, usePickedPictures } from '@/components/Upload/PicturePicker';
import { fieldErrors, shanghaiDate } from '../lib/teacher-logic';
import styles from './teacher.module.css';

/** 积分上传: class, date, note and proof pictures (each uploaded as it is picked), then the claim. */
export function ClaimForm() {
  const [className, setClassName] = useState('');
  const [classDate, setClassDate] = useState(() => shanghaiDate());
  const [note, setNote] = useState('');
  const proofs = usePickedPictures(CLAIM_PROOFS_MAX, '证明图片');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const commit = useCommitClaim();
  const ids = { className: useId(), classDate: useId(), note: useId() };
  const { busy, fileIds } = proofs;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    if (busy) return toast('图片还在上传，请稍候');
    const claim = { className: className.trim(), classDate, note: note.trim(), fileIds: fileIds.join(',') };
    const found = fieldErrors(integralCommitInput, claim);
    if (proofs.pictures.length > fileIds.length && !found.fileIds)
      found.fileIds = '有图片未上传成功，请重试或移除';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    commit.mutate(claim, {
      onSuccess: () => {
        toast('已提交，审核通过后积分将发放到账户', 'success');
        proofs.clear();
        setClassName('');
        setNote('');
      },
      onError: (e) => setServerError(isApiError(e) ? e.message : '提交失败，请重试'),
    });
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
      <FormRow label="班级" htmlFor={ids.className} error={errors.className}>
        <Input
          id={ids.className}
          className={styles.input}
          value={className}
          onChange={setClassName}
          placeholder="如：三年级二班"
          maxLength={30}
        />
      </FormRow>
      <FormRow label="上课日期" htmlFor={ids.classDate} error={errors.classDate}>
        <input
          id={ids.classDate}
          className={styles.dateInput}
          type="date"
          value={classDate}
          max={shanghaiDate()}
          onChange={(e) => setClassDate(e.target.value)}
        />
      </FormRow>
      <FormRow label="说明（选填）" htmlFor={ids.note} error={errors.note}>
        <TextArea
          id={ids.note}
          value={note}
          onChange={setNote}
          placeholder="课堂上如何使用了教材或资源"
          maxLength={CLAIM_NOTE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </FormRow>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>
          课堂照片（{proofs.pictures.length}/{CLAIM_PROOFS_MAX}）
        </legend>
        <UploadingPictures
          picked={proofs}
          endpoint={teacherEndpoints.uploadFile}
          input={(file) => ({ purpose: 'integral' as const, file })}
          label="课堂照片"
          onPick={() => setErrors((e) => ({ ...e, fileIds: '' }))}
        />
        {errors.fileIds ? (
          <p className={styles.error} role="alert">
            {errors.fileIds}
          </p>
        ) : null}
      </fieldset>
      {serverError ? (
        <p className={styles.serverError} role="alert">
          {serverError}
        </p>
      ) : null}
      <SubmitButton pending={commit.isPending} loadingText="提交中">
        提交申请
      </SubmitButton>
    </form>
  );
}
