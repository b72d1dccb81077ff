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
  Select,
  Space,
  Switch,
  message,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DAILY_KIND_NAMES, DAILY_KINDS, type AdminDailyPiece, type DailyKind } from '@jc/contract';
import { ConsoleUpload } from '@/console-kit';
import { daily, useSaveDaily } from './daily-console-api';

/** Today in China (the pupils' day), `YYYY-MM-DD`. */
export const todayInChina = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

interface Values {
  kind: DailyKind;
  gradeId?: number | null;
  title: string;
  author?: string;
  tip?: string;
  body: string;
  words?: string;
  extraLabel?: string;
  extraBody?: string;
  extraFolded?: boolean;
  audio?: string;
  audioDuration?: number;
  video?: string;
  cover?: string;
  sort?: number;
  enabled?: boolean;
  publishDate?: Dayjs | null;
}

const kindOptions = DAILY_KIND_NAMES.map((k) => ({
  label: `${DAILY_KINDS[k].name}（${DAILY_KINDS[k].subject}）`,
  value: k,
}));

/** A piece's form: the text (one paragraph a line), the second block, media uploads, publish date. */
export function DailyDrawer({
  piece,
  open,
  grades,
  onClose,
}: {
  piece: AdminDailyPiece | null;
  open: boolean;
  grades: { label: string; value: number }[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveDaily();
  const audio = Form.useWatch('audio', form);
  const video = Form.useWatch('video', form);
  const cover = Form.useWatch('cover', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      piece
        ? { ...piece, publishDate: piece.publishDate ? dayjs(piece.publishDate) : null }
        : { kind: 'chendu', gradeId: null, enabled: true, extraFolded: false, audioDuration: 0, sort: 0 },
    );
  }, [open, piece, form]);

  const submit = async (v: Values) => {
    await save.mutateAsync({
      ...(piece ? { id: piece.id } : {}),
      kind: v.kind,
      gradeId: v.gradeId ?? null,
      title: v.title,
      author: v.author ?? '',
      tip: v.tip ?? '',
      body: v.body,
      words: v.words ?? '',
      extraLabel: v.extraLabel ?? '',
      extraBody: v.extraBody ?? '',
      extraFolded: v.extraFolded ?? false,
      audio: v.audio ?? '',
      audioDuration: v.audioDuration ?? 0,
      video: v.video ?? '',
      cover: v.cover ?? '',
      sort: v.sort ?? 0,
      enabled: v.enabled ?? true,
      publishDate: v.publishDate ? v.publishDate.format('YYYY-MM-DD') : '',
    });
    void message.success('保存成功');
    onClose();
  };

  return (
    <Drawer
      title={piece ? `编辑：${piece.title}` : '新增每日阅读内容'}
      open={open}
      onClose={onClose}
      size={640}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          保存
        </Button>
      }
    >
      <Form
        form={form}
        name="daily"
        layout="vertical"
        onFinish={(v) => void submit(v).catch(() => undefined)}
      >
        <Flex gap={16}>
          <Form.Item
            name="kind"
            label="栏目"
            rules={[{ required: true, message: '请选择栏目' }]}
            style={{ flex: 1 }}
          >
            <Select options={kindOptions} />
          </Form.Item>
          <Form.Item name="gradeId" label="年级" style={{ flex: 1 }}>
            <Select options={grades} allowClear placeholder="全部年级" />
          </Form.Item>
        </Flex>
        <Form.Item
          name="title"
          label="标题"
          rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
        >
          <Input maxLength={100} showCount />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="author" label="作者或出处" style={{ flex: 1 }}>
            <Input maxLength={64} placeholder="如【唐】李白" />
          </Form.Item>
          <Form.Item name="tip" label="提示" style={{ flex: 2 }}>
            <Input maxLength={200} placeholder="如 大声读三遍，试着背一背" />
          </Form.Item>
        </Flex>
        <Form.Item
          name="body"
          label="正文（每行一段）"
          rules={[{ required: true, whitespace: true, message: '请填写正文' }]}
        >
          <Input.TextArea rows={6} maxLength={20000} />
        </Form.Item>
        <Form.Item name="words" label="词语（每行一个，可不填）">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Flex gap={16} align="end">
          <Form.Item name="extraLabel" label="附加内容标题" style={{ flex: 1 }}>
            <Input maxLength={32} placeholder="如 答案、范文、参考译文" />
          </Form.Item>
          <Form.Item name="extraFolded" label="先折叠" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        <Form.Item name="extraBody" label="附加内容（每行一段）">
          <Input.TextArea rows={3} maxLength={20000} />
        </Form.Item>
        <Form.Item label="音频">
          <Space direction="vertical" style={{ width: '100%' }}>
            <ConsoleUpload
              endpoint={daily.upload}
              input={{ kind: 'audio' }}
              accept="audio/*"
              maxSizeMb={50}
              onUploaded={(up) => form.setFieldsValue({ audio: up.url })}
            >
              <Button>上传音频</Button>
            </ConsoleUpload>
            <Form.Item name="audio" noStyle>
              <Input placeholder="/uploads/… 或 /media/…" aria-label="音频地址" allowClear />
            </Form.Item>
            {audio ? (
              <audio
                src={audio}
                controls
                preload="metadata"
                style={{ width: 360 }}
                data-testid="daily-audio"
                onLoadedMetadata={(e) =>
                  form.setFieldValue('audioDuration', Math.round(e.currentTarget.duration * 10) / 10)
                }
              />
            ) : null}
          </Space>
        </Form.Item>
        <Form.Item name="audioDuration" label="音频时长（秒）" extra="上传后从文件读出，也可手填">
          <InputNumber min={0} step={0.1} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="视频">
          <Space direction="vertical" style={{ width: '100%' }}>
            <ConsoleUpload
              endpoint={daily.upload}
              input={{ kind: 'video' }}
              accept="video/mp4,video/quicktime,video/webm"
              maxSizeMb={200}
              onUploaded={(up) => form.setFieldsValue({ video: up.url })}
            >
              <Button>上传视频</Button>
            </ConsoleUpload>
            <Form.Item name="video" noStyle>
              <Input placeholder="/uploads/… 或 /media/…" aria-label="视频地址" allowClear />
            </Form.Item>
            {video ? (
              <video src={video} controls preload="metadata" style={{ width: 360, background: '#000' }} />
            ) : null}
          </Space>
        </Form.Item>
        <Form.Item label="图片">
          <Space align="start">
            {cover ? (
              <Image src={cover} width={96} height={96} style={{ objectFit: 'cover' }} alt="图片预览" />
            ) : null}
            <Space direction="vertical">
              <ConsoleUpload
                endpoint={daily.upload}
                input={{ kind: 'image' }}
                accept="image/jpeg,image/png,image/webp"
                maxSizeMb={10}
                onUploaded={(up) => form.setFieldsValue({ cover: up.url })}
              >
                <Button>上传图片</Button>
              </ConsoleUpload>
              <Form.Item name="cover" noStyle>
                <Input placeholder="/uploads/… 或 /media/…" aria-label="图片地址" allowClear />
              </Form.Item>
            </Space>
          </Space>
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="publishDate" label="发布日期" extra="这天起参与轮换；不填即刻发布">
            <DatePicker placeholder="立即发布" />
          </Form.Item>
          <Form.Item name="sort" label="排序" extra="0 = 排在本栏目最后">
            <InputNumber precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
      </Form>
    </Drawer>
  );
}
