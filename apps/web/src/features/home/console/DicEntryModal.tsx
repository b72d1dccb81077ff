import { useEffect } from 'react';
import {
  Button,
  ColorPicker,
  DatePicker,
  Flex,
  Form,
  Image,
  Input,
  Modal,
  Select,
  Switch,
  message,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import {
  adminDictionaryEndpoints,
  SCHEDULE_TIME_FORMAT,
  type AdminDicEntry,
  type DicGroup,
} from '@jc/contract';
import { ConsoleUpload } from '@/console-kit';
import { useSaveDic } from './home-console-api';
import { fromPicker, GROUPS, SCHEDULED_GROUPS, toPicker } from './schedule';

interface Values {
  name: string;
  urlAddress: string;
  icon: string;
  desc: string;
  remark: string;
  enabled: boolean;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  selected: string;
  unselected: string;
}

const hex = (c: unknown) =>
  (typeof c === 'string' ? c : (c as { toHexString: () => string }).toHexString()).toUpperCase();

/** The form of one dictionary entry: what the group uses, the picture, the schedule. */
export function DicEntryModal({
  type,
  entry,
  open,
  onClose,
}: {
  type: DicGroup;
  entry: AdminDicEntry | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveDic();
  const group = GROUPS[type];
  const scheduled = SCHEDULED_GROUPS.includes(type);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const [selected = '#C8302A', unselected = '#5F6B7A'] = (entry?.urlAddress ?? '').split(',');
    form.setFieldsValue({
      name: entry?.name ?? '',
      urlAddress: entry?.urlAddress ?? '',
      icon: entry?.icon ?? '',
      desc: entry?.desc ?? (type === 'mainAd' ? 'daily' : ''),
      remark: entry?.remark ?? '',
      enabled: entry?.enabled ?? true,
      startsAt: toPicker(entry?.startsAt ?? ''),
      endsAt: toPicker(entry?.endsAt ?? ''),
      selected: type === 'subject' && entry ? selected : '#C8302A',
      unselected: type === 'subject' && entry ? unselected : '#5F6B7A',
    });
  }, [open, entry, form, type]);

  const submit = async (v: Values) => {
    await save.mutateAsync({
      ...(entry ? { id: entry.id } : {}),
      type,
      name: v.name,
      urlAddress: type === 'subject' ? `${hex(v.selected)},${hex(v.unselected)}` : (v.urlAddress ?? ''),
      icon: v.icon ?? '',
      desc: v.desc ?? '',
      remark: v.remark ?? '',
      enabled: v.enabled,
      startsAt: scheduled ? fromPicker(v.startsAt) : '',
      endsAt: scheduled ? fromPicker(v.endsAt) : '',
    });
    void message.success('保存成功');
    onClose();
  };

  return (
    <Modal
      title={entry ? `编辑${group.label}：${entry.name}` : `新增${group.label}`}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={save.isPending} onClick={() => form.submit()}>
          保存
        </Button>,
      ]}
    >
      <Form
        form={form}
        name="dic-entry"
        layout="vertical"
        onFinish={(v) => void submit(v).catch(() => undefined)}
      >
        <Form.Item
          name="name"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请输入名称' }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        {type === 'subject' ? (
          <Flex gap={24}>
            <Form.Item name="selected" label="选中颜色" getValueFromEvent={hex}>
              <ColorPicker showText format="hex" disabledAlpha />
            </Form.Item>
            <Form.Item name="unselected" label="未选中颜色" getValueFromEvent={hex}>
              <ColorPicker showText format="hex" disabledAlpha />
            </Form.Item>
          </Flex>
        ) : null}
        {group.picture ? (
          <Form.Item name="icon" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
            <IconField />
          </Form.Item>
        ) : null}
        {group.address ? (
          <Form.Item
            name="urlAddress"
            label="打开的地址"
            extra="应用内页面以 /pages/ 开头，如 /pages/shopping/index；外部网页写 https:// 地址。"
          >
            <Input maxLength={512} placeholder="/pages/…" />
          </Form.Item>
        ) : null}
        {type === 'mainAd' ? (
          <Form.Item name="desc" label="弹出频率" extra="首页只看第一条广告的频率。">
            <Select
              options={[
                { label: '每天一次', value: 'daily' },
                { label: '每次打开', value: 'everyTime' },
              ]}
            />
          </Form.Item>
        ) : null}
        {type === 'grade' ? (
          <Form.Item name="remark" label="备注" extra="写“电子样书”时，选这个年级后进入电子样书页。">
            <Input maxLength={64} />
          </Form.Item>
        ) : null}
        {scheduled ? (
          <Flex gap={16}>
            <Form.Item name="startsAt" label="开始时间（北京时间）" extra="不填：立即">
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={SCHEDULE_TIME_FORMAT}
                placeholder="立即"
                aria-label="开始时间"
              />
            </Form.Item>
            <Form.Item
              name="endsAt"
              label="结束时间（北京时间）"
              extra="不填：长期"
              dependencies={['startsAt']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, end: Dayjs | null) => {
                    const start = getFieldValue('startsAt') as Dayjs | null;
                    return end && start && !end.isAfter(start)
                      ? Promise.reject(new Error('结束时间须晚于开始时间'))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={SCHEDULE_TIME_FORMAT}
                placeholder="长期"
                aria-label="结束时间"
              />
            </Form.Item>
          </Flex>
        ) : null}
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The entry's picture, the form's `icon` value: a preview and an upload through the dictionary's call. */
function IconField({ value = '', onChange }: { value?: string; onChange?: (next: string) => void }) {
  return (
    <Flex gap={12} align="center">
      {value ? (
        <Image src={value} height={64} style={{ maxWidth: 200, objectFit: 'contain' }} alt="图片预览" />
      ) : null}
      <ConsoleUpload
        endpoint={adminDictionaryEndpoints.uploadIcon}
        accept="image/jpeg,image/png,image/webp,image/svg+xml"
        maxSizeMb={5}
        onUploaded={(file) => onChange?.(file.url)}
      >
        <Button icon={<UploadOutlined />}>{value ? '更换图片' : '上传图片'}</Button>
      </ConsoleUpload>
    </Flex>
  );
}
