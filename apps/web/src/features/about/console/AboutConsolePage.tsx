import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
  message,
  type TableColumnsType,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AgreementKind, AgreementText, AppRelease } from '@jc/contract';
import { ConsolePage, ConsoleQueryView } from '@/console-kit';
import {
  useAgreements,
  useReleases,
  useSaveAgreement,
  useSaveRelease,
  type SaveReleaseInput,
} from './about-console';

const KIND_TEXT: Record<AgreementKind, string> = { agreement: '用户协议', privacy: '隐私政策' };
const PLATFORM_TEXT: Record<string, string> = { android: 'Android', ios: 'iOS' };

/** 协议与版本: the two agreement texts of 关于我们 and the app's releases per platform. */
export default function AboutConsolePage() {
  const agreements = useAgreements();
  return (
    <ConsolePage
      title="协议与版本"
      description="“关于我们”中的用户协议与隐私政策，以及 App 的版本与强制更新。"
    >
      <Tabs
        items={[
          {
            key: 'texts',
            label: '协议文本',
            children: (
              <ConsoleQueryView query={agreements}>
                {(texts) => (
                  <Flex gap={16} align="start">
                    <AgreementCard text={texts.agreement} kind="agreement" />
                    <AgreementCard text={texts.privacy} kind="privacy" />
                  </Flex>
                )}
              </ConsoleQueryView>
            ),
          },
          { key: 'releases', label: 'App 版本', children: <Releases /> },
        ]}
      />
    </ConsolePage>
  );
}

function AgreementCard({ text, kind }: { text: AgreementText; kind: AgreementKind }) {
  const [form] = Form.useForm<{ title: string; content: string }>();
  const save = useSaveAgreement();
  useEffect(() => {
    form.setFieldsValue({ title: text.title, content: text.content });
  }, [text, form]);
  const submit = async (v: { title: string; content: string }) => {
    await save.mutateAsync({ kind, ...v });
    void message.success(`${KIND_TEXT[kind]}已保存`);
  };
  return (
    <Card
      title={KIND_TEXT[kind]}
      style={{ flex: 1, minWidth: 0 }}
      extra={<Typography.Text type="secondary">更新于 {text.updatedAt || '—'}</Typography.Text>}
    >
      <Form form={form} name={kind} layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
        <Form.Item
          name="title"
          label="标题"
          rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
        >
          <Input maxLength={50} aria-label={`${KIND_TEXT[kind]}标题`} />
        </Form.Item>
        <Form.Item
          name="content"
          label="正文（空行分段）"
          rules={[{ required: true, min: 10, whitespace: true, message: '正文至少10个字' }]}
        >
          <Input.TextArea rows={14} maxLength={50_000} aria-label={`${KIND_TEXT[kind]}正文`} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存{KIND_TEXT[kind]}
        </Button>
      </Form>
    </Card>
  );
}

function Releases() {
  const releases = useReleases();
  const [editing, setEditing] = useState<AppRelease | 'new' | null>(null);
  const columns: TableColumnsType<AppRelease> = [
    { title: '平台', dataIndex: 'platform', width: 100, render: (p: string) => PLATFORM_TEXT[p] ?? p },
    { title: '版本', dataIndex: 'version', width: 100 },
    {
      title: '强制更新',
      dataIndex: 'force',
      width: 100,
      render: (f: boolean) => (f ? <Tag color="red">强制</Tag> : <Tag>可选</Tag>),
    },
    { title: '更新说明', dataIndex: 'notes', ellipsis: true },
    { title: '发布时间', dataIndex: 'publishedAt', width: 180 },
    {
      title: '操作',
      width: 80,
      render: (_, r) => (
        <Button type="link" onClick={() => setEditing(r)}>
          编辑
        </Button>
      ),
    },
  ];
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          发布新版本
        </Button>
      </Flex>
      <ConsoleQueryView query={releases} isEmpty={(l) => l.length === 0} empty="还没有发布过版本">
        {(list) => <Table rowKey="id" columns={columns} dataSource={list} pagination={false} size="middle" />}
      </ConsoleQueryView>
      <ReleaseModal
        release={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

function ReleaseModal({
  release,
  open,
  onClose,
}: {
  release: AppRelease | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SaveReleaseInput>();
  const save = useSaveRelease();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(release ?? { platform: 'android', force: false });
  }, [open, release, form]);
  const submit = async (v: SaveReleaseInput) => {
    await save.mutateAsync(v);
    void message.success('版本已保存');
    onClose();
  };
  return (
    <Modal
      title={release ? `编辑版本 ${release.version}` : '发布新版本'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        name="release"
        layout="vertical"
        onFinish={(v) => void submit(v).catch(() => undefined)}
      >
        <Flex gap={16}>
          <Form.Item name="platform" label="平台" rules={[{ required: true }]}>
            <Select
              disabled={release !== null}
              style={{ width: 140 }}
              options={Object.entries(PLATFORM_TEXT).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item
            name="version"
            label="版本号"
            rules={[
              {
                required: true,
                pattern: /^\d{1,4}(\.\d{1,4}){0,3}$/,
                message: '版本号格式不正确，例如 1.2.0',
              },
            ]}
          >
            <Input disabled={release !== null} placeholder="1.2.0" />
          </Form.Item>
          <Form.Item name="force" label="强制更新" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        <Form.Item
          name="notes"
          label="更新说明"
          rules={[{ required: true, whitespace: true, message: '请填写更新说明' }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
        <Form.Item
          name="downloadUrl"
          label="下载地址"
          extra="服务器上的文件（/media/…、/uploads/…）或 http(s) 地址"
          rules={[{ required: true, message: '请填写下载地址' }]}
        >
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
