import { useState } from 'react';
import { App, Button, Descriptions, Space, type TableColumnsType } from 'antd';
import {
  REWARD_POINTS_DEFAULT,
  REWARD_POINTS_MAX,
  REWARD_STATUSES,
  REWARD_STATUS_TEXT,
  adminRewardEndpoints,
  type AdminRewardReport,
} from '@jc/contract';
import { ConsolePage, ReasonModal, ReviewPictures, ReviewTable, confirmWithPoints } from '@/console-kit';
import { useDecideReport } from '../api/admin-rewards';

const STATUS_COLOR = { pending: 'processing', accepted: 'success', rejected: 'error' } as const;

/** 纠错审核: content-error reports; acceptance pays the points through the ledger, a rejection says why. */
export default function ReportsPage() {
  const { message } = App.useApp();
  const decide = useDecideReport();
  const [open, setOpen] = useState<AdminRewardReport | null>(null);
  const [rejecting, setRejecting] = useState<AdminRewardReport | null>(null);

  const accept = (row: AdminRewardReport) => {
    return confirmWithPoints({
      title: `采纳《${row.bookTitle}》第 ${row.page} 页的纠错？`,
      label: '奖励积分',
      defaultPoints: REWARD_POINTS_DEFAULT,
      max: REWARD_POINTS_MAX,
      okText: '采纳',
      onOk: async (points) => {
        await decide.mutateAsync({ id: row.id, decision: 'accept', points });
        void message.success(`已采纳，奖励 ${points} 积分`);
        setOpen(null);
      },
    });
  };
  const actions = (row: AdminRewardReport) =>
    row.status === 'pending' ? (
      <Space>
        <Button type="primary" size="small" onClick={() => void accept(row)}>
          采纳
        </Button>
        <Button danger size="small" onClick={() => setRejecting(row)}>
          驳回
        </Button>
      </Space>
    ) : null;

  const columns: TableColumnsType<AdminRewardReport> = [
    { title: '用户', key: 'who', render: (_, r) => `${r.nickname}（${r.account}）` },
    { title: '图书', dataIndex: 'bookTitle' },
    { title: '页码', dataIndex: 'page', width: 72 },
    { title: '错误类型', dataIndex: 'categoryName' },
    { title: '错误描述', dataIndex: 'text', ellipsis: true },
    { title: '提交时间', dataIndex: 'createdAt', width: 170 },
  ];

  return (
    <ConsolePage title="纠错审核" description="审核用户提交的内容纠错：采纳即发放积分，驳回须写明原因。">
      <ReviewTable
        endpoint={adminRewardEndpoints.reports}
        status={{
          values: REWARD_STATUSES,
          text: REWARD_STATUS_TEXT,
          color: STATUS_COLOR,
          queue: 'pending',
        }}
        rowKey="id"
        columns={columns}
        emptyText="没有待审核的纠错"
        open={open}
        onOpen={setOpen}
        actions={actions}
        detailTitle="纠错详情"
        detail={(row) => (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="用户">{`${row.nickname}（${row.account}）`}</Descriptions.Item>
            <Descriptions.Item label="图书">{`${row.bookTitle}（书号 ${row.bookNo}）`}</Descriptions.Item>
            <Descriptions.Item label="页码">{row.page}</Descriptions.Item>
            <Descriptions.Item label="错误类型">{row.categoryName}</Descriptions.Item>
            <Descriptions.Item label="错误描述">{row.text}</Descriptions.Item>
            <Descriptions.Item label="照片">
              <ReviewPictures pictures={row.photos} label="纠错照片" />
            </Descriptions.Item>
            <Descriptions.Item label="状态">{row.statusText}</Descriptions.Item>
            {row.status === 'accepted' ? (
              <Descriptions.Item label="奖励积分">{row.points}</Descriptions.Item>
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
        title="驳回纠错"
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
