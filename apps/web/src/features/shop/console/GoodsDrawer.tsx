import { useEffect } from 'react';
import { Button, Drawer, Flex, Form, Image, Input, InputNumber, Select, Switch, message } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { adminShopEndpoints, type GoodsCategory, type GoodsInfo } from '@jc/contract';
import { ConsoleUpload } from '@/console-kit';
import { useSaveGoods } from '../api/shop-console';
import styles from './shop-console.module.css';

interface Values {
  name: string;
  categoryId: number;
  points: number;
  stock: number;
  limitPerUser: number;
  onShelf: boolean;
  description: string;
  pictures: string[];
}

const EMPTY: Partial<Values> = { limitPerUser: 0, onShelf: true, description: '', pictures: [] };

/** The good's form: pictures through the shop's upload call, price, stock, limit, shelf. */
export function GoodsDrawer({
  goods,
  open,
  categories,
  onClose,
}: {
  goods: GoodsInfo | null;
  open: boolean;
  categories: GoodsCategory[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveGoods();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(goods ? { ...goods } : EMPTY);
  }, [open, goods, form]);

  const submit = async (values: Values) => {
    await save.mutateAsync({ ...values, ...(goods ? { goodsId: goods.goodsId } : {}) });
    void message.success('保存成功');
    onClose();
  };

  return (
    <Drawer
      title={goods ? `编辑商品：${goods.name}` : '新增商品'}
      open={open}
      onClose={onClose}
      size={560}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          保存
        </Button>
      }
    >
      <Form
        form={form}
        name="goods"
        layout="vertical"
        onFinish={(v) => void submit(v).catch(() => undefined)}
      >
        <Form.Item
          name="pictures"
          label="商品图片"
          rules={[{ required: true, type: 'array', min: 1, message: '请上传至少一张商品图片' }]}
        >
          <PicturesField />
        </Form.Item>
        <Form.Item
          name="name"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请输入商品名称' }]}
        >
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Select
            options={categories.map((c) => ({ label: c.name, value: c.id }))}
            placeholder="请选择分类"
          />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="points" label="积分价格" rules={[{ required: true, message: '请输入积分价格' }]}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="stock" label="库存" rules={[{ required: true, message: '请输入库存' }]}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="limitPerUser" label="每人限兑（0 为不限）">
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </Flex>
        <Form.Item name="onShelf" label="上架" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/**
 * The good's pictures, the form's `pictures` value: thumbnails to remove and an upload through the shop's
 * picture call. A component of its own so the form item gives it value and onChange (a plain wrapper
 * would take the file input's change event, bubbling up, as the value).
 */
function PicturesField({ value = [], onChange }: { value?: string[]; onChange?: (next: string[]) => void }) {
  return (
    <Flex wrap gap={8} align="center">
      {value.map((src, i) => (
        <div key={src} className={styles.picture}>
          <Image src={src} width={88} height={88} alt={`商品图片${i + 1}`} />
          <Button
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={`删除图片${i + 1}`}
            className={styles.remove}
            onClick={() => onChange?.(value.filter((p) => p !== src))}
          />
        </div>
      ))}
      {value.length < 9 ? (
        <ConsoleUpload
          endpoint={adminShopEndpoints.uploadPicture}
          accept="image/jpeg,image/png,image/webp"
          maxSizeMb={10}
          onUploaded={(file) => onChange?.([...value, file.url])}
        >
          <Button icon={<PlusOutlined />}>上传图片</Button>
        </ConsoleUpload>
      ) : null}
    </Flex>
  );
}
