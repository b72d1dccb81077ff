import { useEffect } from 'react';
import { Button, Drawer, Form, Input, Switch, message } from 'antd';
import type { AdminQiweiQr } from '@jc/contract';
import { useSaveQr, type SaveQrInput } from './contact-console';
import { PictureField } from './PictureField';

type Values = Omit<SaveQrInput, 'id'>;
const EMPTY: Partial<Values> = { qrTitle2: '', bottomText: '', canClose: true };

/** An enterprise-contact sheet's form: its type key, titles, QR picture and whether it can be closed. */
export function QrDrawer({
  qr,
  open,
  onClose,
}: {
  qr: AdminQiweiQr | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveQr();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(qr ?? EMPTY);
  }, [open, qr, form]);

  const submit = async (values: Values) => {
    await save.mutateAsync({ ...values, ...(qr ? { id: qr.id } : {}) });
    void message.success('保存成功');
    onClose();
  };

  return (
    <Drawer
      title={qr ? `编辑二维码：${qr.pageTitle}` : '新增企业微信二维码'}
      open={open}
      onClose={onClose}
      size={520}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          保存
        </Button>
      }
    >
      <Form form={form} name="qr" layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
        <Form.Item
          name="type"
          label="类型"
          extra="default 为找不到时的默认二维码，video 为视频解锁；其他类型按编号被广告或图书引用"
          rules={[
            { required: true, pattern: /^[A-Za-z0-9_]{1,30}$/, message: '类型须为1到30个字母、数字或下划线' },
          ]}
        >
          <Input disabled={qr?.type === 'default'} maxLength={30} />
        </Form.Item>
        <Form.Item
          name="pageTitle"
          label="页面标题"
          rules={[{ required: true, whitespace: true, message: '请填写页面标题' }]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item
          name="qrTitle"
          label="二维码标题"
          rules={[{ required: true, whitespace: true, message: '请填写二维码标题' }]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="qrTitle2" label="副标题">
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="path" label="二维码图片" rules={[{ required: true, message: '请上传二维码图片' }]}>
          <PictureField />
        </Form.Item>
        <Form.Item name="bottomText" label="底部文字">
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="canClose" label="可关闭" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
