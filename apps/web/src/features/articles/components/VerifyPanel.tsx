import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd-mobile';
import { verifyCertificateQuery } from '@jc/contract';
import { PageLoading } from '@/components/PageStatus';
import { isApiError } from '@/lib/api-client';
import { verifyQuery } from '../api/articles';
import { chineseDate, formatCode } from '../lib/certificate';
import articleStyles from './articles.module.css';
import styles from './VerifyPanel.module.css';

/** The normalised code (dashes and spaces dropped, upper case), or the contract's message. */
export function parseCode(raw: string): { code: string } | { error: string } {
  const r = verifyCertificateQuery.safeParse({ code: raw });
  return r.success ? { code: r.data.code } : { error: r.error.issues[0]?.message ?? '证书编号不正确' };
}

function Verdict({ code }: { code: string }) {
  const check = useQuery(verifyQuery(code));
  if (check.isPending) return <PageLoading text="查询中…" />;
  if (check.isError)
    return (
      <div className={styles.invalid} role="alert">
        <p className={styles.verdict}>查询失败</p>
        <p>{isApiError(check.error) ? check.error.message : '请检查网络后重试。'}</p>
      </div>
    );
  const c = check.data.certificate;
  if (!check.data.valid || !c)
    return (
      <div className={styles.invalid} role="status">
        <p className={styles.verdict}>✗ 证书无效</p>
        <p>编号 {formatCode(code)} 没有对应的证书，请核对后重新输入。</p>
      </div>
    );
  return (
    <div className={styles.valid} role="status">
      <p className={styles.verdict}>✓ 证书真实有效</p>
      <dl className={articleStyles.facts}>
        <dt>获奖人</dt>
        <dd>{c.holderName}</dd>
        <dt>活动</dt>
        <dd>{c.contestTitle}</dd>
        <dt>作品</dt>
        <dd>《{c.essayTitle}》</dd>
        <dt>奖项</dt>
        <dd>{c.awardText}</dd>
        <dt>颁发日期</dt>
        <dd>{chineseDate(c.awardedOn)}</dd>
        <dt>颁发单位</dt>
        <dd>{c.issuer}</dd>
        <dt>证书编号</dt>
        <dd>{formatCode(c.code)}</dd>
      </dl>
    </div>
  );
}

/** 证书查询: type a code (or arrive with `?code=`) and see whose certificate it is, or that it is not valid. */
export function VerifyPanel({ initial, onCode }: { initial: string; onCode: (code: string) => void }) {
  const [raw, setRaw] = useState(initial);
  const [error, setError] = useState('');
  const id = useId();
  const parsed = initial ? parseCode(initial) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = parseCode(raw);
    if ('error' in p) return setError(p.error);
    setError('');
    onCode(p.code);
  };
  return (
    <section className={articleStyles.card} aria-label="证书查询">
      <h2 className={articleStyles.sectionTitle}>证书查询</h2>
      <form className={styles.verifyRow} onSubmit={submit} noValidate>
        <Input
          id={id}
          aria-label="证书编号"
          className={articleStyles.input}
          value={raw}
          onChange={setRaw}
          placeholder="输入12位证书编号"
          maxLength={20}
        />
        <Button type="submit" color="primary" size="small" shape="rounded">
          查询
        </Button>
      </form>
      {error ? (
        <p className={articleStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      {parsed && 'code' in parsed ? <Verdict code={parsed.code} /> : null}
      {parsed && 'error' in parsed && !error ? (
        <p className={articleStyles.error} role="alert">
          {parsed.error}
        </p>
      ) : null}
    </section>
  );
}
