import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BookSearchItem } from '@jc/contract';
import { CardButton } from '@/components/Card/Card';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageLoading } from '@/components/PageStatus';
import { SearchHeader } from '@/components/SearchHeader/SearchHeader';
import { useHotWords } from '../api/book';
import { useBookSearch } from '../api/search';
import { useSearchHistory } from '@/lib/search-history';
import { StorageKey } from '@/lib/storage';
import { bookDetailsUrl } from '@/lib/page-urls';
import styles from './BookSearchPage.module.css';
import { Picture } from '@/components/Picture/Picture';

/**
 * 搜索 (own nav): the keyword lives in the URL (`?search=`); hot words and the history (10 newest,
 * localStorage `bookSearchHistory`) show while there is none; results are paged 20 at a time.
 */
export default function BookSearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const keyword = params.get('search')?.trim() ?? '';
  const [text, setText] = useState(keyword);
  const { history, add, clear } = useSearchHistory(StorageKey.bookSearchHistory);
  const hot = useHotWords();
  const results = useBookSearch(keyword);

  const search = (word: string) => {
    const w = word.trim().slice(0, 30);
    if (w === '') return;
    setText(w);
    add(w);
    setParams({ search: w }, { replace: keyword !== '' });
  };
  const open = (book: BookSearchItem) => void navigate(bookDetailsUrl(book.bookNo));

  return (
    <div className={styles.page}>
      <SearchHeader
        className={styles.navLine}
        value={text}
        onChange={setText}
        onSearch={search}
        placeholder="搜索书名、课文"
        inputLabel="搜索内容"
      />

      {keyword === '' ? (
        <div className={styles.body}>
          {history.length > 0 ? (
            <section className={styles.block}>
              <div className={styles.blockHead}>
                <h2>搜索历史</h2>
                <button type="button" className={styles.clear} onClick={clear}>
                  清空
                </button>
              </div>
              <div className={styles.chips} aria-label="搜索历史">
                {history.map((word) => (
                  <button key={word} type="button" className={styles.chip} onClick={() => search(word)}>
                    {word}
                  </button>
                ))}
              </div>
            </section>
          ) : null}
          {hot.data && hot.data.length > 0 ? (
            <section className={styles.block}>
              <div className={styles.blockHead}>
                <h2>热门搜索</h2>
              </div>
              <div className={styles.chips} aria-label="热门搜索">
                {hot.data.map((word, i) => (
                  <button
                    key={word.id}
                    type="button"
                    className={`${styles.chip} ${i < 3 ? styles.hot : ''}`}
                    onClick={() => search(word.word)}
                  >
                    {word.word}
                  </button>
                ))}
              </div>
            </section>
          ) : null}
        </div>
      ) : (
        <InfiniteList
          query={results}
          loading={<PageLoading text="搜索中…" />}
          error={(error) => ({ title: '搜索失败', description: error.message })}
          empty={{
            title: '没有找到相关图书',
            description: `换个关键词试试，比如“${hot.data?.[0]?.word ?? '语文'}”`,
          }}
        >
          {(books: BookSearchItem[]) => (
            <ul className={styles.results} aria-label="搜索结果">
              {books.map((book) => (
                <li key={book.bookNo}>
                  <CardButton className={styles.result} onClick={() => open(book)}>
                    <Picture src={book.pictureV} alt="" className={styles.cover} loading="lazy" />
                    <span className={styles.resultBody}>
                      <span className={styles.resultTitle}>{book.title}</span>
                      <span className={styles.resultMeta}>
                        {book.subject} · {book.grade}
                        {book.cebie}
                      </span>
                      {book.matchedLesson ? (
                        <span className={styles.matched}>含课文：{book.matchedLesson}</span>
                      ) : book.subTitle ? (
                        <span className={styles.resultMeta}>{book.subTitle}</span>
                      ) : null}
                    </span>
                  </CardButton>
                </li>
              ))}
            </ul>
          )}
        </InfiniteList>
      )}
    </div>
  );
}
