import type { Key, ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, Button, DatePicker, Empty, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AnyEndpoint, InputOf } from '@jc/contract';
import { endpointQuery, type PagedItem, type PageOf } from '@/lib/api-query';
import styles from './console-kit.module.css';

/** A filter above the table; its value is the endpoint's input field `name` and sits in the URL. */
export interface ConsoleFilter {
  name: string;
  label: string;
  /** text (default), a select of `options`, or a date sent as YYYY-MM-DD. */
  kind?: 'text' | 'select' | 'date';
  options?: { label: string; value: string | number }[];
  placeholder?: string;
}

export interface ConsoleTableProps<E extends AnyEndpoint> {
  /** A paged endpoint (`pageNum`, `pageSize` in, `Paged<T>` out). */
  endpoint: E;
  columns: TableColumnsType<PagedItem<E>>;
  rowKey: (keyof PagedItem<E> & string) | ((row: PagedItem<E>) => Key);
  filters?: ConsoleFilter[];
  /** Input sent with every page besides the filters (a fixed status, the parent record's id). */
  input?: Partial<InputOf<E>>;
  pageSize?: number;
  /** Buttons beside the filters' 查询 and 重置. */
  toolbar?: ReactNode;
  emptyText?: string;
}

const PAGE_SIZES = [10, 20, 50, 100];
const DATE = 'YYYY-MM-DD';

/** The table's state from the URL query: the page, its size and the filters' values. */
export function tableState(params: URLSearchParams, filters: ConsoleFilter[], defaultSize: number) {
  const positive = (raw: string | null, fallback: number) => {
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const values: Record<string, string> = {};
  for (const { name } of filters) {
    const value = params.get(name);
    if (value) values[name] = value;
  }
  return {
    pageNum: positive(params.get('pageNum'), 1),
    pageSize: Math.min(positive(params.get('pageSize'), defaultSize), 100),
    values,
  };
}

/**
 * A server-paged table over a list endpoint: the filters and the page live in the URL query (a
 * reload, the back button or a shared link show the same page), the previous page stays on screen while
 * the next one loads, and a failure says why with 重试.
 */
export function ConsoleTable<E extends AnyEndpoint>({
  endpoint,
  columns,
  rowKey,
  filters = [],
  input,
  pageSize: defaultSize = 20,
  toolbar,
  emptyText,
}: ConsoleTableProps<E>) {
  const [params, setParams] = useSearchParams();
  const { pageNum, pageSize, values } = tableState(params, filters, defaultSize);
  const [form] = Form.useForm<Record<string, string | undefined>>();
  // The query key hashes the input's content, so a new object each render is the same query.
  const callInput = { ...input, ...values, pageNum, pageSize } as InputOf<E>;
  const query = useQuery({
    ...endpointQuery(endpoint, callInput, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const page = query.data as PageOf<E> | undefined;

  const move = (changes: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });

  const search = (form: Record<string, string | undefined>) =>
    move({ ...Object.fromEntries(filters.map((f) => [f.name, form[f.name]?.trim()])), pageNum: undefined });

  return (
    <>
      {filters.length > 0 || toolbar ? (
        <Form
          form={form}
          layout="inline"
          className={styles.filters}
          initialValues={values}
          onFinish={search}
          key={JSON.stringify(values)}
        >
          {filters.map((filter) => (
            <Form.Item
              key={filter.name}
              name={filter.name}
              label={filter.label}
              {...(filter.kind === 'date'
                ? {
                    getValueProps: (value: string | undefined) => ({
                      value: value ? dayjs(value, DATE) : null,
                    }),
                    normalize: (value: Dayjs | null) => (value ? value.format(DATE) : undefined),
                  }
                : {})}
            >
              {filter.kind === 'select' ? (
                <Select
                  allowClear
                  style={{ minWidth: 140 }}
                  placeholder={filter.placeholder ?? '全部'}
                  options={filter.options?.map((o) => ({ label: o.label, value: String(o.value) }))}
                />
              ) : filter.kind === 'date' ? (
                <DatePicker placeholder={filter.placeholder ?? '选择日期'} />
              ) : (
                <Input allowClear placeholder={filter.placeholder ?? `请输入${filter.label}`} />
              )}
            </Form.Item>
          ))}
          {filters.length > 0 ? (
            <Form.Item>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
            </Form.Item>
          ) : null}
          {filters.length > 0 ? (
            <Form.Item>
              <Button
                onClick={() =>
                  move({ ...Object.fromEntries(filters.map((f) => [f.name, undefined])), pageNum: undefined })
                }
              >
                重置
              </Button>
            </Form.Item>
          ) : null}
          {toolbar ? <Form.Item>{toolbar}</Form.Item> : null}
        </Form>
      ) : null}
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={query.error.message || '加载失败'}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              重试
            </Button>
          }
        />
      ) : null}
      <Table<PagedItem<E>>
        rowKey={rowKey as never}
        columns={columns}
        dataSource={page?.list ?? []}
        loading={query.isFetching}
        locale={{ emptyText: <Empty description={emptyText ?? '暂无数据'} /> }}
        pagination={{
          current: pageNum,
          pageSize,
          total: page?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (nextPage, nextSize) =>
            move({
              pageNum: nextSize !== pageSize ? undefined : nextPage > 1 ? nextPage : undefined,
              pageSize: nextSize === defaultSize ? undefined : nextSize,
            }),
        }}
      />
    </>
  );
}
