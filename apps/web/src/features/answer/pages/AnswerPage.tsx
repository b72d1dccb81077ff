import { useState, type FormEvent, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import type { AnswerTicket, BookAnswer } from '@jc/contract';
import { LockIcon } from '../../../components/icons';
import { PasswordInput } from '../../../components/PasswordInput';
import { PdfViewer } from '../../../components/pdf-viewer';
import { PageStatus } from '../../../components/PageStatus';
import { QueryView, type ErrorView } from '../../../components/QueryView/QueryView';
import { isApiError } from '../../../lib/api-client';
import { checkPdfAddress } from '../../../lib/safe-url';
import { getCachedUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useBookAnswer, useSaveAnswerPwd, useVerifyAnswerPwd } from '../api/answer';
import { answerGate, newPasswordProblem, readTicket, writeTicket } from '../lib/answer-ticket';
import styles from './AnswerPages.module.css';

const messageOf = (e: unknown, fallback: string) => (isApiError(e) ? e.message : fallback);

/**
 * 答案 (`?bookNo=`, login): the answers of a book behind the answer password. No password yet (810) →
 * set one; not verified (811) → the password popup. A verification is kept for 30 minutes (ticket in
 * sessionStorage, and the server trusts the session). Images show inline, PDFs in the viewer.
 */
export default function AnswerPage() {
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const bookNo = params.get('bookNo')?.trim() ?? '';
  const user = String(getCachedUser()?.userId ?? '');
  const [ticket, setTicket] = useState(() => readTicket(user));
  const answer = useBookAnswer(bookNo, ticket);

  const onVerified = (t: AnswerTicket) => {
    writeTicket(user, t.ticket);
    setTicket(t.ticket);
  };

  if (bookNo === '')
    return <PageStatus art="notFound" title="缺少书号" actionText="返回" onAction={goBack} />;
  // Refusals that ask for the answer password are forms, not failure views.
  const gate = answer.isError ? answerGate(answer.error) : null;
  if (gate === 'setPassword') return <SetPasswordCard onDone={onVerified} />;
  if (gate === 'verify') return <VerifyCard onVerified={onVerified} />;
  return (
    <QueryView
      query={answer}
      error={(error): ErrorView =>
        gate === 'noAnswer'
          ? { art: 'empty', title: error.message, actionText: '返回', onAction: goBack }
          : { title: '答案加载失败', description: error.message }
      }
    >
      {(data) => <AnswerPages answer={data} />}
    </QueryView>
  );
}

function AnswerPages({ answer }: { answer: BookAnswer }) {
  const [changing, setChanging] = useState(false);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{answer.title}</h1>
          <p className={styles.meta}>共 {answer.pages.length} 份参考答案 · 仅供订正时参考</p>
        </div>
        <button type="button" className={styles.link} onClick={() => setChanging(true)}>
          修改答案密码
        </button>
      </header>
      {answer.pages.map((p, i) => {
        const pdf = p.kind === 'pdf' ? checkPdfAddress(p.path, window.location.origin) : null;
        return (
          <section key={`${p.path}#${i}`} className={styles.section} aria-label={p.title}>
            <h2 className={styles.sectionTitle}>{p.title}</h2>
            {p.kind === 'image' ? (
              <img className={styles.image} src={p.path} alt={p.title} loading="lazy" />
            ) : pdf?.ok ? (
              <PdfViewer url={pdf.url} title={p.title} />
            ) : (
              <p className={styles.refused}>{pdf?.reason}</p>
            )}
          </section>
        );
      })}
      <ChangePasswordPopup visible={changing} onClose={() => setChanging(false)} />
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      {children}
    </label>
  );
}

function digitsInput(value: string, onChange: (v: string) => void, placeholder: string, label: string) {
  return (
    <PasswordInput
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
      placeholder={placeholder}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      ariaLabel={label}
    />
  );
}

