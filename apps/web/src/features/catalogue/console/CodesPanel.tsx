import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { AdminBook, AdminCode } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';
import { ConsoleQueryView, confirmAction } from '@/console-kit';
import { cat, useCatalogueRefresh } from './catalogue-api';
import { PrintedCodesTable } from './PrintedCodesTable';

/** The book's QR and short codes and its lessons' scan codes, and the printable QR sheet. */
export function CodesPanel({ book }: { book: AdminBook }) {
  const query = useQuery(endpointQuery(cat.codes, { bookId: book.bookId }, { silent: true }));
  const refresh = useCatalogueRefresh();
  const [form] = Form.useForm<{ code: string }>();
  const [opening, setOpening] = useState(false);

  const openSheet = () => {
    // Opened before the answer arrives, so the browser does not treat it as an unasked pop-up.
    const tab = window.open('', '_blank');
    setOpening(true);
    api
      .download(cat.qrSheet, { bookId: book.bookId })
      .then(({ blob }) => {
        const url = URL.createObjectURL(new Blob([blob], { type: 'text/html;charset=utf-8' }));
        if (tab) tab.location.href = url;
        else window.location.href = url;
      })
      .catch(() => tab?.close())
      .finally(() => setOpening(false));
  };

  const columns: TableColumnsType<AdminCode> = [
    { title: '编码', dataIndex: 'code', width: 160 },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 90,
      render: (k: AdminCode['kind']) => (k === 'book' ? <Tag color="purple">图书码</Tag> : <Tag>课程码</Tag>),
    },
    { title: '课程', dataIndex: 'label' },
    {
      title: '二维码内容',
      dataIndex: 'url',
      render: (url: string) => <Typography.Text copyable>{url}</Typography.Text>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_v, c) => (
        <Button
          type="link"
          danger
          size="small"
          onClick={() =>
            void confirmAction({
              title: `删除编码 ${c.code}？`,
              content: '已印出的二维码将打不开。',
              okText: '删除',
              danger: true,
              onOk: () => api.call(cat.deleteCode, { codeId: c.codeId }).then(refresh),
            })
          }
        >
          删除
        </Button>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title="编码与二维码"
      extra={
        <Button type="primary" icon={<PrinterOutlined />} loading={opening} onClick={openSheet}>
          打印二维码
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Form
          form={form}
          name="code"
          layout="inline"
          onFinish={(v) =>
            api
              .call(cat.addCode, { bookId: book.bookId, code: v.code })
              .then(() => {
                form.resetFields();
                return refresh();
              })
              .catch(() => undefined)
          }
        >
          <Form.Item
            name="code"
            label="添加图书码"
            rules={[{ required: true, whitespace: true, message: '请输入编码' }]}
          >
            <Input placeholder={`如 bk${book.bookNo}`} maxLength={64} />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit">添加</Button>
          </Form.Item>
          <Typography.Text type="secondary">课程码在“课程与资源”里给课程填写。</Typography.Text>
        </Form>
        <ConsoleQueryView query={query} isEmpty={(d) => d.length === 0} empty="这本书还没有编码">
          {(codes) => (
            <Table<AdminCode>
              rowKey="codeId"
              size="small"
              columns={columns}
              dataSource={codes}
              pagination={false}
            />
          )}
        </ConsoleQueryView>
        <Typography.Title level={5}>各类二维码（扫码规则的每种类型）</Typography.Title>
        <PrintedCodesTable bookNo={book.bookNo} />
      </Space>
    </Card>
  );
}
