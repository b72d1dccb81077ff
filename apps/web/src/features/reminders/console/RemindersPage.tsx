import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Table, message, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { MsgTemplate } from '@jc/contract';
import { ConsolePage, ConsoleQueryView } from '@/console-kit';
import { useSaveTemplate, useTemplates, type SaveTemplateInput } from './reminders-console';

/** 提醒模板: what a pupil can be reminded of (remindmsg/getMsgTemplate): title, text, page opened. */
export default function RemindersPage() {
  const templates = useTemplates();
  const [editing, setEditing] = useState<MsgTemplate | 'new' | null>(null);
  const columns: TableColumnsType<MsgTemplate> = [
    { title: '标题', dataIndex: 'title', width: 160 },
    { title: '提醒内容', dataIndex: 'content', ellipsis: true },
    { title: '打开的页面', dataIndex: 'path', width: 260 },
    {
      title: '操作',
      width: 80,
      render: (_, t) => (
        <Button type="link" onClick={() => setEditing(t)}>
          编辑
        </Button>
      ),
    },
  ];
  return (
    <ConsolePage
      title="提醒模板"
      description="学生设置学习提醒时可选的模板；通知的文字与点击后打开的页面。"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增模板
        </Button>
      }
    >
      <ConsoleQueryView query={templates} isEmpty={(l) => l.length === 0} empty="还没有提醒模板">
        {(list) => <Table rowKey="id" columns={columns} dataSource={list} pagination={false} size="middle" />}
      </ConsoleQueryView>
      <TemplateModal
        template={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </ConsolePage>
  );
}

function TemplateModal({
  template,
  open,
  onClose,
}: {
  template: MsgTemplate | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SaveTemplateInput>();
  const save = useSaveTemplate();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (template) form.setFieldsValue(template);
  }, [open, template, form]);
  const submit = async (v: SaveTemplateInput) => {
    await save.mutateAsync({ ...v, ...(template ? { id: template.id } : {}) });
    void message.success('模板已保存');
    onClose();
  };
  return (
    <Modal
      title={template ? `编辑模板：${template.title}` : '新增提醒模板'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        name="template"
        layout="vertical"
        onFinish={(v) => void submit(v).catch(() => undefined)}
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label="提醒内容"
          rules={[{ required: true, whitespace: true, message: '请填写提醒内容' }]}
        >
          <Input.TextArea rows={3} maxLength={60} showCount />
        </Form.Item>
        <Form.Item
          name="path"
          label="打开的页面"
          rules={[
            {
              required: true,
              pattern: /^\/pages\/[\w/]+(\?[\w=&%-]*)?$/,
              message: '打开的页面须为 /pages/ 开头的应用页面',
            },
          ]}
        >
          <Input placeholder="/pages/clock/index" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
