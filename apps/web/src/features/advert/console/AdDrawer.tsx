import { useEffect } from 'react';
import {
  Button,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  message,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { adminAdvertEndpoints, type AdminPageAd, type AdPage } from '@jc/contract';
import { ConsoleUpload } from '@/console-kit';
import { useDicData } from '@/lib/dictionary';
import { MINUTE, toSaveInput, type AdFormValues } from './ad-form';
import { PAGE_TEXT, SLOT_TEXT, useQrOptions, useSaveAd, type SaveAdInput } from './advert-console';

type Values = AdFormValues;

const EMPTY: Partial<Values> = {
  page: 'home',
  slot: 'popup',
  subjectId: null,
  urlAddress: '',
  desc: 'daily',
  qrId: null,
  sort: 0,
  enabled: true,
  startsAt: null,
  endsAt: null,
};

function initial(a: AdminPageAd | null): Partial<Values> {
  if (!a) return EMPTY;
  return {
    ...a,
    page: a.page as AdPage,
    desc: a.desc as SaveAdInput['desc'],
    startsAt: a.startsAt ? dayjs(a.startsAt, MINUTE) : null,
    endsAt: a.endsAt ? dayjs(a.endsAt, MINUTE) : null,
  };
}

/** An ad's form: where it shows (page, slot, subject), its picture and target, frequency and schedule. */
export function AdDrawer({
  ad,
  open,
  onClose,
}: {
  ad: AdminPageAd | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveAd();
  const subjects = useDicData('subject');
  const qrOptions = useQrOptions();
  const page = Form.useWatch('page', form);
  const slot = Form.useWatch('slot', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial(ad));
  }, [open, ad, form]);

  const submit = async (values: Values) => {
    await save.mutateAsync(toSaveInput(values, ad?.id));
    void message.success('保存成功');
    onClose();
  };

  const slots = page === 'home' ? ['popup'] : Object.keys(SLOT_TEXT);
  return (
    <Drawer
      title={ad ? `编辑广告：${ad.name}` : '新增广告'}
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
      <Form form={form} name="ad" layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
        <Flex gap={16}>
          <Form.Item name="page" label="页面" rules={[{ required: true, message: '请选择页面' }]}>
            <Select
              style={{ width: 140 }}
              options={Object.entries(PAGE_TEXT).map(([value, label]) => ({ label, value }))}
              onChange={(p: string) => {
                if (p === 'home') form.setFieldValue('slot', 'popup');
              }}
            />
          </Form.Item>
          <Form.Item name="slot" label="位置" rules={[{ required: true, message: '请选择位置' }]}>
            <Select style={{ width: 140 }} options={slots.map((s) => ({ label: SLOT_TEXT[s], value: s }))} />
          </Form.Item>
          <Form.Item name="subjectId" label="学科">
            <Select
              style={{ width: 140 }}
              options={[
                { label: '全部学科', value: null },
                ...(subjects.data?.dicList ?? []).map((s) => ({ label: s.name, value: s.id })),
              ]}
            />
          </Form.Item>
        </Flex>
        <Form.Item
          name="name"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请填写广告名称' }]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="icon" label="图片" rules={[{ required: true, message: '请上传广告图片' }]}>
          <PictureField />
        </Form.Item>
        <Form.Item
          name="urlAddress"
          label="跳转地址"
          extra="应用内页面，如 /pages/clock/index；留空则点击只关闭"
        >
          <Input maxLength={300} />
        </Form.Item>
        {slot === 'popup' ? (
          <Form.Item name="desc" label="弹出频率">
            <Radio.Group
              options={[
                { label: '每天一次', value: 'daily' },
                { label: '每次进入', value: 'everyTime' },
              ]}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="qrId" label="客服二维码" extra="点击广告时打开的企业微信二维码（可不选）">
          <Select allowClear options={qrOptions} placeholder="不打开二维码" />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="startsAt" label="开始时间（北京时间）" extra="不填则立即开始">
            <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} aria-label="开始时间" />
          </Form.Item>
          <Form.Item
            name="endsAt"
            label="结束时间（北京时间）"
            extra="不填则一直展示"
            dependencies={['startsAt']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, v: Dayjs | null) => {
                  const s = getFieldValue('startsAt') as Dayjs | null;
                  return !v || !s || v.isAfter(s)
                    ? Promise.resolve()
                    : Promise.reject(new Error('结束时间须晚于开始时间'));
                },
              }),
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} aria-label="结束时间" />
          </Form.Item>
        </Flex>
        <Flex gap={16}>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
      </Form>
    </Drawer>
  );
}

/** The picture, the form's `icon` value: a preview and an upload through the advert call. */
function PictureField({ value, onChange }: { value?: string; onChange?: (next: string) => void }) {
  return (
    <Flex gap={12} align="center">
      {value ? (
        <Image src={value} width={88} height={88} alt="广告图片" style={{ objectFit: 'contain' }} />
      ) : null}
      <ConsoleUpload
        endpoint={adminAdvertEndpoints.uploadPicture}
        accept="image/jpeg,image/png,image/webp"
        maxSizeMb={10}
        onUploaded={(file) => onChange?.(file.url)}
      >
        <Button>{value ? '更换图片' : '上传图片'}</Button>
      </ConsoleUpload>
    </Flex>
  );
}
