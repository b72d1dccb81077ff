import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Input, TextArea } from 'antd-mobile';
import { CLAIM_NOTE_MAX, CLAIM_PROOFS_MAX, integralCommitInput, teacherEndpoints } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { PictureIcon } from '@/components/icons';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCommitClaim } from '../api/teacher';
import { fieldErrors, isPicture, PICTURE_TYPE_MSG, proofRoom, shanghaiDate } from '../lib/teacher-logic';
import { UploadTile, type PictureStatus, type PickedPicture } from '@/components/Upload/UploadTile';
import styles from './teacher.module.css';

let seq = 0;

/** 积分上传: class, date, note and proof pictures (each uploaded as it is picked), then the claim. */
export function ClaimForm() {
  const [className, setClassName] = useState('');
  const [classDate, setClassDate] = useState(() => shanghaiDate());
  const [note, setNote] = useState('');
  const [proofs, setProofs] = useState<PickedPicture[]>([]);
  const [status, setStatus] = useState<Record<string, PictureStatus>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const commit = useCommitClaim();
  const input = useRef<HTMLInputElement>(null);
  const ids = { className: useId(), classDate: useId(), note: useId() };
  const latest = useRef(proofs);
  useEffect(() => {
    latest.current = proofs;
  });
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const good = files.filter(isPicture);
    if (good.length < files.length) toast(PICTURE_TYPE_MSG);
    const { take, note: tooMany } = proofRoom(proofs.length, good.length, CLAIM_PROOFS_MAX);
    if (tooMany) toast(tooMany);
    const added = good
      .slice(0, take)
      .map((file) => ({ key: `c${++seq}`, file, url: URL.createObjectURL(file) }));
    setProofs((list) => [...list, ...added]);
    setErrors((e) => ({ ...e, fileIds: '' }));
  };

  const remove = (key: string) => {
    setProofs((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.key !== key);
    });
    setStatus(({ [key]: _gone, ...rest }) => rest);
  };

  const states = proofs.map((p) => status[p.key]);
  const busy = states.some((s) => !s || s.busy);
  const fileIds = states.flatMap((s) => (s?.fileId ? [s.fileId] : []));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    if (busy) return toast('图片还在上传，请稍候');
    const claim = { className: className.trim(), classDate, note: note.trim(), fileIds: fileIds.join(',') };
    const found = fieldErrors(integralCommitInput, claim);
    if (proofs.length > fileIds.length && !found.fileIds) found.fileIds = '有图片未上传成功，请重试或移除';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    commit.mutate(claim, {
      onSuccess: () => {
        toast('已提交，审核通过后积分将发放到账户', 'success');
        proofs.forEach((p) => URL.revokeObjectURL(p.url));
        setProofs([]);
        setStatus({});
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
          课堂照片（{proofs.length}/{CLAIM_PROOFS_MAX}）
        </legend>
        <div className={styles.pictures}>
          {proofs.map((p, i) => (
            <UploadTile
              key={p.key}
              endpoint={teacherEndpoints.uploadFile}
              input={(file) => ({ purpose: 'integral' as const, file })}
              picture={p}
              label="证明图片"
              index={i}
              onStatus={(s) => setStatus((all) => ({ ...all, [s.key]: s }))}
              onRemove={() => remove(p.key)}
            />
          ))}
          {proofs.length < CLAIM_PROOFS_MAX ? (
            <button type="button" className={styles.add} onClick={() => input.current?.click()}>
              <PictureIcon size={26} />
              添加照片
            </button>
          ) : null}
        </div>
        <input
          ref={input}
          className={styles.file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-label="选择课堂照片"
          onChange={pick}
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
