import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input, TextArea } from 'antd-mobile';
import { Selector } from '@/components/Selector/Selector';
import { REWARD_PHOTOS_MAX, REWARD_TEXT_MAX, rewardCommitInput, rewardEndpoints } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { QueryView } from '@/components/QueryView/QueryView';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCommitReward, useLastSelect, useRewardCategories } from '../api/rewards';
import { BookPicker } from '../components/BookPicker';
import { UploadingPictures, usePickedPictures } from '@/components/Upload/PicturePicker';
import { detailsUrl } from '../components/ReportRow';
import { fieldErrors } from '../lib/reward-logic';
import styles from '../components/rewards.module.css';

/**
 * 纠错有奖: report an error in a book: the book by number (typed or picked from the catalogue), the page,
 * the category, the text and up to 6 photos (each uploaded as it is picked); opens on the last book and
 * category; success leads to the report's details.
 */
export default function RewardQueryPage() {
  const categories = useRewardCategories();
  const last = useLastSelect();
  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        <h1>纠错有奖</h1>
        <p>发现教材或答案中的错误？告诉我们，核实采纳后奖励积分。</p>
      </div>
      <QueryView query={categories} error="错误类型加载失败">
        {(cats) =>
          last.isPending ? null : (
            <ReportForm
              categories={cats}
              initialBookNo={last.data?.bookNo ?? ''}
              initialBookTitle={last.data?.bookTitle ?? ''}
              initialCategoryId={last.data?.categoryId ?? null}
            />
          )
        }
      </QueryView>
    </div>
  );
}

function ReportForm({
  categories,
  initialBookNo,
  initialBookTitle,
  initialCategoryId,
}: {
  categories: { id: number; name: string }[];
  initialBookNo: string;
  initialBookTitle: string;
  initialCategoryId: number | null;
}) {
  const navigate = useNavigate();
  const [bookNo, setBookNo] = useState(initialBookNo);
  const [bookTitle, setBookTitle] = useState(initialBookTitle);
  const [picking, setPicking] = useState(false);
  const [page, setPage] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(initialCategoryId);
  const [text, setText] = useState('');
  const photos = usePickedPictures(REWARD_PHOTOS_MAX);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const commit = useCommitReward();
  const ids = { bookNo: useId(), page: useId(), text: useId() };
  const { busy, fileIds } = photos;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    if (busy) return toast('图片还在上传，请稍候');
    const report = {
      bookNo: bookNo.trim(),
      page: page.trim(),
      categoryId: categoryId === null ? '' : String(categoryId),
      text: text.trim(),
      fileIds: fileIds.join(','),
    };
    const found = fieldErrors(rewardCommitInput, report);
    if (!report.bookNo) found.bookNo = '请输入书号或从书架选择';
    if (!report.page) found.page = '请填写页码';
    if (categoryId === null) found.categoryId = '请选择错误类型';
    if (!report.text) found.text = '请描述错误内容';
    if (photos.pictures.length > fileIds.length && !found.fileIds)
      found.fileIds = '有图片未上传成功，请重试或移除';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    commit.mutate(report, {
      onSuccess: (saved) => {
        toast('提交成功，请等待审核', 'success');
        void navigate(detailsUrl(saved.id), { replace: true });
      },
      onError: (e) => setServerError(isApiError(e) ? e.message : '提交失败，请重试'),
    });
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate aria-label="纠错表单">
      <FormRow label="书号" htmlFor={ids.bookNo} error={errors.bookNo}>
        <div className={styles.bookField}>
          <div className={styles.bookLine}>
            <Input
              id={ids.bookNo}
              className={styles.input}
              value={bookNo}
              onChange={(v) => {
                setBookNo(v);
                setBookTitle('');
              }}
              placeholder="输入封底的书号"
              maxLength={20}
            />
            <button type="button" className={styles.pickButton} onClick={() => setPicking(true)}>
              从书架选择
            </button>
          </div>
          {bookTitle ? <span className={styles.muted}>《{bookTitle}》</span> : null}
        </div>
      </FormRow>
      <FormRow label="页码" htmlFor={ids.page} error={errors.page}>
        <Input
          id={ids.page}
          className={styles.input}
          type="number"
          inputMode="numeric"
          value={page}
          onChange={setPage}
          placeholder="错误所在的页码"
          maxLength={4}
        />
      </FormRow>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>错误类型</legend>
        <Selector
          className={styles.selector}
          columns={3}
          options={categories.map((c) => ({ label: c.name, value: c.id }))}
          value={categoryId === null ? [] : [categoryId]}
          onChange={(v) => {
            setCategoryId(v[0] ?? null);
            setErrors((e) => ({ ...e, categoryId: '' }));
          }}
        />
        {errors.categoryId ? (
          <p className={styles.error} role="alert">
            {errors.categoryId}
          </p>
        ) : null}
      </fieldset>
      <FormRow label="错误描述" htmlFor={ids.text} error={errors.text}>
        <TextArea
          id={ids.text}
          value={text}
          onChange={setText}
          placeholder="请写清楚哪一处错了、正确的应该是什么（至少5个字）"
          maxLength={REWARD_TEXT_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </FormRow>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>
          错误图片（选填，{photos.pictures.length}/{REWARD_PHOTOS_MAX}）
        </legend>
        <UploadingPictures
          picked={photos}
          endpoint={rewardEndpoints.uploadPhoto}
          input={(file) => ({ type: 'reward' as const, yewuId: 0, file })}
          label="错误图片"
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
        提交纠错
      </SubmitButton>
      <BookPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(b) => {
          setBookNo(b.bookNo);
          setBookTitle(b.title);
          setErrors((e) => ({ ...e, bookNo: '' }));
          setPicking(false);
        }}
      />
    </form>
  );
}
