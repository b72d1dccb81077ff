import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnswerTicket, BookAnswer } from '@jc/contract';
import { PdfViewer } from '@/components/pdf-viewer';
import { PageStatus } from '@/components/PageStatus';
import { QueryView, type ErrorView } from '@/components/QueryView/QueryView';
import { checkPdfAddress } from '@/lib/safe-url';
import { getCachedUser } from '@/lib/session';
import { useGoBack } from '@/lib/use-go-back';
import { useBookAnswer } from '../api/answer';
import { ChangePasswordPopup, SetPasswordCard, VerifyCard } from '../components/AnswerPasswordForms';
import { answerGate, readTicket, writeTicket } from '../lib/answer-ticket';
import styles from './AnswerPages.module.css';
import { Picture } from '@/components/Picture/Picture';

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
              <Picture className={styles.image} src={p.path} alt={p.title} loading="lazy" />
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
