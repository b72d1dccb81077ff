import { Form, Input, Modal, message } from 'antd';
import type { AdminOrder } from '@jc/contract';
import { useShipOrder } from '../api/shop-console';

/** 发货: the waybill number of a paid order; the pupil then sees it shipped. */
export function ShipModal({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const [form] = Form.useForm<{ waybillNo: string }>();
  const ship = useShipOrder();

  const submit = async () => {
    if (!order) return;
    const { waybillNo } = await form.validateFields();
    await ship.mutateAsync({ orderId: order.orderId, waybillNo: waybillNo.trim() });
    void message.success('已发货');
    onClose();
  };

  return (
    <Modal
      open={order !== null}
      title={order ? `发货：${order.orderNo}` : '发货'}
      okText="确认发货"
      cancelText="取消"
      confirmLoading={ship.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="ship" layout="vertical" preserve={false}>
        <Form.Item
          name="waybillNo"
          label="运单号"
          rules={[
            { required: true, whitespace: true, message: '请输入运单号' },
            { pattern: /^\s*[A-Za-z0-9-]{6,32}\s*$/, message: '运单号须为6到32位字母或数字' },
          ]}
        >
          <Input placeholder="如 SF1234567890" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
