import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Radio, Table, Tag, Typography, message } from 'antd';
import type { AdminUserDetail, LedgerEntry } from '@jc/contract';
import { userKeys, usersApi, usersQueries } from '../api/users';

interface AdjustForm {
  kind: 'grant' | 'deduct';
  points: number;
  reason: string;
}

/** A user's ledger (newest first, paged on the server) and a manual grant or deduction with its reason. */
export function PointsPanel({ user, onChanged }: { user: AdminUserDetail; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const ledger = useQuery(usersQueries.ledger(user.id, pageNum));
  const [form] = Form.useForm<AdjustForm>();
  const [sending, setSending] = useState(false);

  const submit = async (v: AdjustForm) => {
    setSending(true);
    try {
      await usersApi.adjust(user.id, v.kind === 'grant' ? v.points : -v.points, v.reason.trim());
      form.resetFields();
      setPageNum(1);
      await queryClient.invalidateQueries({ queryKey: userKeys.ledger });
      await queryClient.invalidateQueries({ queryKey: userKeys.list });
      onChanged();
      void message.success(v.kind === 'grant' ? '积分已发放' : '积分已扣除');
    } catch {
      // The API client has shown the server's reason (a deduction larger than the balance).
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Typography.Paragraph>
        当前余额 <Typography.Text strong>{ledger.data?.balance ?? user.points}</Typography.Text> 积分
      </Typography.Paragraph>
      {user.cancelled ? null : (
        <Form<AdjustForm>
          form={form}
          // Its own name prefixes the fields' ids (adjust_reason), so the 停用原因 modal's 'reason' stays unique.
          name="adjust"
          layout="inline"
          initialValues={{ kind: 'grant' }}
          onFinish={(v) => void submit(v)}
          aria-label="调整积分"
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item name="kind">
            <Radio.Group
              optionType="button"
              options={[
                { label: '发放', value: 'grant' },
                { label: '扣除', value: 'deduct' },
              ]}
            />
          </Form.Item>
          <Form.Item name="points" rules={[{ required: true, message: '请填写积分数量' }]}>
            <InputNumber min={1} max={100000} precision={0} placeholder="积分数量" aria-label="积分数量" />
          </Form.Item>
          <Form.Item
            name="reason"
            rules={[
              { required: true, whitespace: true, message: '请填写调整原因' },
              { min: 2, message: '调整原因至少2个字' },
            ]}
          >
            <Input
              maxLength={200}
              placeholder="调整原因（必填）"
              aria-label="调整原因"
              style={{ width: 220 }}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={sending}>
              提交
            </Button>
          </Form.Item>
        </Form>
      )}
      <Table<LedgerEntry>
        size="small"
        rowKey="id"
        aria-label="积分明细"
        loading={ledger.isFetching}
        dataSource={ledger.data?.list ?? []}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 170 },
          { title: '类型', dataIndex: 'reasonText', render: (t: string) => <Tag>{t}</Tag> },
          {
            title: '变动',
            dataIndex: 'delta',
            align: 'right',
            render: (d: number) => (
              <Typography.Text type={d < 0 ? 'danger' : 'success'}>{d > 0 ? `+${d}` : d}</Typography.Text>
            ),
          },
          { title: '余额', dataIndex: 'balanceAfter', align: 'right' },
        ]}
        pagination={{
          current: pageNum,
          pageSize: 10,
          total: ledger.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: setPageNum,
        }}
        locale={{ emptyText: '暂无积分记录' }}
      />
    </>
  );
}
