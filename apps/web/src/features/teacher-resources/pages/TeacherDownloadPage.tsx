import { useState, type FormEvent } from 'react';
import { Input } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type TeacherBook } from '@jc/contract';
import { CardButton } from '@/components/Card/Card';
import { Cover } from '@/components/Cover/Cover';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { QueryView } from '@/components/QueryView/QueryView';
import { formatSize } from '@/lib/file-size';
import { toast } from '@/lib/toast';
import { teacherOnlyError } from '@/lib/teacher-only';
import { useDownAreas, useTeacherBooks } from '../api/teacher-resources';
import styles from '../components/TeacherResources.module.css';

const BOOK_NO = /^[A-Za-z0-9-]{1,30}$/;

/** 资源下载: edition-area tabs, the area's books with resources, a search by book number, whole packages. */
export default function TeacherDownloadPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const areas = useDownAreas();
  const [bookNo, setBookNo] = useState('');
  const wanted = Number(params.get('areaId'));
  const list = areas.data ?? [];
  const areaId = list.find((a) => a.id === wanted)?.id ?? list[0]?.id ?? null;
  const books = useTeacherBooks(areaId);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const no = bookNo.trim();
    if (!BOOK_NO.test(no)) {
      toast('请输入正确的书号');
      return;
    }
    void navigate(`${PAGES.downloadDetails.path}?bookNo=${encodeURIComponent(no)}`);
  };

  return (
    <div className={styles.page}>
      <form className={styles.search} onSubmit={search} role="search">
        <Input
          className={styles.searchInput}
          value={bookNo}
          onChange={setBookNo}
          placeholder="输入书号查找资源"
          aria-label="书号"
          clearable
        />
        <button type="submit" className={styles.searchButton}>
          搜索
        </button>
        <button
          type="button"
          className={styles.searchButton}
          onClick={() => void navigate(PAGES.downloadAllDetails.path)}
        >
          整套资源
        </button>
      </form>
      <QueryView
        query={areas}
        error={teacherOnlyError('版本加载失败', (path) => void navigate(path))}
        isEmpty={(a) => a.length === 0}
        empty={{ title: '暂无可下载的资源' }}
      >
        {(all) => (
          <>
            <div className={styles.tabs} role="tablist" aria-label="版本">
              {all.map((a) => (
                <button
                  key={a.id}
                  type="button"
                  role="tab"
                  aria-selected={a.id === areaId}
                  className={a.id === areaId ? `${styles.tab} ${styles.tabOn}` : styles.tab}
                  onClick={() => setParams({ areaId: String(a.id) }, { replace: true })}
                >
                  {a.name}
                </button>
              ))}
            </div>
            <InfiniteList<TeacherBook, { list: TeacherBook[] }>
              query={books}
              error={teacherOnlyError('图书加载失败', (path) => void navigate(path))}
              empty={{ title: '这个版本还没有资源' }}
            >
              {(rows) => (
                <ul className={styles.books}>
                  {rows.map((b) => (
                    <li key={b.bookNo}>
                      <CardButton
                        className={styles.book}
                        onClick={() =>
                          void navigate(
                            `${PAGES.downloadDetails.path}?bookNo=${encodeURIComponent(b.bookNo)}`,
                          )
                        }
                      >
                        <Cover src={b.cover} className={styles.cover} lazy />
                        <span className={styles.bookBody}>
                          <span className={styles.bookTitle}>{b.title}</span>
                          <span className={styles.bookMeta}>
                            {[b.subjectName, b.gradeName + b.cebieName].filter(Boolean).join(' · ')}
                          </span>
                          <span className={styles.badge}>
                            {b.resourceCount} 个资源 · {formatSize(b.totalSize)}
                          </span>
                        </span>
                      </CardButton>
                    </li>
                  ))}
                </ul>
              )}
            </InfiniteList>
          </>
        )}
      </QueryView>
    </div>
  );
}
