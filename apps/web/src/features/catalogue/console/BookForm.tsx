import { useState } from 'react';
import {
  Button,
  Checkbox,
  Col,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import type { AdminBook, AdminSaveBookInput } from '@jc/contract';
import { api } from '@/lib/api-client';
import { ConsoleUpload } from '@/console-kit';
import { cat, useDicOptions } from './catalogue-api';

/** The book page's buttons (`s-视频,t-音频,d-下载,kf-客服`), in that order. */
const BUTTONS = [
  { label: '视频', value: 's-视频' },
  { label: '音频', value: 't-音频' },
  { label: '下载', value: 'd-下载' },
  { label: '客服', value: 'kf-客服' },
];

interface Values extends Omit<AdminSaveBookInput, 'buttons'> {
  buttons: string[];
}

const toValues = (b: AdminBook | undefined): Partial<Values> =>
  b
    ? {
        bookNo: b.bookNo,
        title: b.title,
        subTitle: b.subTitle,
        cover: b.cover,
        subjectId: b.subjectId,
        gradeId: b.gradeId,
        cebieId: b.cebieId,
        bookarea: b.bookarea,
        buttons: b.buttons ? b.buttons.split(',') : [],
        txm: b.txm,
        friendIsVideo: b.friendIsVideo,
        friendPercent: b.friendPercent,
        friendQrId: b.friendQrId,
        sort: b.sort,
        enabled: b.enabled,
      }
    : { buttons: ['s-视频', 't-音频'], enabled: true, friendPercent: 0, friendIsVideo: false, sort: 0 };

export interface BookFormProps {
  /** The book being edited; none for a new one. */
  book?: AdminBook;
  onSaved: (book: AdminBook) => void;
  onCancel?: () => void;
}

/** Every bkInfo field of a book, the cover uploaded through the catalogue's upload call. */
export function BookForm({ book, onSaved, onCancel }: BookFormProps) {
  const [form] = Form.useForm<Values>();
  const dic = useDicOptions();
  const [saving, setSaving] = useState(false);
  const cover = Form.useWatch('cover', form);

  const save = (values: Values) => {
    setSaving(true);
    const order = BUTTONS.map((b) => b.value);
    const buttons = [...values.buttons].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(',');
    api
      .call(cat.saveBook, {
        ...values,
        bookId: book?.bookId,
        buttons,
        txm: values.txm ?? '',
        subTitle: values.subTitle ?? '',
        bookarea: values.bookarea ?? '',
        cover: values.cover ?? '',
        friendQrId: values.friendQrId ?? null,
      })
      .then(onSaved)
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  return (
    <Form<Values>
      form={form}
      name="book"
      layout="vertical"
      initialValues={toValues(book)}
      onFinish={save}
      aria-label="图书信息"
      style={{ maxWidth: 860 }}
    >
      <Row gutter={24}>
        <Col span={16}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="bookNo" label="书号" rules={[{ required: true, message: '请输入书号' }]}>
                <Input placeholder="如 927" maxLength={20} />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item name="title" label="书名" rules={[{ required: true, message: '请输入书名' }]}>
                <Input placeholder="如 语文 三年级上册" maxLength={60} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="subTitle" label="副标题">
            <Input maxLength={60} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="subjectId" label="学科" rules={[{ required: true, message: '请选择学科' }]}>
                <Select options={dic.subject} placeholder="请选择" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="gradeId" label="年级" rules={[{ required: true, message: '请选择年级' }]}>
                <Select options={dic.grade} placeholder="请选择" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="cebieId" label="册别" rules={[{ required: true, message: '请选择册别' }]}>
                <Select options={dic.cebie} placeholder="请选择" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="bookarea" label="版本">
                <Input placeholder="如 部编版" maxLength={40} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="txm" label="条形码" extra="封底的13位 EAN-13，可不填">
                <Input maxLength={13} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="buttons" label="书页按钮">
            <Checkbox.Group options={BUTTONS} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="friendIsVideo" label="视频加好友提示" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="friendPercent" label="提示进度（%）">
                <InputNumber min={0} max={100} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="friendQrId" label="客服二维码编号">
                <InputNumber min={1} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="sort" label="排序">
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="enabled" label="上架" valuePropName="checked">
            <Switch checkedChildren="上架" unCheckedChildren="下架" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="cover" label="封面" extra="JPG、PNG 或 WebP，竖版">
            <Input placeholder="/uploads/… 或 /media/…" />
          </Form.Item>
          <Space direction="vertical">
            {cover ? (
              <Image src={cover} width={150} alt="封面预览" />
            ) : (
              <div
                style={{
                  width: 150,
                  height: 200,
                  background: '#fff',
                  border: '1px dashed #d9d9d9',
                  display: 'grid',
                  placeItems: 'center',
                  color: '#999',
                }}
              >
                暂无封面
              </div>
            )}
            <ConsoleUpload
              endpoint={cat.upload}
              input={{ kind: 'image' }}
              accept="image/jpeg,image/png,image/webp"
              maxSizeMb={5}
              onUploaded={(up) => form.setFieldValue('cover', up.url)}
            >
              <Button>上传封面</Button>
            </ConsoleUpload>
          </Space>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
      </Space>
    </Form>
  );
}

/** A new book, in a dialog. */
export function BookFormModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (book: AdminBook) => void;
}) {
  return (
    <Modal open={open} title="新建图书" footer={null} onCancel={onClose} width={920} destroyOnHidden>
      <BookForm onSaved={onSaved} onCancel={onClose} />
    </Modal>
  );
}
