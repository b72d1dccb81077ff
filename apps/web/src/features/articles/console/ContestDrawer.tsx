import { useEffect } from 'react';
import { Button, DatePicker, Drawer, Form, Input, InputNumber, Select, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { adminArticleEndpoints, type ArticleContest } from '@jc/contract';
import { PictureField } from '@/console-kit';
import { useArticleCategories, useSaveContest } from '../api/contests-console';
import { shanghaiMinute } from '../lib/contest-window';

interface Values {
  title: string;
  rules: string;
  cover: string;
  month: Dayjs;
  categoryIds: number[];
  window: [Dayjs, Dayjs];
  maxPerUser: number;
}

const MINUTE = 'YYYY-MM-DD HH:mm';

function initial(c: ArticleContest | null): Partial<Values> {
  if (!c) return { maxPerUser: 1, categoryIds: [], cover: '' };
  return {
    ...c,
    month: dayjs(c.month, 'YYYY-MM'),
    window: [dayjs(shanghaiMinute(c.startsAt), MINUTE), dayjs(shanghaiMinute(c.endsAt), MINUTE)],
  };
}

/** A contest's form: title, rules, banner, month, categories and its window in Beijing time. */
export function ContestDrawer({
  contest,
  open,
  onClose,
}: {
  contest: ArticleContest | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const categories = useArticleCategories();
  const save = useSaveContest();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial(contest));
  }, [open, contest, form]);

  const submit = async ({ month, window, categoryIds, ...rest }: Values) => {
    await save.mutateAsync({
      ...rest,
      ...(contest ? { id: contest.id } : {}),
      month: month.format('YYYY-MM'),
      categoryIds: categoryIds.join(','),
      // The picker's wall time is the Beijing time the operator means (the server reads it so).
      startsAt: window[0].format(MINUTE),
      endsAt: window[1].format(MINUTE),
    });
    void message.success('保存成功');
    onClose();
  };

  return (
    <Drawer
      title={contest ? `编辑活动：${contest.title}` : '新建征文活动'}
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
        name="contest"
        layout="vertical"
        onFinish={(v) => void submit(v).catch(() => undefined)}
      >
        <Form.Item
          name="title"
          label="活动标题"
          rules={[{ required: true, min: 2, whitespace: true, message: '活动标题至少2个字' }]}
        >
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item
          name="window"
          label="征稿时间（北京时间）"
          rules={[{ required: true, message: '请选择开始和截止时间' }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format={MINUTE} />
        </Form.Item>
        <Form.Item name="month" label="所属月份" rules={[{ required: true, message: '请选择月份' }]}>
          <DatePicker picker="month" />
        </Form.Item>
        <Form.Item
          name="categoryIds"
          label="类别"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择类别' }]}
        >
          <Select
            mode="multiple"
            maxCount={10}
            options={(categories.data ?? []).map((c) => ({ label: c.name, value: c.id }))}
            placeholder="请选择类别"
          />
        </Form.Item>
        <Form.Item name="maxPerUser" label="每人最多投稿">
          <InputNumber min={1} max={10} precision={0} />
        </Form.Item>
        <Form.Item name="cover" label="横幅图片">
          <PictureField endpoint={adminArticleEndpoints.uploadPicture} label="横幅" />
        </Form.Item>
        <Form.Item
          name="rules"
          label="征文规则"
          rules={[{ required: true, min: 10, message: '征文规则至少10个字' }]}
        >
          <Input.TextArea rows={8} maxLength={3000} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
