import { Button, Form, Input, InputNumber, Modal, Space, Table, Typography } from 'antd';
import type { AdminEbookArea } from '@jc/contract';
import { api } from '@/lib/api-client';
import { ConsoleQueryView, confirmAction } from '@/console-kit';
import { eb, useAreas, useEbooksRefresh } from './ebooks-api';

/** The e-book areas (editions): add, rename, order, delete an empty one. */
export function AreasModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const query = useAreas();
  const refresh = useEbooksRefresh();
  const [form] = Form.useForm<{ name: string; sort: number }>();

  const rename = (a: AdminEbookArea, name: string) => {
    if (name.trim() === '' || name === a.name) return;
    void api
      .call(eb.saveEbookArea, { areaId: a.areaId, name, sort: a.sort })
      .then(refresh)
      .catch(() => undefined);
  };

  return (
    <Modal open={open} title="电子书版本" footer={null} onCancel={onClose} width={620} destroyOnHidden>
      <Form
        form={form}
        name="area"
        layout="inline"
        initialValues={{ sort: 0 }}
        style={{ marginBottom: 12 }}
        onFinish={(v) =>
          api
            .call(eb.saveEbookArea, { name: v.name, sort: v.sort })
            .then(() => {
              form.resetFields();
              return refresh();
            })
            .catch(() => undefined)
        }
      >
        <Form.Item
          name="name"
          label="新版本"
          rules={[{ required: true, whitespace: true, message: '请输入版本名称' }]}
        >
          <Input maxLength={60} placeholder="如 人教版" />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber style={{ width: 80 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" type="primary">
            添加
          </Button>
        </Form.Item>
      </Form>
      <ConsoleQueryView query={query} isEmpty={(d) => d.length === 0} empty="还没有版本">
        {(areas) => (
          <Table<AdminEbookArea>
            rowKey="areaId"
            size="small"
            pagination={false}
            dataSource={areas}
            columns={[
              {
                title: '名称（点击修改）',
                dataIndex: 'name',
                render: (name: string, a) => (
                  <Typography.Text
                    editable={{ onChange: (v) => rename(a, v), triggerType: ['text', 'icon'] }}
                  >
                    {name}
                  </Typography.Text>
                ),
              },
              { title: '排序', dataIndex: 'sort', width: 70 },
              { title: '电子书', dataIndex: 'ebooks', width: 80 },
              {
                title: '操作',
                key: 'actions',
                width: 80,
                render: (_v, a) => (
                  <Space>
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() =>
                        void confirmAction({
                          title: `删除版本“${a.name}”？`,
                          okText: '删除',
                          danger: true,
                          onOk: () => api.call(eb.deleteEbookArea, { areaId: a.areaId }).then(refresh),
                        })
                      }
                    >
                      删除
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </ConsoleQueryView>
    </Modal>
  );
}
