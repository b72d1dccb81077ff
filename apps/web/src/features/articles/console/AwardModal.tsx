import { useState } from 'react';
import { Form, InputNumber, Modal, Select } from 'antd';
import {
  AWARD_LEVELS,
  AWARD_LEVEL_TEXT,
  AWARD_POINTS_DEFAULT,
  AWARD_POINTS_MAX,
  type AwardLevel,
} from '@jc/contract';

export interface AwardValues {
  level: AwardLevel;
  points: number;
}

/** 评奖: the level (its usual points filled in) and the points; stays open on a refusal. */
export function AwardModal({
  open,
  title,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (values: AwardValues) => Promise<unknown>;
}) {
  const [form] = Form.useForm<AwardValues>();
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSending(true);
    try {
      await onSubmit(values);
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
      okText="评奖"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onValuesChange={(changed: Partial<AwardValues>) => {
          if (changed.level) form.setFieldValue('points', AWARD_POINTS_DEFAULT[changed.level]);
        }}
      >
        <Form.Item name="level" label="奖项" rules={[{ required: true, message: '请选择奖项' }]}>
          <Select
            placeholder="请选择奖项"
            options={AWARD_LEVELS.map((l) => ({ value: l, label: AWARD_LEVEL_TEXT[l] }))}
          />
        </Form.Item>
        <Form.Item
          name="points"
          label={`奖励积分（0–${AWARD_POINTS_MAX}）`}
          rules={[{ required: true, message: '请填写积分' }]}
        >
          <InputNumber min={0} max={AWARD_POINTS_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
