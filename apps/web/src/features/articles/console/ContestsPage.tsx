import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  adminArticleEndpoints,
  CONTEST_STATE_TEXT,
  type ArticleContest,
  type ContestState,
} from '@jc/contract';
import { ConsolePage, ConsoleTable } from '@/console-kit';
import { shanghaiMinute } from '../lib/contest-window';
import { ContestDrawer } from './ContestDrawer';

const STATE_COLOR: Record<ContestState, string> = { upcoming: 'blue', open: 'green', closed: 'default' };

/** 征文活动: every essay contest with its window (Beijing time); add and edit. */
export default function ContestsPage() {
  const [editing, setEditing] = useState<ArticleContest | 'new' | null>(null);

  const columns: TableColumnsType<ArticleContest> = [
    { title: '活动', dataIndex: 'title', ellipsis: true },
    { title: '月份', dataIndex: 'month', width: 90 },
    {
      title: '类别',
      dataIndex: 'categoryNames',
      width: 180,
      render: (names: string[]) => names.map((n) => <Tag key={n}>{n}</Tag>),
    },
    {
      title: '征稿时间（北京时间）',
      width: 290,
      render: (_, c) => `${shanghaiMinute(c.startsAt)} 至 ${shanghaiMinute(c.endsAt)}`,
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (s: ContestState, c) => <Tag color={STATE_COLOR[s]}>{c.stateText}</Tag>,
    },
    { title: '每人限投', dataIndex: 'maxPerUser', width: 90, align: 'right' },
    { title: '投稿', dataIndex: 'submissionCount', width: 70, align: 'right' },
    {
      title: '操作',
      width: 80,
      render: (_, c) => (
        <Button type="link" onClick={() => setEditing(c)}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <ConsolePage
      title="征文活动"
      description="活动在征稿时间内开放投稿；改动时间后状态立即按新时间计算。"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建活动
        </Button>
      }
    >
      <ConsoleTable
        endpoint={adminArticleEndpoints.contests}
        rowKey="id"
        columns={columns}
        filters={[
          {
            name: 'state',
            label: '状态',
            kind: 'select',
            options: Object.entries(CONTEST_STATE_TEXT).map(([value, label]) => ({ label, value })),
          },
        ]}
        emptyText="还没有征文活动"
      />
      <ContestDrawer
        contest={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </ConsolePage>
  );
}
