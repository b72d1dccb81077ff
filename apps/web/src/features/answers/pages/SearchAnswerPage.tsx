import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type BookListItem, type BookSearchItem, type DicEntry } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { SearchHeader } from '@/components/SearchHeader/SearchHeader';
import { useDicData } from '@/lib/dictionary';
import { useAnswerBooks, useAnswerSearch } from '../api/answer';
import { CardButton } from '@/components/Card/Card';
import styles from './AnswerPages.module.css';
import { Picture } from '@/components/Picture/Picture';

interface BookRow {
  bookNo: string;
  title: string;
  pictureV: string;
  meta: string;
}

const idParam = (raw: string | null) => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * 搜索答案 (own nav, login): books that have answers, filtered by subject and grade, or found by a
 * keyword (`?search=`); a tap opens the answer page. Filters and keyword live in the address.
 */
export default function SearchAnswerPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const keyword = params.get('search')?.trim() ?? '';
  const subject = idParam(params.get('subject'));
  const grade = idParam(params.get('grade'));
  const [text, setText] = useState(keyword);
  const subjects = useDicData('subject');
  const grades = useDicData('grade');
  const browse = useAnswerBooks(grade, subject, keyword === '');
  const search = useAnswerSearch(keyword);

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  const states = {
    error: (error: Error) => ({ title: '加载失败', description: error.message }),
    empty: {
      title: keyword === '' ? '暂无可查答案的图书' : '没有找到有答案的图书',
      description: keyword === '' ? '换个学科或年级试试' : '换个书名关键词试试，比如“数学”',
    },
  };
  const bookList = (rows: BookRow[]) => (
    <ul className={styles.books} aria-label="有答案的图书">
      {rows.map((b) => (
        <li key={b.bookNo}>
          <CardButton
            className={styles.book}
            onClick={() => void navigate(`${PAGES.answer.path}?bookNo=${encodeURIComponent(b.bookNo)}`)}
          >
            <Picture className={styles.cover} src={b.pictureV} alt="" loading="lazy" />
            <span className={styles.bookBody}>
              <span className={styles.bookTitle}>{b.title}</span>
              {b.meta ? <span className={styles.meta}>{b.meta}</span> : null}
              <span className={styles.go}>查看答案</span>
            </span>
          </CardButton>
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.searchPage}>
      <SearchHeader
        value={text}
        onChange={(value) => {
          setText(value);
          if (value === '' && keyword !== '') setParam('search', null);
        }}
        onSearch={(value) => setParam('search', value.trim().slice(0, 30))}
        placeholder="输入书名查答案"
        inputLabel="搜索书名"
      />

      {keyword === '' ? (
        <div className={styles.filters}>
          <Chips
            label="学科"
            entries={subjects.data?.dicList}
            chosen={subject}
            onChoose={(id) => setParam('subject', id === null ? null : String(id))}
          />
          <Chips
            label="年级"
            entries={grades.data?.dicList}
            chosen={grade}
            onChoose={(id) => setParam('grade', id === null ? null : String(id))}
          />
        </div>
      ) : null}

      {keyword === '' ? (
        <InfiniteList query={browse} {...states}>
          {(books: BookListItem[]) => bookList(books.map((b) => ({ ...b, meta: '' })))}
        </InfiniteList>
      ) : (
        <InfiniteList query={search} {...states}>
          {(books: BookSearchItem[]) =>
            bookList(books.map((b) => ({ ...b, meta: `${b.subject} · ${b.grade}${b.cebie}` })))
          }
        </InfiniteList>
      )}
    </div>
  );
}

function Chips(props: {
  label: string;
  entries: readonly DicEntry[] | undefined;
  chosen: number | null;
  onChoose: (id: number | null) => void;
}) {
  const { label, entries, chosen, onChoose } = props;
  if (!entries || entries.length === 0) return null;
  const all = [
    { id: null, name: '全部' },
    ...entries.map((e) => ({ id: e.id as number | null, name: e.name })),
  ];
  return (
    <div className={styles.chipRow} role="group" aria-label={label}>
      <span className={styles.chipLabel}>{label}</span>
      <div className={styles.chips}>
        {all.map((e) => (
          <button
            key={e.id ?? 'all'}
            type="button"
            aria-pressed={chosen === e.id}
            className={`${styles.chip} ${chosen === e.id ? styles.chipOn : ''}`}
            onClick={() => onChoose(e.id)}
          >
            {e.name}
          </button>
        ))}
      </div>
    </div>
  );
}
