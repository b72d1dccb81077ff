import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Image, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { adminContactEndpoints, type AdminKefuDesk, type AdminQiweiQr } from '@jc/contract';
import { ConsolePage, ConsoleQueryView, ConsoleTable, confirmAction } from '@/console-kit';
import { useDeleteQr, useKefuDesks } from './contact-console';
import { KefuDrawer } from './KefuDrawer';
import { QrDrawer } from './QrDrawer';

/** 客服二维码: the customer-service desks (getKefuQrcode) and the enterprise-contact sheets (getQiweiqrCode). */
export default function ContactPage() {
  const desks = useKefuDesks();
  const remove = useDeleteQr();
  const [qr, setQr] = useState<AdminQiweiQr | 'new' | null>(null);
  const [desk, setDesk] = useState<AdminKefuDesk | null>(null);

  const columns: TableColumnsType<AdminQiweiQr> = [
    {
      title: '二维码',
      dataIndex: 'path',
      width: 84,
      render: (src: string) => <Image src={src} width={48} height={48} alt="" />,
    },
    { title: '类型', dataIndex: 'type', width: 110, render: (t: string) => <Tag>{t}</Tag> },
    { title: '页面标题', dataIndex: 'pageTitle', ellipsis: true },
    { title: '二维码标题', dataIndex: 'qrTitle', ellipsis: true },
    { title: '可关闭', dataIndex: 'canClose', width: 80, render: (c: boolean) => (c ? '是' : '否') },
    { title: '使用中', dataIndex: 'usedBy', width: 80, align: 'right' },
    {
      title: '操作',
      width: 130,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" onClick={() => setQr(r)}>
            编辑
          </Button>
          <Button
            type="link"
            danger
            disabled={r.type === 'default' || r.usedBy > 0}
            onClick={() =>
              void confirmAction({
                title: `删除二维码“${r.pageTitle}”？`,
                danger: true,
                onOk: () => remove.mutateAsync(r.id),
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
      title="客服二维码"
      description="“我的”页客服咨询的客服台，以及图书、广告、视频解锁弹出的企业微信二维码。"
    >
      <Typography.Title level={5}>客服台</Typography.Title>
      <ConsoleQueryView query={desks}>
        {(list) => (
          <Flex gap={16} wrap style={{ marginBottom: 24 }}>
            {list.map((d) => (
              <Card
                key={d.type}
                size="small"
                title={d.title}
                style={{ width: 360 }}
                extra={
                  <Button type="link" onClick={() => setDesk(d)} aria-label={`编辑${d.title}`}>
                    编辑
                  </Button>
                }
              >
                <Flex gap={12}>
                  <Image src={d.qrPath} width={88} height={88} alt={`${d.title}二维码`} />
                  <Descriptions
                    size="small"
                    column={1}
                    items={[
                      { label: '电话', children: d.phone || '—' },
                      { label: '时间', children: d.workTime || '—' },
                      { label: '类型', children: d.type },
                    ]}
                  />
                </Flex>
              </Card>
            ))}
          </Flex>
        )}
      </ConsoleQueryView>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5}>企业微信二维码</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setQr('new')}>
          新增二维码
        </Button>
      </Flex>
      <ConsoleTable
        endpoint={adminContactEndpoints.qrList}
        rowKey="id"
        columns={columns}
        emptyText="还没有二维码"
      />
      <QrDrawer qr={qr === 'new' ? null : qr} open={qr !== null} onClose={() => setQr(null)} />
      <KefuDrawer desk={desk} onClose={() => setDesk(null)} />
    </ConsolePage>
  );
}
