import { useState } from 'react';
import { App, Button, Descriptions, List, Space, type TableColumnsType } from 'antd';
import {
  YANGSHU_STATUSES,
  YANGSHU_STATUS_TEXT,
  adminYangshuEndpoints,
  type AdminYangshuRequest,
  type YangshuStatus,
} from '@jc/contract';
import { ConsolePage, ReviewTable, ReasonModal, confirmAction } from '@/console-kit';
import { addressLine } from '@/lib/address-line';
import { useApproveYangshu, useRejectYangshu, useShipYangshu } from '../api/admin-yangshu';
import { ShipModal } from './ShipModal';

const STATUS_COLOR: Record<YangshuStatus, string> = {
  requested: 'processing',
  approved: 'warning',
  shipped: 'cyan',
  received: 'success',
  rejected: 'error',
};
const who = (r: AdminYangshuRequest) => `${r.nickname}（${r.account}）`;

/** 样书申请: approve a request, ship an approved one with a waybill, or reject either with a reason. */
export default function RequestsPage() {
  const { message } = App.useApp();
  const approve = useApproveYangshu();
  const ship = useShipYangshu();
  const reject = useRejectYangshu();
  const [open, setOpen] = useState<AdminYangshuRequest | null>(null);
  const [shipping, setShipping] = useState<AdminYangshuRequest | null>(null);
  const [rejecting, setRejecting] = useState<AdminYangshuRequest | null>(null);

  const onApprove = (row: AdminYangshuRequest) =>
    confirmAction({
      title: `通过 ${row.nickname} 的样书申请？`,
      content: `共 ${row.totalCount} 册，通过后等待发货。`,
      okText: '通过',
      onOk: async () => {
        await approve.mutateAsync({ id: row.id });
        void message.success('已通过，待发货');
        setOpen(null);
      },
    });
  const actions = (row: AdminYangshuRequest) => (
    <Space>
      {row.status === 'requested' ? (
        <Button type="primary" size="small" onClick={() => void onApprove(row)}>
          通过
        </Button>
      ) : null}
      {row.status === 'approved' ? (
        <Button type="primary" size="small" onClick={() => setShipping(row)}>
          发货
        </Button>
      ) : null}
      {row.status === 'requested' || row.status === 'approved' ? (
        <Button danger size="small" onClick={() => setRejecting(row)}>
          驳回
        </Button>
      ) : null}
    </Space>
  );

  const columns: TableColumnsType<AdminYangshuRequest> = [
    { title: '教师', key: 'who', render: (_, r) => who(r) },
    {
      title: '样书',
      key: 'items',
      render: (_, r) => r.items.map((i) => `${i.title}×${i.count}`).join('，'),
    },
    { title: '收件人', key: 'to', render: (_, r) => `${r.address.name} ${r.address.phone}` },
    {
      title: '快递',
      key: 'waybill',
      render: (_, r) => (r.waybillNo ? `${r.expressCompany} ${r.waybillNo}` : '—'),
    },
    { title: '申请时间', dataIndex: 'createdAt', width: 170 },
  ];

  return (
    <ConsolePage
      title="样书申请"
      description="审核教师的样书申请，通过后填写快递单号发货；驳回须写明原因，册数退回额度。"
    >
      <ReviewTable
        endpoint={adminYangshuEndpoints.requests}
        status={{
          values: YANGSHU_STATUSES,
          text: YANGSHU_STATUS_TEXT,
          color: STATUS_COLOR,
          queue: 'requested',
          at: 3,
        }}
        rowKey="id"
        columns={columns}
        emptyText="没有此状态的样书申请"
        open={open}
        onOpen={setOpen}
        actions={actions}
        detailTitle="样书申请"
        detail={(row) => (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="教师">{who(row)}</Descriptions.Item>
              <Descriptions.Item label="收件人">{`${row.address.name} ${row.address.phone}`}</Descriptions.Item>
              <Descriptions.Item label="收件地址">{addressLine(row.address)}</Descriptions.Item>
              <Descriptions.Item label="备注">{row.note || '无'}</Descriptions.Item>
              <Descriptions.Item label="状态">{row.statusText}</Descriptions.Item>
              {row.waybillNo ? (
                <Descriptions.Item label="快递">{`${row.expressCompany} ${row.waybillNo}`}</Descriptions.Item>
              ) : null}
              {row.rejectReason ? (
                <Descriptions.Item label="驳回原因">{row.rejectReason}</Descriptions.Item>
              ) : null}
              <Descriptions.Item label="申请时间">{row.createdAt}</Descriptions.Item>
            </Descriptions>
            <List
              header={`样书 共 ${row.totalCount} 册`}
              bordered
              size="small"
              dataSource={row.items}
              renderItem={(i) => (
                <List.Item>
                  <List.Item.Meta
                    avatar={
                      <img
                        src={i.cover}
                        alt={i.title}
                        width={40}
                        height={54}
                        style={{ objectFit: 'cover' }}
                      />
                    }
                    title={i.title}
                    description={`书号 ${i.bookNo}`}
                  />
                  ×{i.count}
                </List.Item>
              )}
            />
          </Space>
        )}
      />
      <ShipModal
        open={shipping !== null}
        title={shipping ? `发货给 ${shipping.address.name}` : '发货'}
        onClose={() => setShipping(null)}
        onSubmit={async (values) => {
          if (!shipping) return;
          await ship.mutateAsync({ id: shipping.id, ...values });
          void message.success('已发货');
          setOpen(null);
        }}
      />
      <ReasonModal
        open={rejecting !== null}
        title={rejecting ? `驳回 ${rejecting.nickname} 的样书申请` : '驳回'}
        maxLength={100}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await reject.mutateAsync({ id: rejecting.id, reason });
          void message.success('已驳回');
          setOpen(null);
        }}
      />
    </ConsolePage>
  );
}
