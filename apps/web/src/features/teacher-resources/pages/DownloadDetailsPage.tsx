import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, RESOURCE_CATEGORIES, RESOURCE_CATEGORY_NAMES, type ResourceCategory } from '@jc/contract';
import { Card } from '@/components/Card/Card';
import { Cover } from '@/components/Cover/Cover';
import { PageStatus } from '@/components/PageStatus';
import { QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { formatSize } from '@/lib/file-size';
import { teacherOnlyError } from '@/lib/teacher-only';
import { freshResourceUrl, useBookResources, useResourceFavorite } from '../api/teacher-resources';
import { DownloadItem } from '../components/DownloadItem';
import { MailSheet } from '../components/MailSheet';
import styles from '../components/TeacherResources.module.css';
import { toggled } from '../lib/links';

/** 下载详情?bookNo: a book's resources with size and kind, favorites, download, and mailing a selection. */
export default function DownloadDetailsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bookNo = params.get('bookNo')?.trim() ?? '';
  const query = useBookResources(bookNo);
  const favorite = useResourceFavorite();
  const [category, setCategory] = useState<ResourceCategory | 'all'>('all');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [mailing, setMailing] = useState(false);

  if (!bookNo) {
    return (
      <PageStatus
        art="empty"
        title="请先选择图书"
        actionText="去选择"
        onAction={() => void navigate(PAGES.teacherDownload.path, { replace: true })}
      />
    );
  }
  return (
    <div className={styles.page}>
      <QueryView
        query={query}
        error={(error, retry) =>
          isApiError(error) && error.status === 404
            ? {
                art: 'notFound',
                title: '没有找到这本书的资源',
                actionText: '返回资源下载',
                onAction: () => void navigate(PAGES.teacherDownload.path, { replace: true }),
              }
            : teacherOnlyError('资源加载失败', (path) => void navigate(path))(error, retry)
        }
        isEmpty={(d) => d.resources.length === 0}
        empty={{ title: '这本书还没有资源' }}
      >
        {({ book, resources }) => {
          const shown = resources.filter((r) => category === 'all' || r.category === category);
          const allOn = shown.length > 0 && shown.every((r) => selected.has(r.id));
          return (
            <>
              <Card className={styles.head}>
                <Cover src={book.cover} className={styles.cover} />
                <div className={styles.bookBody}>
                  <h1 className={styles.bookTitle}>{book.title}</h1>
                  <div className={styles.bookMeta}>
                    书号 {book.bookNo} · {[book.areaName, book.subjectName].filter(Boolean).join(' · ')}
                  </div>
                  <span className={styles.badge}>
                    {book.resourceCount} 个资源 · {formatSize(book.totalSize)}
                  </span>
                </div>
              </Card>
              <div className={styles.tabs} role="tablist" aria-label="资源类别">
                {(['all', ...RESOURCE_CATEGORIES] as const).map((c) => (
                  <button
                    key={c}
                    type="button"
                    role="tab"
                    aria-selected={c === category}
                    className={c === category ? `${styles.tab} ${styles.tabOn}` : styles.tab}
                    onClick={() => setCategory(c)}
                  >
                    {c === 'all' ? '全部' : RESOURCE_CATEGORY_NAMES[c]}
                  </button>
                ))}
              </div>
              <Card>
                {shown.length === 0 ? (
                  <PageStatus art="empty" title="这个类别还没有资源" />
                ) : (
                  <ul className={styles.list}>
                    {shown.map((r) => (
                      <DownloadItem
                        key={r.id}
                        target={r}
                        meta={RESOURCE_CATEGORY_NAMES[r.category] ?? '资料'}
                        selected={selected.has(r.id)}
                        onSelect={() => setSelected((s) => toggled(s, r.id))}
                        renew={() => freshResourceUrl(bookNo, r.id)}
                        extra={
                          <button
                            type="button"
                            className={r.favorite ? `${styles.star} ${styles.starOn}` : styles.star}
                            aria-pressed={r.favorite}
                            aria-label={r.favorite ? `取消收藏 ${r.title}` : `收藏 ${r.title}`}
                            disabled={favorite.isPending}
                            onClick={() => favorite.mutate({ id: r.id, favorite: !r.favorite })}
                          >
                            {r.favorite ? '★' : '☆'}
                          </button>
                        }
                      />
                    ))}
                  </ul>
                )}
              </Card>
              <footer className={styles.bottomBar}>
                <label className={styles.selectAll}>
                  <input
                    type="checkbox"
                    className={styles.check}
                    checked={allOn}
                    onChange={() => setSelected(allOn ? new Set() : new Set(shown.map((r) => r.id)))}
                  />
                  全选
                </label>
                <span className={styles.grow}>已选 {selected.size} 个</span>
                <button
                  type="button"
                  className={styles.smallButton}
                  disabled={selected.size === 0}
                  onClick={() => setMailing(true)}
                >
                  发送到邮箱
                </button>
              </footer>
            </>
          );
        }}
      </QueryView>
      <MailSheet visible={mailing} onClose={() => setMailing(false)} resourceIds={[...selected]} />
    </div>
  );
}
