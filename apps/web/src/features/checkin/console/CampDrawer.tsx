import { useEffect } from 'react';
import {
  Button,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  message,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { adminCheckinEndpoints, type AdminCamp, type CampKind } from '@jc/contract';
import { PictureField } from '@/console-kit';
import { useGradeOptions, useSaveCamp } from '../api/camps-console';

interface Values {
  title: string;
  kind: CampKind;
  dates: [Dayjs, Dayjs];
  gradeIds: number[];
  cover: string;
  intro: string;
  version: string;
  pointsPerCheckin: number;
  prizeDays: number;
  prizeText: string;
  rules: string;
  servicePhone: string;
  serviceQr: string;
  enabled: boolean;
}

const DAY = 'YYYY-MM-DD';

function initial(c: AdminCamp | null): Partial<Values> {
  if (!c) return { kind: 'reading', gradeIds: [], pointsPerCheckin: 5, prizeDays: 0, enabled: true };
  return { ...c, dates: [dayjs(c.startDate, DAY), dayjs(c.endDate, DAY)] };
}

/** A camp's form: name, kind, dates, grades, points, prize, rules, customer service, on or off. */
export function CampDrawer({
  camp,
  open,
  onClose,
}: {
  camp: AdminCamp | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const grades = useGradeOptions();
  const save = useSaveCamp();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial(camp));
  }, [open, camp, form]);

  const submit = async ({ dates, gradeIds, enabled, ...rest }: Values) => {
    await save.mutateAsync({
      ...rest,
      ...(camp ? { dakaId: camp.dakaId } : {}),
      startDate: dates[0].format(DAY),
      endDate: dates[1].format(DAY),
      gradeIds: gradeIds.join(','),
      enabled: enabled ? '1' : '0',
    });
    void message.success('保存成功');
    onClose();
  };

  return (
    <Drawer
      title={camp ? `编辑打卡营：${camp.title}` : '新建打卡营'}
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
      <Form form={form} name="camp" layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
        <Form.Item
          name="title"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请输入打卡营名称' }]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="kind" label="类型">
          <Radio.Group
            options={[
              { label: '阅读', value: 'reading' },
              { label: '学习', value: 'study' },
            ]}
          />
        </Form.Item>
        <Form.Item name="dates" label="日期" rules={[{ required: true, message: '请选择开始和结束日期' }]}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="gradeIds" label="年级（不选为全部年级）">
          <Select mode="multiple" allowClear options={grades.data ?? []} placeholder="全部年级" />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="pointsPerCheckin" label="每次打卡积分">
            <InputNumber min={0} max={1000} precision={0} />
          </Form.Item>
          <Form.Item name="prizeDays" label="满多少天领奖（0 为无奖品）">
            <InputNumber min={0} max={366} precision={0} />
          </Form.Item>
        </Flex>
        <Form.Item name="prizeText" label="奖品说明">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="cover" label="封面图片">
          <PictureField endpoint={adminCheckinEndpoints.uploadPicture} label="封面" />
        </Form.Item>
        <Form.Item name="intro" label="简介">
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="rules" label="规则">
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="version" label="教材版本">
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="servicePhone" label="客服电话">
            <Input maxLength={20} />
          </Form.Item>
        </Flex>
        <Form.Item name="serviceQr" label="客服二维码地址">
          <Input />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
