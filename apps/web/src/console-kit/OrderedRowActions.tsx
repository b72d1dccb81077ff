import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { confirmAction } from './confirm-action';

export interface OrderedRowActionsProps {
  /** The row's place in its list (from 0) and the list's length: the ends cannot move further. */
  index: number;
  count: number;
  /** The edit link's text (改名, 编辑). */
  editText: string;
  onEdit: () => void;
  /** Moves the row to another place (from 0). */
  onMove: (to: number) => void;
  /** What the confirm dialog asks before deleting, and what it adds under the question. */
  deleteTitle: ReactNode;
  deleteContent?: ReactNode;
  onDelete: () => Promise<unknown>;
}

/** The actions of a row in an operator-ordered list: edit, 上移, 下移, and delete after a confirm. */
export function OrderedRowActions({
  index,
  count,
  editText,
  onEdit,
  onMove,
  deleteTitle,
  deleteContent,
  onDelete,
}: OrderedRowActionsProps) {
  return (
    <Space size={0}>
      <Button size="small" type="link" onClick={onEdit}>
        {editText}
      </Button>
      <Button
        size="small"
        type="text"
        icon={<ArrowUpOutlined />}
        aria-label="上移"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined />}
        aria-label="下移"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      />
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label="删除"
        onClick={() =>
          void confirmAction({
            title: deleteTitle,
            content: deleteContent,
            okText: '删除',
            danger: true,
            onOk: onDelete,
          })
        }
      />
    </Space>
  );
}
