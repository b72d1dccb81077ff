import { useState } from 'react';
import { App, Button, Descriptions, Space, type TableColumnsType } from 'antd';
import {
  CLAIM_POINTS_DEFAULT,
  CLAIM_POINTS_MAX,
  CLAIM_STATUSES,
  CLAIM_STATUS_TEXT,
  adminTeacherEndpoints,
  type AdminIntegralClaim,
} from '@jc/contract';
import { ConsolePage, ReasonModal, ReviewPictures, ReviewTable, confirmWithPoints } from '@/console-kit';
import { useDecideClaim } from '../api/admin-teacher';

const STATUS_COLOR = { pending: 'processing', approved: 'success', rejected: 'error' } as const;

/** 积分申请: teachers' claims for classroom use; approval pays the points through the ledger. */
export default function ClaimsPage() {
  const { message } = App.useApp();
  const decide = useDecideClaim();
  const [open, setOpen] = useState<AdminIntegralClaim | null>(null);
  const [rejecting, setRejecting] = useState<AdminIntegralClaim | null>(null);

  const approve = (row: AdminIntegralClaim) => {
    return confirmWithPoints({
      title: `通过 ${row.nickname} 的积分申请？`,
      label: '发放积分',
      defaultPoints: CLAIM_POINTS_DEFAULT,
      max: CLAIM_POINTS_MAX,
      okText: '通过',
      onOk: async (points) => {
        await decide.mutateAsync({ id: row.id, decision: 'approve', points });
        void message.success(`已通过，发放 ${points} 积分`);
        setOpen(null);
      },
    });
  };
  const actions = (row: AdminIntegralClaim) =>
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

  const columns: TableColumnsType<AdminIntegralClaim> = [
    { title: '教师', key: 'who', render: (_, r) => `${r.nickname}（${r.account}）` },
    { title: '班级', dataIndex: 'className' },
    { title: '上课日期', dataIndex: 'classDate' },
    { title: '证明', key: 'proofs', render: (_, r) => `${r.proofs.length} 张` },
    { title: '积分', dataIndex: 'points' },
    { title: '提交时间', dataIndex: 'createdAt', width: 170 },
  ];

  return (
    <ConsolePage title="积分申请" description="审核教师的课堂使用积分申请：通过即发放积分，驳回须写明原因。">
      <ReviewTable
        endpoint={adminTeacherEndpoints.claims}
        status={{
          values: CLAIM_STATUSES,
          text: CLAIM_STATUS_TEXT,
          color: STATUS_COLOR,
          queue: 'pending',
          at: 4,
        }}
        rowKey="id"
        columns={columns}
        emptyText="没有待审核的积分申请"
        open={open}
        onOpen={setOpen}
        actions={actions}
        detailTitle="积分申请"
        detail={(row) => (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="教师">{`${row.nickname}（${row.account}）`}</Descriptions.Item>
            <Descriptions.Item label="班级">{row.className}</Descriptions.Item>
            <Descriptions.Item label="上课日期">{row.classDate}</Descriptions.Item>
            <Descriptions.Item label="说明">{row.note || '无'}</Descriptions.Item>
            <Descriptions.Item label="证明图片">
              <ReviewPictures pictures={row.proofs} label="证明图片" />
            </Descriptions.Item>
            <Descriptions.Item label="状态">{row.statusText}</Descriptions.Item>
            {row.status === 'approved' ? (
              <Descriptions.Item label="发放积分">{row.points}</Descriptions.Item>
            ) : null}
            {row.rejectReason ? (
              <Descriptions.Item label="驳回原因">{row.rejectReason}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="提交时间">{row.createdAt}</Descriptions.Item>
          </Descriptions>
        )}
      />
      <ReasonModal
        open={rejecting !== null}
        title={rejecting ? `驳回 ${rejecting.nickname} 的积分申请` : '驳回'}
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
