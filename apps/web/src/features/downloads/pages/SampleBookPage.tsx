import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAGES, type EBook } from '@jc/contract';
import { PageLoading } from '@/components/PageStatus';
import { QueryList } from '@/components/QueryView/QueryList';
import { QueryView } from '@/components/QueryView/QueryView';
import { useEBookAreas, useEBooks } from '../api/downloads';
import { useDicNames } from '../lib/dic-names';
import { parseSampleBookQuery } from '../lib/query-kinds';
import { TabRow } from '../components/TabRow';
import { CardButton } from '@/components/Card/Card';
import styles from './Downloads.module.css';
import { Picture } from '@/components/Picture/Picture';

const infoUrl = (id: number) => `${PAGES.sampleBookInfo.path}?id=${id}`;

/**
 * 电子样书: e-sample books grouped by edition area (tabs). `?em_{areaId}` (NewShelf, 新书上架) opens on
 * that area; `?ed_{id}` (NoLoginBook) replaces the page with that one book's page.
 */
export default function SampleBookPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseSampleBookQuery(location.search), [location.search]);
  const areas = useEBookAreas();
  const [picked, setPicked] = useState<number | null>(null);

  useEffect(() => {
    if (query.kind === 'book') void navigate(infoUrl(query.id), { replace: true });
  }, [query, navigate]);

  const list = areas.data ?? [];
  const wanted = picked ?? (query.kind === 'area' ? query.areaId : null);
  const areaId = list.find((a) => a.id === wanted)?.id ?? list[0]?.id ?? null;
  const books = useEBooks(areaId);

  if (query.kind === 'book') return <PageLoading text="正在打开样书…" />;
  return (
    <QueryView
      query={areas}
      error={(error) => ({ title: '样书加载失败', description: error.message })}
      isEmpty={(all) => all.length === 0}
      empty={{ title: '暂无电子样书', description: '新书上架后会第一时间出现在这里' }}
    >
      {() => (
        <div className={styles.page}>
          <TabRow label="教材版本" tabs={list} active={areaId} onChoose={setPicked} />
          <QueryList
            query={books}
            error={(error) => ({ title: '样书加载失败', description: error.message })}
            empty={{ title: '这个版本暂无电子样书', description: '换个版本看看吧' }}
            label="电子样书"
            className={styles.grid}
            itemKey={(b) => b.id}
          >
            {(b) => <SampleCard book={b} onOpen={() => void navigate(infoUrl(b.id))} />}
          </QueryList>
        </div>
      )}
    </QueryView>
  );
}

function SampleCard({ book, onOpen }: { book: EBook; onOpen: () => void }) {
  const names = useDicNames();
  const grade = `${names.grade(book.gradeId)}${names.cebie(book.cebieId)}`;
  return (
    <CardButton className={styles.card} onClick={onOpen}>
      <span className={styles.coverBox}>
        {book.cover ? <Picture src={book.cover} alt="" className={styles.cover} loading="lazy" /> : null}
        <span className={styles.pagesBadge}>{book.pages} 页</span>
      </span>
      <span className={styles.cardTitle}>{book.title}</span>
      <span className={styles.cardMeta}>
        {[names.subject(book.subjectId), grade].filter(Boolean).join(' · ') || '\u00a0'}
      </span>
    </CardButton>
  );
}
