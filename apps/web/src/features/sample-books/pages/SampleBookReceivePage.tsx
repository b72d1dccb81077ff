import { useState, type FormEvent } from 'react';
import { Input } from 'antd-mobile';
import { Stepper } from '@/components/Stepper/Stepper';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type YangshuBook } from '@jc/contract';
import { Card } from '@/components/Card/Card';
import { Cover } from '@/components/Cover/Cover';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { QueryView } from '@/components/QueryView/QueryView';
import { teacherOnlyError } from '@/lib/teacher-only';
import { useQuota, useYangshuBooks } from '../api/yangshu';
import { FilterChips } from '../components/FilterChips';
import { ScanButton } from '../components/ScanButton';
import styles from '../components/SampleBooks.module.css';
import { decodePicks, encodePicks, setCopies, totalCopies } from '../lib/picks';

const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * 样书领取: the books on offer, filtered by subject, grade and volume, found by a keyword or a scanned
 * code (its QR value, barcode or book number); copies within each book's limit and the term's quota.
 */
export default function SampleBookReceivePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const picks = decodePicks(params.get('items'));
  const code = params.get('code') ?? '';
  const filter = {
    subjectId: idOf(params.get('subjectId')),
    gradeId: idOf(params.get('gradeId')),
    cebieId: idOf(params.get('cebieId')),
    ...(code ? { isQrcode: '1' as const, code } : { keyword: params.get('keyword') ?? '' }),
  };
  const books = useYangshuBooks(filter);
  const quota = useQuota();
  const [text, setText] = useState(code || (params.get('keyword') ?? ''));
  const remaining = quota.data?.remaining ?? 0;
  const chosen = totalCopies(picks);

  const set = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  // Digits or a link: a scanned code (barcode, book number, QR link); anything else a keyword.
  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    const scanned = /^[0-9A-Za-z-]{6,}$/.test(value) || /^https?:\/\//.test(value);
    set(scanned ? { code: value, keyword: undefined } : { keyword: value, code: undefined });
  };

  // Without the quota (not a teacher, or no network) the page shows why and nothing else.
  if (quota.isError)
    return (
      <QueryView query={quota} error={teacherOnlyError('样书加载失败', (path) => void navigate(path))}>
        {() => null}
      </QueryView>
    );
  return (
    <div className={styles.page}>
      <Card className={styles.quota}>
        <div className={styles.quotaBody}>
          {quota.data ? (
            <>
              {quota.data.termName}还可申请 <strong>{quota.data.remaining}</strong> 册（共 {quota.data.limit}{' '}
              册）
            </>
          ) : (
            '正在查询本学期可申请的册数…'
          )}
        </div>
        <button
          type="button"
          className={styles.link}
          onClick={() => void navigate(PAGES.sampleRecording.path)}
        >
          申请记录
        </button>
      </Card>
      <form className={styles.search} onSubmit={search} role="search">
        <Input
          className={styles.searchInput}
          value={text}
          onChange={setText}
          placeholder="书名、书号或条形码"
          aria-label="查找样书"
          clearable
          onClear={() => set({ code: undefined, keyword: undefined })}
        />
        <button type="submit" className={styles.searchButton}>
          查找
        </button>
        <ScanButton
          onCode={(value) => {
            setText(value);
            set({ code: value, keyword: undefined });
          }}
        />
      </form>
      <FilterChips group="subject" value={filter.subjectId} onChange={(id) => set({ subjectId: id })} />
      <FilterChips group="grade" value={filter.gradeId} onChange={(id) => set({ gradeId: id })} />
      <FilterChips group="cebie" value={filter.cebieId} onChange={(id) => set({ cebieId: id })} />
      <InfiniteList<YangshuBook, { list: YangshuBook[] }>
        query={books}
        error={teacherOnlyError('样书加载失败', (path) => void navigate(path))}
        empty={{
          title: code ? '这本书暂不提供样书' : '没有符合条件的样书',
          description: code ? '换一本书扫码，或按学科、年级查找。' : '换个条件试试。',
        }}
      >
        {(rows) => (
          <ul className={styles.books}>
            {rows.map((b) => (
              <li key={b.id}>
                <Card className={styles.book} aria-label={b.title}>
                  <Cover src={b.cover} className={styles.cover} lazy />
                  <div className={styles.bookBody}>
                    <h2 className={styles.bookTitle}>{b.title}</h2>
                    <div className={styles.meta}>
                      {[b.subjectName, `${b.gradeName}${b.cebieName}`].filter(Boolean).join(' · ')}
                    </div>
                    <div className={styles.bookFoot}>
                      <span className={styles.meta}>每次最多 {b.maxPerRequest} 册</span>
                      <Stepper
                        min={0}
                        max={b.maxPerRequest}
                        value={picks.get(b.id) ?? 0}
                        aria-label={`${b.title} 册数`}
                        onChange={(n) =>
                          set({
                            items: encodePicks(
                              setCopies(picks, b.id, n, { maxPerRequest: b.maxPerRequest, remaining }),
                            ),
                          })
                        }
                      />
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
      <footer className={styles.bottomBar}>
        <span className={styles.grow}>
          已选 {picks.size} 种 {chosen} 册{chosen >= remaining && quota.data ? '，已达本学期上限' : ''}
        </span>
        <button
          type="button"
          className={styles.barButton}
          disabled={chosen === 0}
          onClick={() => void navigate(`${PAGES.submitReceive.path}?items=${encodePicks(picks)}`)}
        >
          去提交
        </button>
      </footer>
    </div>
  );
}
