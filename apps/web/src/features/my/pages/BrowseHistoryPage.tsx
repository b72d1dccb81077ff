import { Dialog } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PAGES, type BrowseItem } from '@jc/contract';
import { Cover } from '@/components/Cover/Cover';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { bookDetailsUrl } from '@/lib/page-urls';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { browseQuery, useRemoveBrowse } from '../api/personal';
import { TrashIcon } from '../components/my-icons';
import { shortTime } from '@/lib/short-time';
import styles from './BrowseHistoryPage.module.css';

/** 浏览记录: the books the user opened, newest first (the server keeps 100); clear one or all. */
export default function BrowseHistoryPage() {
  const navigate = useNavigate();
  const history = useInfiniteQuery(browseQuery());
  const remove = useRemoveBrowse();
  const now = useNow();
  const count = history.data?.pages[0]?.total ?? 0;

  const clearAll = async () => {
    const ok = await Dialog.confirm({
      content: '确定清空全部浏览记录吗？清空后无法恢复。',
      confirmText: '清空',
      cancelText: '取消',
    });
    if (ok) remove.mutate(undefined, { onSuccess: () => toast('浏览记录已清空') });
  };

  return (
    <div className={styles.page}>
      {count > 0 ? (
        <div className={styles.bar}>
          <span className={styles.count}>共 {count} 本</span>
          <button
            type="button"
            className={styles.clear}
            onClick={() => void clearAll()}
            disabled={remove.isPending}
          >
            清空
          </button>
        </div>
      ) : null}
      <InfiniteList
        query={history}
        error="浏览记录加载失败"
        empty={{
          title: '还没有浏览记录',
          description: '看过的教材会出现在这里。',
          actionText: '去首页看看',
          onAction: () => void navigate(PAGES.home.path),
        }}
      >
        {(items: BrowseItem[]) => (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.bookNo} className={styles.item}>
                <button
                  type="button"
                  className={styles.open}
                  onClick={() => void navigate(bookDetailsUrl(item.bookNo))}
                >
                  <Cover src={item.pictureV} className={styles.cover} lazy />
                  <span className={styles.text}>
                    <span className={styles.title}>{item.title}</span>
                    {item.subTitle ? <span className={styles.sub}>{item.subTitle}</span> : null}
                    <span className={styles.time}>{shortTime(item.visitedAt, now.getTime())}</span>
                  </span>
                </button>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`删除 ${item.title}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(item.bookNo, { onSuccess: () => toast('已删除') })}
                >
                  <TrashIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
    </div>
  );
}
