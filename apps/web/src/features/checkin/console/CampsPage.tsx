import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { adminCheckinEndpoints, type AdminCamp, type CampStatus } from '@jc/contract';
import { ConsolePage, ConsoleTable } from '@/console-kit';
import { CampDrawer } from './CampDrawer';
import { CampTasksDrawer } from './CampTasksDrawer';

const STATUS_COLOR: Record<CampStatus, string> = { upcoming: 'blue', running: 'green', finished: 'default' };
const KIND_TEXT = { reading: '阅读', study: '学习' } as const;

/** 打卡营: every camp, switched off ones too; add, edit, and each camp's daily tasks. */
export default function CampsPage() {
  const [editing, setEditing] = useState<AdminCamp | 'new' | null>(null);
  const [tasksOf, setTasksOf] = useState<AdminCamp | null>(null);

  const columns: TableColumnsType<AdminCamp> = [
    { title: '名称', dataIndex: 'title', ellipsis: true, minWidth: 180 },
    { title: '类型', dataIndex: 'kind', width: 70, render: (k: AdminCamp['kind']) => KIND_TEXT[k] },
    {
      title: '日期',
      width: 190,
      render: (_, c) => `${c.startDate} 至 ${c.endDate}`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (s: CampStatus, c) => (
        <>
          <Tag color={STATUS_COLOR[s]}>{c.statusText}</Tag>
          {c.enabled ? null : <Tag color="red">已停用</Tag>}
        </>
      ),
    },
    {
      title: '年级',
      dataIndex: 'gradeNames',
      width: 130,
      ellipsis: true,
      render: (names: string[]) => (names.length ? names.join('、') : '全部年级'),
    },
    { title: '任务', dataIndex: 'taskCount', width: 70, align: 'right' },
    { title: '报名', dataIndex: 'enrolledCount', width: 70, align: 'right' },
    { title: '打卡', dataIndex: 'checkinCount', width: 70, align: 'right' },
    {
      title: '操作',
      width: 150,
      render: (_, c) => (
        <>
          <Button type="link" onClick={() => setEditing(c)}>
            编辑
          </Button>
          <Button type="link" onClick={() => setTasksOf(c)}>
            每日任务
          </Button>
        </>
      ),
    },
  ];

  return (
    <ConsolePage
      title="打卡营"
      description="全部打卡营，含已停用的；停用的打卡营学生看不到。"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建打卡营
        </Button>
      }
    >
      <ConsoleTable
        endpoint={adminCheckinEndpoints.camps}
        rowKey="dakaId"
        columns={columns}
        emptyText="还没有打卡营"
      />
      <CampDrawer
        camp={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <CampTasksDrawer camp={tasksOf} onClose={() => setTasksOf(null)} />
    </ConsolePage>
  );
}
