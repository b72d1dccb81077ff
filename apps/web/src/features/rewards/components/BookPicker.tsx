import { Popup } from 'antd-mobile';
import type { BookListItem } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { useCatalogueBooks } from '../api/rewards';
import styles from './rewards.module.css';
import { Picture } from '@/components/Picture/Picture';

/** The catalogue's books in a sheet; picking one fills the report's book number. */
export function BookPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (book: BookListItem) => void;
}) {
  const books = useCatalogueBooks(open);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <div className={styles.sheetHead}>
        <strong>选择书本</strong>
        <button type="button" className={styles.sheetClose} onClick={onClose}>
          取消
        </button>
      </div>
      <div className={styles.sheetBody}>
        <QueryView
          query={books}
          error="书本加载失败"
          isEmpty={(d) => d.list.length === 0}
          empty={{ title: '暂无书本' }}
        >
          {(d) => (
            <ul className={styles.bookList} aria-label="书本列表">
              {d.list.map((b) => (
                <li key={b.bookNo}>
                  <button type="button" className={styles.bookItem} onClick={() => onPick(b)}>
                    {b.pictureV ? <Picture src={b.pictureV} alt="" className={styles.bookCover} /> : null}
                    <span className={styles.bookTitle}>{b.title}</span>
                    <span className={styles.muted}>书号 {b.bookNo}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </Popup>
  );
}
