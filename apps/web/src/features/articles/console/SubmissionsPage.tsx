import { useState } from 'react';
import { App, Button, Descriptions, Space, Typography, type TableColumnsType } from 'antd';
import {
  SUBMISSION_STATUSES,
  SUBMISSION_STATUS_TEXT,
  adminArticleEndpoints,
  type AdminArticleSubmission,
} from '@jc/contract';
import { ConsolePage, ReasonModal, ReviewPictures, ReviewTable } from '@/console-kit';
import { useAwardSubmission } from '../api/admin-articles';
import { AwardModal } from './AwardModal';

const STATUS_COLOR = { submitted: 'processing', awarded: 'success', rejected: 'default' } as const;

/** 征文评奖: submitted essays; an award (level, points, certificate) or not chosen with a reason. */
export default function SubmissionsPage() {
  const { message } = App.useApp();
  const award = useAwardSubmission();
  const [open, setOpen] = useState<AdminArticleSubmission | null>(null);
  const [awarding, setAwarding] = useState<AdminArticleSubmission | null>(null);
  const [rejecting, setRejecting] = useState<AdminArticleSubmission | null>(null);

  const actions = (row: AdminArticleSubmission) =>
    row.status === 'submitted' ? (
      <Space>
        <Button type="primary" size="small" onClick={() => setAwarding(row)}>
          评奖
        </Button>
        <Button danger size="small" onClick={() => setRejecting(row)}>
          不入选
        </Button>
      </Space>
    ) : null;

  const columns: TableColumnsType<AdminArticleSubmission> = [
    { title: '作者', key: 'who', render: (_, r) => `${r.nickname}（${r.account}）` },
    { title: '征文活动', dataIndex: 'contestTitle' },
    { title: '作品标题', dataIndex: 'title' },
    { title: '附件', key: 'files', render: (_, r) => `${r.files.length} 个` },
    { title: '投稿时间', dataIndex: 'createdAt', width: 170 },
  ];

  const images = open?.files.filter((f) => f.kind === 'image') ?? [];
  const documents = open?.files.filter((f) => f.kind === 'document') ?? [];

  return (
    <ConsolePage title="征文评奖" description="评审征文作品：评奖即发放积分并颁发证书，不入选须写明原因。">
      <ReviewTable
        endpoint={adminArticleEndpoints.submissions}
        status={{
          values: SUBMISSION_STATUSES,
          text: SUBMISSION_STATUS_TEXT,
          color: STATUS_COLOR,
          queue: 'submitted',
          label: (r) => (r.status === 'awarded' ? r.awardText : r.statusText),
        }}
        rowKey="id"
        columns={columns}
        emptyText="没有待评审的作品"
        open={open}
        onOpen={setOpen}
        actions={actions}
        detailTitle="征文作品"
        detailWidth={720}
        detail={(row) => (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="作者">{`${row.nickname}（${row.account}）`}</Descriptions.Item>
            <Descriptions.Item label="征文活动">{row.contestTitle}</Descriptions.Item>
            <Descriptions.Item label="作品标题">{row.title}</Descriptions.Item>
            <Descriptions.Item label="正文">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {row.text || '无'}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="图片">
              <ReviewPictures pictures={images} label="作品图片" />
            </Descriptions.Item>
            {documents.length > 0 ? (
              <Descriptions.Item label="文档">
                <Space orientation="vertical">
                  {documents.map((f, i) => (
                    <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
                      文档{i + 1}（PDF）
                    </a>
                  ))}
                </Space>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label="状态">
              {row.status === 'awarded' ? row.awardText : row.statusText}
            </Descriptions.Item>
            {row.status === 'awarded' ? (
              <Descriptions.Item label="奖励积分">{row.awardPoints}</Descriptions.Item>
            ) : null}
            {row.certificateCode ? (
              <Descriptions.Item label="证书编号">{row.certificateCode}</Descriptions.Item>
            ) : null}
            {row.rejectReason ? (
              <Descriptions.Item label="未入选原因">{row.rejectReason}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="投稿时间">{row.createdAt}</Descriptions.Item>
          </Descriptions>
        )}
      />
      <AwardModal
        open={awarding !== null}
        title={awarding ? `为《${awarding.title}》评奖` : '评奖'}
        onClose={() => setAwarding(null)}
        onSubmit={async ({ level, points }) => {
          if (!awarding) return;
          await award.mutateAsync({ id: awarding.id, decision: 'award', level, points });
          void message.success('已评奖');
          setOpen(null);
        }}
      />
      <ReasonModal
        open={rejecting !== null}
        title={rejecting ? `《${rejecting.title}》不入选` : '不入选'}
        label="未入选原因"
        maxLength={100}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await award.mutateAsync({ id: rejecting.id, decision: 'reject', reason });
          void message.success('已设为未入选');
          setOpen(null);
        }}
      />
    </ConsolePage>
  );
}
