import { useState } from 'react';
import { App, Button, Descriptions, Space, type TableColumnsType } from 'antd';
import {
  APPLY_STATUSES,
  APPLY_STATUS_TEXT,
  adminTeacherEndpoints,
  type AdminTeacherApplication,
} from '@jc/contract';
import { ConsolePage, ReasonModal, ReviewPictures, ReviewTable, confirmAction } from '@/console-kit';
import { useDecideApply } from '../api/admin-teacher';

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
    { title: '提交时间', dataIndex: 'createdAt', width: 170 },
  ];

  return (
    <ConsolePage title="教师认证" description="审核教师认证申请：通过即授予教师身份，驳回须写明原因。">
      <ReviewTable
        endpoint={adminTeacherEndpoints.applications}
        status={{
          values: APPLY_STATUSES,
          text: APPLY_STATUS_TEXT,
          color: STATUS_COLOR,
          queue: 'pending',
        }}
        rowKey="id"
        columns={columns}
        emptyText="没有待审核的认证申请"
        open={open}
        onOpen={setOpen}
        actions={actions}
        detailTitle="认证申请"
        detail={(row) => (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="申请人">{`${row.nickname}（${row.account}）`}</Descriptions.Item>
            <Descriptions.Item label="真实姓名">{row.realName}</Descriptions.Item>
            <Descriptions.Item label="学校所在地区">{row.areaName}</Descriptions.Item>
            <Descriptions.Item label="学校名称">{row.schoolName}</Descriptions.Item>
            <Descriptions.Item label="任教学科">{row.subjectNames.join('、')}</Descriptions.Item>
            <Descriptions.Item label="任教年级">{row.gradeNames.join('、')}</Descriptions.Item>
            <Descriptions.Item label="手机号">{row.phone}</Descriptions.Item>
            <Descriptions.Item label="证明图片">
              <ReviewPictures pictures={row.proofs} label="证明图片" />
            </Descriptions.Item>
            <Descriptions.Item label="状态">{row.statusText}</Descriptions.Item>
            {row.rejectReason ? (
              <Descriptions.Item label="驳回原因">{row.rejectReason}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="提交时间">{row.createdAt}</Descriptions.Item>
            {row.decidedAt ? <Descriptions.Item label="审核时间">{row.decidedAt}</Descriptions.Item> : null}
          </Descriptions>
        )}
      />
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
