import type { ReactNode } from 'react';
import { Button, Drawer, Space } from 'antd';
import type { AnyEndpoint } from '@jc/contract';
import type { PagedItem } from '@/lib/api-query';
import { ConsoleTable, type ConsoleTableProps } from './ConsoleTable';

export interface ReviewTableProps<E extends AnyEndpoint> extends ConsoleTableProps<E> {
  /** The row shown in the drawer, null when it is shut; the page holds it so that a decision can shut it. */
  open: PagedItem<E> | null;
  onOpen: (row: PagedItem<E> | null) => void;
  /** The decision buttons of a row (null for one already decided): in its row and in the drawer's header. */
  actions: (row: PagedItem<E>) => ReactNode;
  detailTitle: string;
  /** The drawer's body for a row. */
  detail: (row: PagedItem<E>) => ReactNode;
  detailWidth?: number;
  actionsWidth?: number;
}

/**
 * A review queue: the server-paged table of items with 查看 and the decision buttons on each row, and a
 * drawer with one item's details and the same buttons (every queue of the console's 审核 group).
 */
export function ReviewTable<E extends AnyEndpoint>({
  open,
  onOpen,
  actions,
  detailTitle,
  detail,
  detailWidth = 640,
  actionsWidth = 200,
  columns,
  ...table
}: ReviewTableProps<E>) {
  return (
    <>
      <ConsoleTable
        {...table}
        columns={[
          ...columns,
          {
            title: '操作',
            key: 'actions',
            width: actionsWidth,
            render: (_, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => onOpen(row)}>
                  查看
                </Button>
                {actions(row)}
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => onOpen(null)}
        title={detailTitle}
        size={detailWidth}
        extra={open ? actions(open) : null}
      >
        {open ? detail(open) : null}
      </Drawer>
    </>
  );
}
