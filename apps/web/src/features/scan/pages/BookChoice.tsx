import { ActionSheet } from 'antd-mobile';
import type { BookListItem } from '@jc/contract';

/** Several books share the barcode: the user picks one by title. */
export function BookChoice(props: {
  books: BookListItem[];
  onPick: (bookNo: string) => void;
  onClose: () => void;
}) {
  return (
    <ActionSheet
      visible
      extra="请选择图书"
      cancelText="取消"
      actions={props.books.map((b) => ({ key: b.bookNo, text: b.title }))}
      onAction={(action) => props.onPick(String(action.key))}
      onClose={props.onClose}
    />
  );
}
