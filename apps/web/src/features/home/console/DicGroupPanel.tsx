import { useState } from 'react';
import { Button, Flex, Image, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminDicEntry, DicGroup } from '@jc/contract';
import { ConsoleQueryView, confirmAction } from '@/console-kit';
import { useDeleteDic, useDicList, useSetDicEnabled, useSortDic } from './home-console-api';
import { DicEntryModal } from './DicEntryModal';
import { dicStatus, GROUPS, moved, SCHEDULED_GROUPS, scheduleText, type DicStatus } from './schedule';

const STATUS_COLOR: Record<DicStatus, string> = {
  展示中: 'green',
  未开始: 'blue',
  已结束: 'default',
  已停用: 'red',
};

/** One dictionary group: its entries in display order, to add, edit, move, switch off and delete. */
export function DicGroupPanel({ type }: { type: DicGroup }) {
  const group = GROUPS[type];
  const scheduled = SCHEDULED_GROUPS.includes(type);
  const list = useDicList(type);
  const setEnabled = useSetDicEnabled();
  const remove = useDeleteDic();
  const sort = useSortDic();
  const [editing, setEditing] = useState<AdminDicEntry | 'new' | null>(null);

  const move = (rows: AdminDicEntry[], index: number, delta: -1 | 1) => {
    const ids = moved(
      rows.map((r) => r.id),
      index,
      delta,
    );
    if (ids) sort.mutate({ type, ids });
  };

  const columns = (rows: AdminDicEntry[]): TableColumnsType<AdminDicEntry> => [
    {
      title: '顺序',
      width: 96,
      render: (_, e, i) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`${e.name}上移`}
            disabled={i === 0 || sort.isPending}
            onClick={() => move(rows, i, -1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`${e.name}下移`}
            disabled={i === rows.length - 1 || sort.isPending}
            onClick={() => move(rows, i, 1)}
          />
        </Space>
      ),
    },
    ...(group.picture
      ? [
          {
            title: '图片',
            dataIndex: 'icon',
            width: 120,
            render: (src: string) =>
              src ? (
                <Image src={src} height={40} style={{ maxWidth: 100, objectFit: 'contain' }} alt="" />
              ) : null,
          },
        ]
      : []),
    { title: '名称', dataIndex: 'name', ellipsis: true },
    ...(type === 'subject'
      ? [
          {
            title: '颜色（选中 / 未选中）',
            dataIndex: 'urlAddress',
            width: 200,
            render: (v: string) => (
              <Space>
                {v.split(',').map((c) => (
                  <Tag key={c} color={c}>
                    {c}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]
      : []),
    ...(group.address
      ? [{ title: '地址', dataIndex: 'urlAddress', ellipsis: true, render: (v: string) => <code>{v}</code> }]
      : []),
    ...(type === 'mainAd'
      ? [
          {
            title: '频率',
            dataIndex: 'desc',
            width: 90,
            render: (v: string) => (v === 'everyTime' ? '每次' : '每天一次'),
          },
        ]
      : []),
    ...(scheduled
      ? [
          {
            title: '时间',
            width: 220,
            render: (_: unknown, e: AdminDicEntry) =>
              !e.startsAt && !e.endsAt ? (
                <Typography.Text type="secondary">长期</Typography.Text>
              ) : (
                scheduleText(e)
              ),
          },
        ]
      : []),
    {
      title: '状态',
      width: 90,
      render: (_, e) => {
        const s = dicStatus(e);
        return <Tag color={STATUS_COLOR[s]}>{s}</Tag>;
      },
    },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 70,
      render: (on: boolean, e) => (
        <Switch
          checked={on}
          aria-label={`${e.name}启用`}
          loading={setEnabled.isPending && setEnabled.variables.id === e.id}
          onChange={(next) => setEnabled.mutate({ id: e.id, enabled: next })}
        />
      ),
    },
    {
      title: '操作',
      width: 130,
      render: (_, e) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(e)}>
            编辑
          </Button>
          <Button
            type="link"
            danger
            onClick={() =>
              void confirmAction({
                title: `删除“${e.name}”？`,
                content: '删除后不能恢复；只想暂时不展示，可以停用。',
                okText: '删除',
                danger: true,
                onOk: () => remove.mutateAsync({ id: e.id }),
              })
            }
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          {scheduled
            ? '学生只看到启用且在时间内的条目；不填时间即长期展示。'
            : '学生看到启用的条目，按这里的顺序。'}
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增{group.label}
        </Button>
      </Flex>
      <ConsoleQueryView query={list} isEmpty={(rows) => rows.length === 0} empty={`还没有${group.label}`}>
        {(rows) => (
          <Table<AdminDicEntry>
            rowKey="id"
            size="middle"
            dataSource={rows}
            columns={columns(rows)}
            pagination={false}
          />
        )}
      </ConsoleQueryView>
      <DicEntryModal
        type={type}
        entry={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
