import { useState } from 'react';
import { Button, Image, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DAILY_KIND_NAMES, DAILY_KINDS, type AdminDailyPiece } from '@jc/contract';
import { ConsolePage, ConsoleTable, confirmAction } from '@/console-kit';
import { useDicData } from '@/lib/dictionary';
import { daily, useDeleteDaily, useSetDailyEnabled } from './daily-console-api';
import { DailyDrawer, todayInChina } from './DailyDrawer';

const KIND_OPTIONS = DAILY_KIND_NAMES.map((k) => ({
  label: `${DAILY_KINDS[k].name}（${DAILY_KINDS[k].subject}）`,
  value: k,
}));

/** 每日阅读: the pieces of the eight daily kinds, enabled or not; add, edit, take out, delete. */
export default function DailyPage() {
  const grades = useDicData('grade');
  const enable = useSetDailyEnabled();
  const remove = useDeleteDaily();
  const [editing, setEditing] = useState<AdminDailyPiece | 'new' | null>(null);
  const today = todayInChina();

  const columns: TableColumnsType<AdminDailyPiece> = [
    {
      title: '图片',
      dataIndex: 'cover',
      width: 72,
      render: (src: string) =>
        src ? <Image src={src} width={48} height={48} style={{ objectFit: 'cover' }} alt="" /> : null,
    },
    { title: '栏目', dataIndex: 'kindName', width: 96 },
    {
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, p) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setEditing(p)}>
          {title}
          {p.author ? <Typography.Text type="secondary"> · {p.author}</Typography.Text> : null}
        </Button>
      ),
    },
    { title: '年级', dataIndex: 'grade', width: 90, render: (g: string) => g || '全部年级' },
    {
      title: '音视频',
      width: 110,
      render: (_v, p) => (
        <Space size={4}>
          {p.audio ? <Tag color="blue">音频 {p.audioDuration}s</Tag> : null}
          {p.video ? <Tag color="purple">视频</Tag> : null}
          {!p.audio && !p.video ? '—' : null}
        </Space>
      ),
    },
    { title: '排序', dataIndex: 'sort', width: 64, align: 'right' },
    {
      title: '发布',
      dataIndex: 'publishDate',
      width: 130,
      render: (d: string | null, p) =>
        !p.enabled ? (
          <Tag>已停用</Tag>
        ) : d && d > today ? (
          <Tag color="orange">{d} 发布</Tag>
        ) : (
          <Tag color="green">已发布</Tag>
        ),
    },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 72,
      render: (on: boolean, p) => (
        <Switch
          checked={on}
          aria-label={`${p.title}启用`}
          loading={enable.isPending && enable.variables.id === p.id}
          onChange={(next) => enable.mutate({ id: p.id, enabled: next })}
        />
      ),
    },
    {
      title: '操作',
      width: 120,
      render: (_v, p) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(p)}>
            编辑
          </Button>
          <Button
            type="link"
            danger
            onClick={() =>
              void confirmAction({
                title: `删除“${p.title}”？`,
                content: '删除后学生不再看到这篇内容，不能恢复。只想暂时不显示时，关掉“启用”即可。',
                okText: '删除',
                danger: true,
                onOk: () => remove.mutateAsync(p.id),
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
    <ConsolePage
      title="每日阅读"
      description="晨读、词语听写、阅读、写作、预习课堂、思维提升、英语听力、自然拼读：学生每天按顺序轮到一篇；停用或未到发布日期的不参与轮换。"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增内容
        </Button>
      }
    >
      <ConsoleTable
        endpoint={daily.list}
        rowKey="id"
        columns={columns}
        filters={[
          { name: 'kind', label: '栏目', kind: 'select', options: KIND_OPTIONS },
          {
            name: 'grade',
            label: '年级',
            kind: 'select',
            options: (grades.data?.dicList ?? []).map((g) => ({ label: g.name, value: g.id })),
          },
          { name: 'keyword', label: '标题' },
        ]}
        emptyText="没有符合条件的内容"
      />
      <DailyDrawer
        piece={editing === 'new' ? null : editing}
        open={editing !== null}
        grades={(grades.data?.dicList ?? []).map((g) => ({ label: g.name, value: g.id }))}
        onClose={() => setEditing(null)}
      />
    </ConsolePage>
  );
}
