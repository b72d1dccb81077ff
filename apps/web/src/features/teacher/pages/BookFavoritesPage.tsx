import { Tabs } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type FavoriteItem, type FavoriteKind } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { bookDetailsUrl } from '@/lib/page-urls';
import { toast } from '@/lib/toast';
import { favoritesQuery, useRemoveFavorite } from '../api/teacher';
import styles from '../components/teacher.module.css';
import { Picture } from '@/components/Picture/Picture';

const TAB_TEXT: Record<FavoriteKind, string> = { book: '图书', resource: '资源' };

/** Where a favorite opens: a book's page, or its book's resources (下载详情). */
export const favoriteUrl = (item: FavoriteItem) =>
  item.kind === 'book'
    ? bookDetailsUrl(item.targetId)
    : `${PAGES.downloadDetails.path}?bookNo=${encodeURIComponent(item.bookNo)}`;

function Favorites({ type }: { type: FavoriteKind }) {
  const navigate = useNavigate();
  const favorites = useInfiniteQuery(favoritesQuery(type));
  const remove = useRemoveFavorite();
  return (
    <InfiniteList
      query={favorites}
      error="收藏加载失败"
      empty={{
        title: `还没有收藏${TAB_TEXT[type]}`,
        description:
          type === 'book' ? '在图书详情页点击收藏即可加入这里。' : '在资源下载页点击收藏即可加入这里。',
      }}
    >
      {(list: FavoriteItem[]) => (
        <ul className={styles.list}>
          {list.map((item) => (
            <li key={`${item.kind}:${item.targetId}`} className={`${styles.row} ${styles.favorite}`}>
              <button
                type="button"
                className={styles.favoriteOpen}
                onClick={() => void navigate(favoriteUrl(item))}
              >
                {item.picture ? (
                  <Picture src={item.picture} alt="" loading="lazy" />
                ) : (
                  <span className={styles.noPicture} aria-hidden="true" />
                )}
                <span className={styles.favoriteText}>
                  <strong>{item.title}</strong>
                  <span>
                    {type === 'resource' && item.bookNo ? `书号 ${item.bookNo} · ` : ''}收藏于{' '}
                    {item.createdAt.slice(0, 10)}
                  </span>
                </span>
              </button>
              <button
                type="button"
                className={styles.removeButton}
                aria-label={`取消收藏 ${item.title}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate({ target: item.targetId, type }, { onSuccess: () => toast('已取消收藏') })
                }
              >
                取消收藏
              </button>
            </li>
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}

/** 我的收藏: the caller's favorite books and resources, to open or remove. */
export default function BookFavoritesPage() {
  const [params, setParams] = useSearchParams();
  const type: FavoriteKind = params.get('type') === 'resource' ? 'resource' : 'book';
  return (
    <div className={styles.page}>
      <Tabs
        className={styles.tabs}
        activeKey={type}
        onChange={(key) => setParams(key === 'book' ? {} : { type: key }, { replace: true })}
      >
        <Tabs.Tab key="book" title="收藏的图书" />
        <Tabs.Tab key="resource" title="收藏的资源" />
      </Tabs>
      <Favorites key={type} type={type} />
    </div>
  );
}
