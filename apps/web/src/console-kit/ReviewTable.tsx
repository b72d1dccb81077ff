import type { ReactNode } from 'react';
import { Button, Drawer, Space, Tag } from 'antd';
import type { AnyEndpoint } from '@jc/contract';
import type { PagedItem } from '@/lib/api-query';
import { ConsoleTable, type ConsoleTableProps } from './ConsoleTable';

/** A queue's statuses: the 状态 column (a coloured tag) and the 状态 filter, built from one description. */
export interface ReviewStatus<S extends string, Row> {
  /** Every status, in the filter's order. */
  values: readonly S[];
  text: Record<S, string>;
  /** antd Tag colours (processing, success, error, default…). */
  color: Record<S, string>;
  /** The status the queue shows unfiltered (the one waiting for a decision); the filter's placeholder. */
  queue: S;
  /** The row's status; default `row.status`. */
  of?: (row: Row) => S;
  /** The tag's text when it says more than the status (an award's level); default `text[status]`. */
  label?: (row: Row) => string;
  /** Where the column goes among `columns`; default before the last one (the submission time). */
  at?: number;
}

export interface ReviewTableProps<E extends AnyEndpoint> extends ConsoleTableProps<E> {
  /** The queue's statuses: adds the status column, the status filter (first) and the queue's default. */
  status?: ReviewStatus<string, PagedItem<E>>;
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
  status,
  filters = [],
  input,
  ...table
}: ReviewTableProps<E>) {
  const withStatus = [...columns];
  if (status) {
    const of = status.of ?? ((row: PagedItem<E>) => (row as { status: string }).status);
    withStatus.splice(status.at ?? Math.max(columns.length - 1, 0), 0, {
      title: '状态',
      key: 'status',
      render: (_, row) => {
        const s = of(row);
        return <Tag color={status.color[s]}>{status.label?.(row) ?? status.text[s]}</Tag>;
      },
    });
  }
  return (
    <>
      <ConsoleTable
        {...table}
        filters={
          status
            ? [
                {
                  name: 'status',
                  label: '状态',
                  kind: 'select',
                  placeholder: status.text[status.queue] ?? status.queue,
                  options: status.values.map((s) => ({ value: s, label: status.text[s] ?? s })),
                },
                ...filters,
              ]
            : filters
        }
        input={status ? ({ status: status.queue, ...input } as unknown as typeof input) : input}
        columns={[
          ...withStatus,
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
