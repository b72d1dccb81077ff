import { useState, type ReactNode } from 'react';
import { Button, Flex, Form, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ConsoleQueryView, type ConsoleQueryLike } from './ConsoleQueryView';
import { confirmAction } from './confirm-action';
import { isApiError } from '@/lib/api-client';

interface Named {
  id: number;
  name: string;
}

export interface CategoryTableProps<T extends Named, V extends object> {
  /** The whole list (categories are a handful, not paged). */
  query: ConsoleQueryLike<T[]>;
  /** 分类, 类别, 类型: in the buttons, the dialog's title and the messages. */
  noun: string;
  maxLength: number;
  /** Columns after the name. */
  columns?: TableColumnsType<T>;
  /** Fields of the dialog after the name (Form.Items). */
  fields?: ReactNode;
  /** The dialog's starting values for a row (its extra fields), or for a new one when row is null. */
  initial?: (row: T | null) => Partial<V>;
  /** Creates (no id) or updates; the dialog closes once it succeeds and stays open on a failure. */
  onSave: (values: V & { id?: number; name: string }) => Promise<unknown>;
  /** Deletes a row after a confirmation; without it there is no 删除. */
  onDelete?: (row: T) => Promise<unknown>;
}

/**
 * A list of named categories edited in place: the table (name and the given columns) with 编辑 and
 * 删除 on each row, 新增 above it, and one dialog for both (the name is required and not blank).
 */
export function CategoryTable<T extends Named, V extends object = object>({
  query,
  noun,
  maxLength,
  columns = [],
  fields,
  initial,
  onSave,
  onDelete,
}: CategoryTableProps<T, V>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [form] = Form.useForm<V & { name: string }>();
  const [sending, setSending] = useState(false);
  const row = editing === 'new' ? null : editing;

  const submit = async () => {
    // A refused validation shows its messages under the fields; nothing to send then.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      await onSave({ ...values, name: values.name.trim(), ...(row ? { id: row.id } : {}) });
      setEditing(null);
    } catch (error) {
      // The API client has shown the server's reason; the dialog stays open. Anything else is a bug.
      if (!isApiError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增{noun}
        </Button>
      </div>
      <ConsoleQueryView query={query} isEmpty={(d) => d.length === 0} empty={`还没有${noun}`}>
        {(rows) => (
          <Table<T>
            rowKey="id"
            dataSource={rows}
            pagination={false}
            columns={[
              { title: `${noun}名称`, dataIndex: 'name' },
              ...columns,
              {
                title: '操作',
                key: 'actions',
                width: 160,
                render: (_, r) => (
                  <Space>
                    <Button type="link" size="small" onClick={() => setEditing(r)}>
                      编辑
                    </Button>
                    {onDelete ? (
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() =>
                          void confirmAction({
                            title: `删除${noun}「${r.name}」？`,
                            okText: '删除',
                            danger: true,
                            onOk: () => onDelete(r),
                          })
                        }
                      >
                        删除
                      </Button>
                    ) : null}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </ConsoleQueryView>
      <Modal
        open={editing !== null}
        title={row ? `编辑${noun}` : `新增${noun}`}
        okText="保存"
        cancelText="取消"
        confirmLoading={sending}
        onOk={() => void submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ ...initial?.(row), name: row?.name ?? '' }}
        >
          <Form.Item
            name="name"
            label={`${noun}名称`}
            rules={[{ required: true, whitespace: true, message: `请填写${noun}名称` }]}
          >
            <Input maxLength={maxLength} showCount />
          </Form.Item>
          {fields}
        </Form>
      </Modal>
    </Flex>
  );
}
