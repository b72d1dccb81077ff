import { useId, useState, type FormEvent } from 'react';
import { Input, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import {
  articleEndpoints,
  PAGES,
  SUBMISSION_FILES_MAX,
  SUBMISSION_TEXT_MAX,
  SUBMISSION_TITLE_MAX,
  type ArticleSubmission,
} from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { UploadProgress } from '@/components/Upload/UploadProgress';
import { useUpload } from '@/components/Upload/use-upload';
import { toast } from '@/lib/toast';
import { useRefreshAfterCommit } from '../api/articles';
import { commitFiles, type FormFile } from '../lib/contest';
import { commitErrors, textCount } from '../lib/form';
import { FilePicker } from './FilePicker';
import articleStyles from './articles.module.css';
import styles from './SubmitForm.module.css';

/**
 * The essay form: title, text with its counter, up to 5 pictures or PDFs, sent in one upload with its
 * progress (cancel, retry). Editing starts from the submission and keeps its files unless removed.
 */
export function SubmitForm({ contestId, editing }: { contestId: number; editing?: ArticleSubmission }) {
  const navigate = useNavigate();
  const refresh = useRefreshAfterCommit();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [files, setFiles] = useState<FormFile[]>(
    () => editing?.files.map((kept) => ({ key: `k${kept.id}`, kept })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useUpload(articleEndpoints.commit);
  const ids = { title: useId(), text: useId() };
  const sending = upload.state.status === 'uploading';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const input = {
      contestId,
      ...(editing ? { yewuId: editing.id } : {}),
      title,
      text,
      ...commitFiles(files),
    };
    const found = commitErrors(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await upload.start(input);
    if (!saved) return;
    await refresh();
    toast(editing ? '修改已保存' : '投稿成功，请等待评审', 'success');
    void navigate(`${PAGES.solicitingDetails.path}?yewuId=${saved.id}`, { replace: true });
  };

  return (
    <form className={`${articleStyles.card} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate>
      <FormRow label="作品标题" htmlFor={ids.title} error={errors.title}>
        <Input
          id={ids.title}
          className={articleStyles.input}
          value={title}
          onChange={setTitle}
          placeholder="给你的作品起个名字"
          maxLength={SUBMISSION_TITLE_MAX}
          disabled={sending}
        />
      </FormRow>
      <FormRow label="作品正文" htmlFor={ids.text} error={errors.text}>
        <TextArea
          id={ids.text}
          value={text}
          onChange={setText}
          placeholder="在这里写下你的作品（至少10个字）"
          maxLength={SUBMISSION_TEXT_MAX}
          showCount={(length, max) => (
            <span className={articleStyles.hint}>{textCount(text, max ?? length)}</span>
          )}
          autoSize={{ minRows: 8, maxRows: 16 }}
          disabled={sending}
        />
      </FormRow>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>
          附件（选填，{files.length}/{SUBMISSION_FILES_MAX}）
        </legend>
        <FilePicker files={files} onChange={setFiles} disabled={sending} />
        <p className={articleStyles.hint}>可上传手写稿照片、插图（JPG、PNG、WebP）或PDF文档。</p>
        {errors.file ? (
          <p className={articleStyles.error} role="alert">
            {errors.file}
          </p>
        ) : null}
      </fieldset>
      <UploadProgress state={upload.state} onCancel={upload.cancel} onRetry={() => void upload.retry()} />
      <SubmitButton pending={sending} loadingText="提交中">
        {editing ? '保存修改' : '提交作品'}
      </SubmitButton>
    </form>
  );
}
