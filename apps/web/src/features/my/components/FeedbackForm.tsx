import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Input, TextArea } from 'antd-mobile';
import { Selector } from '@/components/Selector/Selector';
import { useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_CATEGORIES, feedbackEndpoints, type FeedbackCategory } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { UploadProgress } from '@/components/Upload/UploadProgress';
import { useUpload } from '@/components/Upload/use-upload';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { CloseIcon, PictureIcon } from '@/components/icons';
import { endpointKey } from '@/lib/api-query';
import { toast } from '@/lib/toast';
import { feedbackErrors, type FeedbackErrors } from '../lib/feedback-form';
import {
  FEEDBACK_LIMITS,
  isAcceptedPicture,
  PICTURE_TYPE_MSG,
  takePictures,
  textLength,
} from '../lib/my-logic';
import forms from './forms.module.css';
import styles from './FeedbackForm.module.css';

interface Picture {
  key: string;
  file: Blob;
  url: string;
}

let pictureSeq = 0;

/**
 * 意见反馈: a category, up to 140 characters, up to 4 pictures (compressed, sent with the text in one
 * request whose progress shows) and an optional contact. Checked by the contract's rules first.
 */
export function FeedbackForm() {
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const upload = useUpload(feedbackEndpoints.save);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { content: useId(), contact: useId() };
  const sending = upload.state.status === 'uploading';
  const urls = useRef(pictures);
  useEffect(() => {
    urls.current = pictures;
  });
  useEffect(() => () => urls.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const good = files.filter(isAcceptedPicture);
    if (good.length < files.length) toast(PICTURE_TYPE_MSG);
    const { take, note } = takePictures(pictures.length, good.length);
    if (note) toast(note);
    const added = good
      .slice(0, take)
      .map((file) => ({ key: `p${++pictureSeq}`, file, url: URL.createObjectURL(file) }));
    setPictures((list) => [...list, ...added]);
    setErrors((e) => ({ ...e, file: undefined }));
  };

  const removePicture = (key: string) =>
    setPictures((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.key !== key);
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { category, content, contact, pictures: pictures.map((p) => p.file) };
    const found = feedbackErrors(values);
    setErrors(found);
    if (Object.values(found).some(Boolean) || !category) return;
    const saved = await upload.start({
      category,
      content: content.trim(),
      contact: contact.trim(),
      file: values.pictures,
    });
    if (!saved) return;
    toast('感谢你的反馈，我们会尽快回复', 'success');
    pictures.forEach((p) => URL.revokeObjectURL(p.url));
    setCategory(null);
    setContent('');
    setContact('');
    setPictures([]);
    void queryClient.invalidateQueries({ queryKey: endpointKey(feedbackEndpoints.list) });
  };

  const length = textLength(content);
  return (
    <form className={`${forms.form} ${styles.card}`} onSubmit={(e) => void submit(e)} noValidate>
      <div>
        <h3 className={styles.label}>反馈类型</h3>
        <Selector
          className={styles.selector}
          columns={4}
          options={FEEDBACK_CATEGORIES.map((c) => ({ label: c, value: c }))}
          value={category ? [category] : []}
          onChange={(v) => {
            setCategory(v[0] ?? null);
            setErrors((e) => ({ ...e, category: undefined }));
          }}
        />
        {errors.category ? (
          <p className={styles.error} role="alert">
            {errors.category}
          </p>
        ) : null}
      </div>
      <FormRow label="反馈内容" htmlFor={ids.content} error={errors.content}>
        <div className={styles.textBox}>
          <TextArea
            id={ids.content}
            className={styles.textarea}
            value={content}
            onChange={(v) => {
              setContent(v);
              setErrors((e) => ({ ...e, content: undefined }));
            }}
            placeholder="请描述你遇到的问题或建议（5-140字）"
            autoSize={{ minRows: 4, maxRows: 8 }}
          />
          <span className={length > FEEDBACK_LIMITS.text ? `${forms.counter} ${forms.over}` : forms.counter}>
            {length}/{FEEDBACK_LIMITS.text}
          </span>
        </div>
      </FormRow>
      <div>
        <h3 className={styles.label}>
          图片（选填，{pictures.length}/{FEEDBACK_LIMITS.pictures}）
        </h3>
        <div className={styles.pictures}>
          {pictures.map((p, i) => (
            <div key={p.key} className={styles.tile}>
              <img src={p.url} alt={`图片${i + 1}`} className={styles.thumb} />
              <button
                type="button"
                className={styles.removePicture}
                aria-label={`移除图片${i + 1}`}
                disabled={sending}
                onClick={() => removePicture(p.key)}
              >
                <CloseIcon size={14} />
              </button>
            </div>
          ))}
          {pictures.length < FEEDBACK_LIMITS.pictures ? (
            <button
              type="button"
              className={styles.add}
              onClick={() => fileInput.current?.click()}
              disabled={sending}
            >
              <PictureIcon size={26} />
              添加图片
            </button>
          ) : null}
        </div>
        <input
          ref={fileInput}
          className={styles.file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-label="选择反馈图片"
          onChange={pick}
        />
        {errors.file ? (
          <p className={styles.error} role="alert">
            {errors.file}
          </p>
        ) : null}
      </div>
      <FormRow label="联系方式（选填）" htmlFor={ids.contact} error={errors.contact}>
        <Input
          id={ids.contact}
          className={forms.input}
          value={contact}
          onChange={setContact}
          placeholder="手机号或邮箱，方便我们联系你"
          maxLength={60}
        />
      </FormRow>
      <UploadProgress state={upload.state} onCancel={upload.cancel} onRetry={() => void upload.retry()} />
      <SubmitButton pending={sending} loadingText="提交中">
        提交反馈
      </SubmitButton>
    </form>
  );
}
