import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { isApiError } from '@/lib/api-client';

export interface ReasonModalProps {
  open: boolean;
  /** 驳回申请, 退款…: what is being refused. */
  title: string;
  /** The field's name, also in its required message (请填写驳回原因). */
  label?: string;
  placeholder?: string;
  okText?: string;
  maxLength?: number;
  onClose: () => void;
  /** Sends the refusal with its reason; the modal closes once it succeeds and stays open on a failure. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** A refusal that must say why: the reason is required (not blank), then sent by `onSubmit`. */
export function ReasonModal({
  open,
  title,
  label = '驳回原因',
  placeholder,
  okText = '确定',
  maxLength = 200,
  onClose,
  onSubmit,
}: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    // A refused validation shows its message under the field; nothing to send then.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      await onSubmit(values.reason.trim());
      form.resetFields();
      onClose();
    } catch (error) {
      // The API client has shown the server's reason; the operator may correct and send again.
      if (!isApiError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={label}
          rules={[{ required: true, whitespace: true, message: `请填写${label}` }]}
        >
          {/* The reason is the one thing to do here: the keyboard lands in it. */}
          <Input.TextArea
            autoFocus
            rows={4}
            maxLength={maxLength}
            showCount
            placeholder={placeholder ?? `请填写${label}`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