/** 810: the user has no answer password yet: set it (typed twice), then verify at once. */
function SetPasswordCard({ onDone }: { onDone: (t: AnswerTicket) => void }) {
  const save = useSaveAnswerPwd();
  const verify = useVerifyAnswerPwd();
  const [pwd, setPwd] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const busy = save.isPending || verify.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(pwd, again);
    if (problem) return setError(problem);
    setError('');
    save.mutate(
      { pwd },
      {
        onSuccess: () => {
          toast('答案密码设置成功', 'success');
          verify.mutate(pwd, {
            onSuccess: onDone,
            onError: (e) => setError(messageOf(e, '验证失败，请重试')),
          });
        },
        onError: (e) => setError(messageOf(e, '保存失败，请重试')),
      },
    );
  };

  return (
    <div className={styles.gate}>
      <div className={styles.badge}>
        <LockIcon size={30} />
      </div>
      <h1 className={styles.gateTitle}>设置答案查询密码</h1>
      <p className={styles.gateHint}>答案需凭密码查看，请家长设置6位数字密码，避免孩子直接抄答案。</p>
      <form className={styles.form} onSubmit={submit}>
        <Field label="答案密码">{digitsInput(pwd, setPwd, '请输入6位数字', '答案密码')}</Field>
        <Field label="确认密码">{digitsInput(again, setAgain, '请再次输入', '确认密码')}</Field>
        <p className={styles.error} role={error ? 'alert' : undefined}>
          {error}
        </p>
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? '请稍候…' : '设置并查看答案'}
        </button>
      </form>
    </div>
  );
}

/** 811: a password is set but this visit is not verified: the password popup (reopenable). */
function VerifyCard({ onVerified }: { onVerified: (t: AnswerTicket) => void }) {
  const verify = useVerifyAnswerPwd();
  const [open, setOpen] = useState(true);
  const [pwd, setPwd] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(pwd)) return setError('请输入6位数字密码');
    setError('');
    verify.mutate(pwd, {
      onSuccess: (t) => {
        setOpen(false);
        onVerified(t);
      },
      onError: (e) => {
        setPwd('');
        setError(messageOf(e, '验证失败，请重试'));
      },
    });
  };

  return (
    <div className={styles.gate}>
      <div className={styles.badge}>
        <LockIcon size={30} />
      </div>
      <h1 className={styles.gateTitle}>答案已加密</h1>
      <p className={styles.gateHint}>输入答案查询密码后可查看，30分钟内无需再次输入。</p>
      <button type="button" className={styles.submit} onClick={() => setOpen(true)}>
        输入答案密码
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.sheet}
        destroyOnClose
      >
        <form className={styles.form} onSubmit={submit} aria-label="验证答案密码">
          <h2 className={styles.sheetTitle}>请输入答案密码</h2>
          <Field label="答案密码">{digitsInput(pwd, setPwd, '6位数字', '答案密码')}</Field>
          <p className={styles.error} role={error ? 'alert' : undefined}>
            {error}
          </p>
          <button type="submit" className={styles.submit} disabled={verify.isPending}>
            {verify.isPending ? '验证中…' : '确定'}
          </button>
        </form>
      </Popup>
    </div>
  );
}

/** 修改答案密码: the current password and the new one twice. */
function ChangePasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const save = useSaveAnswerPwd();
  const [oldPwd, setOldPwd] = useState('');
  const [pwd, setPwd] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');

  const close = () => {
    setOldPwd('');
    setPwd('');
    setAgain('');
    setError('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(oldPwd)) return setError('请输入当前的6位答案密码');
    const problem = newPasswordProblem(pwd, again);
    if (problem) return setError(problem);
    if (pwd === oldPwd) return setError('新密码不能与当前密码相同');
    setError('');
    save.mutate(
      { pwd, oldPwd },
      {
        onSuccess: () => {
          toast('答案密码修改成功', 'success');
          close();
        },
        onError: (e) => setError(messageOf(e, '修改失败，请重试')),
      },
    );
  };

  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} bodyClassName={styles.sheet} destroyOnClose>
      <form className={styles.form} onSubmit={submit} aria-label="修改答案密码">
        <h2 className={styles.sheetTitle}>修改答案密码</h2>
        <Field label="当前密码">{digitsInput(oldPwd, setOldPwd, '当前的6位数字密码', '当前密码')}</Field>
        <Field label="新密码">{digitsInput(pwd, setPwd, '新的6位数字密码', '新密码')}</Field>
        <Field label="确认新密码">{digitsInput(again, setAgain, '再次输入新密码', '确认新密码')}</Field>
        <p className={styles.error} role={error ? 'alert' : undefined}>
          {error}
        </p>
        <button type="submit" className={styles.submit} disabled={save.isPending}>
          {save.isPending ? '请稍候…' : '确认修改'}
        </button>
      </form>
    </Popup>
  );
}
