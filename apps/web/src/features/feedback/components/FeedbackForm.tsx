import { useId, useState, type FormEvent } from 'react';
import { Input, TextArea } from 'antd-mobile';
import { Selector } from '@/components/Selector/Selector';
import { useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_CATEGORIES, feedbackEndpoints, type FeedbackCategory } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { HeldPicturePicker, type HeldPicture } from '@/components/Upload/HeldPictures';
import { UploadProgress } from '@/components/Upload/UploadProgress';
import { useUpload } from '@/components/Upload/use-upload';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { endpointKey } from '@/lib/api-query';
import { toast } from '@/lib/toast';
import { textLength } from '@/lib/text-length';
import { FEEDBACK_LIMITS, feedbackErrors, type FeedbackErrors } from '../lib/feedback-form';
import styles from './FeedbackForm.module.css';

/**
 * 意见反馈: a category, up to 140 characters, up to 4 pictures (compressed, sent with the text in one
 * request whose progress shows) and an optional contact. Checked by the contract's rules first.
 */
export function FeedbackForm() {
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [pictures, setPictures] = useState<HeldPicture[]>([]);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const upload = useUpload(feedbackEndpoints.save);
  const ids = { content: useId(), contact: useId() };
  const sending = upload.state.status === 'uploading';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = {
      category,
      content,
      contact,
      pictures: pictures.flatMap((p) => (p.file ? [p.file] : [])),
    };
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
    pictures.forEach((p) => p.file && URL.revokeObjectURL(p.url));
    setCategory(null);
    setContent('');
    setContact('');
    setPictures([]);
    void queryClient.invalidateQueries({ queryKey: endpointKey(feedbackEndpoints.list) });
  };

  const length = textLength(content);
  return (
    <form className={`${styles.form} ${styles.card}`} onSubmit={(e) => void submit(e)} noValidate>
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
          <span
            className={length > FEEDBACK_LIMITS.text ? `${styles.counter} ${styles.over}` : styles.counter}
          >
            {length}/{FEEDBACK_LIMITS.text}
          </span>
        </div>
      </FormRow>
      <div>
        <h3 className={styles.label}>
          图片（选填，{pictures.length}/{FEEDBACK_LIMITS.pictures}）
        </h3>
        <HeldPicturePicker
          pictures={pictures}
          onChange={(next) => {
            setPictures(next);
            setErrors((e) => ({ ...e, file: undefined }));
          }}
          max={FEEDBACK_LIMITS.pictures}
          label="反馈图片"
          columns={4}
          disabled={sending}
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
          className={styles.input}
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
