import { useEffect } from 'react';
import { Button, Drawer, Form, Input, message } from 'antd';
import type { AdminKefuDesk } from '@jc/contract';
import { useSaveKefu, type SaveKefuInput } from './contact-console';
import { PictureField } from './PictureField';

/** A customer-service desk's form: name, QR picture, phone, working hours and tips. */
export function KefuDrawer({ desk, onClose }: { desk: AdminKefuDesk | null; onClose: () => void }) {
  const [form] = Form.useForm<SaveKefuInput>();
  const save = useSaveKefu();

  useEffect(() => {
    if (!desk) return;
    form.resetFields();
    form.setFieldsValue(desk as SaveKefuInput);
  }, [desk, form]);

  const submit = async (values: SaveKefuInput) => {
    await save.mutateAsync({ ...values, type: desk!.type as SaveKefuInput['type'] });
    void message.success('保存成功');
    onClose();
  };

  return (
    <Drawer
      title={desk ? `编辑客服：${desk.title}` : ''}
      open={desk !== null}
      onClose={onClose}
      size={520}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          保存
        </Button>
      }
    >
      <Form form={form} name="kefu" layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
        <Form.Item
          name="title"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请填写名称' }]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="qrPath" label="二维码图片" rules={[{ required: true, message: '请上传二维码图片' }]}>
          <PictureField />
        </Form.Item>
        <Form.Item name="qrTitle" label="二维码说明">
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item
          name="phone"
          label="电话"
          rules={[{ pattern: /^[\d-]{0,20}$/, message: '电话只能包含数字和-' }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="workTime" label="工作时间">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="tips" label="提示">
          <Input.TextArea rows={3} maxLength={150} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
