import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Space, Tag, type TableColumnsType } from 'antd';
import {
  APPLY_STATUSES,
  APPLY_STATUS_TEXT,
  adminTeacherEndpoints,
  type AdminTeacherApplication,
} from '@jc/contract';
import { ConsolePage, ConsoleTable, ReasonModal, confirmAction } from '@/console-kit';
import { useDecideApply } from '../api/admin-teacher';
import { ReviewPictures } from './ReviewPictures';

const STATUS_COLOR = { pending: 'processing', approved: 'success', rejected: 'error' } as const;

/** 教师认证: pending applications first; approval grants the teacher role, a rejection says why. */
export default function ApplicationsPage() {
  const { message } = App.useApp();
  const decide = useDecideApply();
  const [open, setOpen] = useState<AdminTeacherApplication | null>(null);
  const [rejecting, setRejecting] = useState<AdminTeacherApplication | null>(null);

  const approve = (row: AdminTeacherApplication) =>
    confirmAction({
      title: `通过 ${row.realName} 的教师认证？`,
      content: '通过后该用户立即成为认证教师。',
      okText: '通过',
      onOk: async () => {
        await decide.mutateAsync({ id: row.id, decision: 'approve' });
        void message.success('已通过');
        setOpen(null);
      },
    });
  const actions = (row: AdminTeacherApplication) =>
    row.status === 'pending' ? (
      <Space>
        <Button type="primary" size="small" onClick={() => void approve(row)}>
          通过
        </Button>
        <Button danger size="small" onClick={() => setRejecting(row)}>
          驳回
        </Button>
      </Space>
    ) : null;

  const columns: TableColumnsType<AdminTeacherApplication> = [
    { title: '申请人', key: 'who', render: (_, r) => `${r.nickname}（${r.account}）` },
    { title: '真实姓名', dataIndex: 'realName', width: 100 },
    { title: '学校', key: 'school', render: (_, r) => `${r.areaName} ${r.schoolName}` },
    { title: '学科', key: 'subjects', width: 110, render: (_, r) => r.subjectNames.join('、') },
    { title: '证明', key: 'proofs', width: 70, render: (_, r) => `${r.proofs.length} 张` },
    {
      title: '状态',
      dataIndex: 'status',
      render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{r.statusText}</Tag>,
    },
    { title: '提交时间', dataIndex: 'createdAt', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, r) => (
        <Space>
          <Button type="link" size="small" onClick={() => setOpen(r)}>
            查看
          </Button>
          {actions(r)}
        </Space>
      ),
    },
  ];

  return (
    <ConsolePage title="教师认证" description="审核教师认证申请：通过即授予教师身份，驳回须写明原因。">
      <ConsoleTable
        endpoint={adminTeacherEndpoints.applications}
        input={{ status: 'pending' }}
        filters={[
          {
            name: 'status',
            label: '状态',
            kind: 'select',
            placeholder: APPLY_STATUS_TEXT.pending,
            options: APPLY_STATUSES.map((s) => ({ value: s, label: APPLY_STATUS_TEXT[s] })),
          },
        ]}
        rowKey="id"
        columns={columns}
        emptyText="没有待审核的认证申请"
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title="认证申请"
        size={640}
        extra={open ? actions(open) : null}
      >
        {open ? (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="申请人">{`${open.nickname}（${open.account}）`}</Descriptions.Item>
            <Descriptions.Item label="真实姓名">{open.realName}</Descriptions.Item>
            <Descriptions.Item label="学校所在地区">{open.areaName}</Descriptions.Item>
            <Descriptions.Item label="学校名称">{open.schoolName}</Descriptions.Item>
            <Descriptions.Item label="任教学科">{open.subjectNames.join('、')}</Descriptions.Item>
            <Descriptions.Item label="任教年级">{open.gradeNames.join('、')}</Descriptions.Item>
            <Descriptions.Item label="手机号">{open.phone}</Descriptions.Item>
            <Descriptions.Item label="证明图片">
              <ReviewPictures pictures={open.proofs} label="证明图片" />
            </Descriptions.Item>
            <Descriptions.Item label="状态">{open.statusText}</Descriptions.Item>
            {open.rejectReason ? (
              <Descriptions.Item label="驳回原因">{open.rejectReason}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="提交时间">{open.createdAt}</Descriptions.Item>
            {open.decidedAt ? <Descriptions.Item label="审核时间">{open.decidedAt}</Descriptions.Item> : null}
          </Descriptions>
        ) : null}
      </Drawer>
      <ReasonModal
        open={rejecting !== null}
        title={rejecting ? `驳回 ${rejecting.realName} 的认证申请` : '驳回'}
        maxLength={100}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await decide.mutateAsync({ id: rejecting.id, decision: 'reject', reason });
          void message.success('已驳回');
          setOpen(null);
        }}
      />
    </ConsolePage>
  );
}
