import { useState } from 'react';
import { Form, Input, Modal } from 'antd';

export interface ShipValues {
  expressCompany: string;
  waybillNo: string;
}

/** 发货: the carrier and the waybill number, checked as the server does; stays open on a refusal. */
export function ShipModal({
  open,
  title,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (values: ShipValues) => Promise<unknown>;
}) {
  const [form] = Form.useForm<ShipValues>();
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSending(true);
    try {
      await onSubmit({ expressCompany: values.expressCompany.trim(), waybillNo: values.waybillNo.trim() });
      onClose();
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText="确认发货"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="expressCompany"
          label="快递公司"
          rules={[
            { required: true, whitespace: true, message: '请填写快递公司' },
            { min: 2, max: 20, message: '快递公司须为2至20个字' },
          ]}
        >
          <Input placeholder="如 顺丰速运" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="waybillNo"
          label="快递单号"
          rules={[
            { required: true, whitespace: true, message: '请填写快递单号' },
            { pattern: /^\s*[A-Za-z0-9]{6,30}\s*$/, message: '快递单号须为6至30位字母或数字' },
          ]}
        >
          <Input placeholder="6至30位字母或数字" maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
