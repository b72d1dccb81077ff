import { useEffect, useState } from 'react';
import {
  Button,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  message,
  type TableColumnsType,
} from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { adminDictionaryEndpoints, type AdminAppMenu } from '@jc/contract';
import { ConsolePage, ConsoleQueryView, ConsoleUpload, confirmAction } from '@/console-kit';
import { useDeleteMenu, useMenuList, useSaveMenu, useSetMenuEnabled } from './home-console-api';

const POSITIONS: { value: AdminAppMenu['position']; label: string }[] = [
  { value: 'home', label: '首页功能' },
  { value: 'extend', label: '更多功能' },
  { value: 'my', label: '我的' },
];
const positionLabel = (p: AdminAppMenu['position']) => POSITIONS.find((x) => x.value === p)?.label ?? p;

/** 菜单: the app's function menus (home, extended functions, my page): icon, address, login, order. */
export default function MenusPage() {
  const list = useMenuList();
  const setEnabled = useSetMenuEnabled();
  const remove = useDeleteMenu();
  const [position, setPosition] = useState<AdminAppMenu['position'] | 'all'>('all');
  const [editing, setEditing] = useState<AdminAppMenu | 'new' | null>(null);

  const columns: TableColumnsType<AdminAppMenu> = [
    {
      title: '图标',
      dataIndex: 'icon',
      width: 72,
      render: (src: string) => (src ? <Image src={src} width={40} height={40} alt="" /> : null),
    },
    { title: '名称', dataIndex: 'name', width: 140 },
    { title: '位置', dataIndex: 'position', width: 100, render: positionLabel },
    { title: '地址', dataIndex: 'urlAddress', ellipsis: true, render: (v: string) => <code>{v}</code> },
    {
      title: '需登录',
      dataIndex: 'needLogin',
      width: 80,
      render: (v: boolean) => (v ? <Tag color="orange">需登录</Tag> : <Tag>不需要</Tag>),
    },
    { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 70,
      render: (on: boolean, m) => (
        <Switch
          checked={on}
          aria-label={`${m.name}启用`}
          loading={setEnabled.isPending && setEnabled.variables.id === m.id}
          onChange={(next) => setEnabled.mutate({ id: m.id, enabled: next })}
        />
      ),
    },
    {
      title: '操作',
      width: 130,
      render: (_, m) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(m)}>
            编辑
          </Button>
          <Button
            type="link"
            danger
            onClick={() =>
              void confirmAction({
                title: `删除菜单“${m.name}”？`,
                content: '删除后不能恢复；只想暂时不展示，可以停用。',
                okText: '删除',
                danger: true,
                onOk: () => remove.mutateAsync({ id: m.id }),
              })
            }
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ConsolePage
      title="菜单"
      description="应用的功能菜单：首页功能区、更多功能和“我的”页；同一位置按排序从小到大。"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增菜单
        </Button>
      }
    >
      <Segmented
        style={{ marginBottom: 12 }}
        value={position}
        onChange={(v) => setPosition(v as typeof position)}
        options={[{ value: 'all', label: '全部' }, ...POSITIONS]}
      />
      <ConsoleQueryView query={list} isEmpty={(rows) => rows.length === 0} empty="还没有菜单">
        {(rows) => (
          <Table<AdminAppMenu>
            rowKey="id"
            size="middle"
            dataSource={rows.filter((m) => position === 'all' || m.position === position)}
            columns={columns}
            pagination={false}
          />
        )}
      </ConsoleQueryView>
      <MenuModal
        menu={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </ConsolePage>
  );
}

type Values = Omit<AdminAppMenu, 'id'>;

function MenuModal({
  menu,
  open,
  onClose,
}: {
  menu: AdminAppMenu | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveMenu();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      menu ?? {
        name: '',
        icon: '',
        urlAddress: '',
        position: 'home',
        needLogin: false,
        sort: 0,
        enabled: true,
      },
    );
  }, [open, menu, form]);

  const submit = async (v: Values) => {
    await save.mutateAsync({ ...v, ...(menu ? { id: menu.id } : {}) });
    void message.success('保存成功');
    onClose();
  };

  return (
    <Modal
      title={menu ? `编辑菜单：${menu.name}` : '新增菜单'}
      open={open}
      onCancel={onClose}
      destroyOnHidden
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
        name="app-menu"
        layout="vertical"
        onFinish={(v) => void submit(v).catch(() => undefined)}
      >
        <Form.Item
          name="name"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请输入菜单名称' }]}
        >
          <Input maxLength={16} />
        </Form.Item>
        <Form.Item name="icon" label="图标" rules={[{ required: true, message: '请上传图标' }]}>
          <MenuIconField />
        </Form.Item>
        <Form.Item
          name="urlAddress"
          label="地址"
          rules={[{ required: true, whitespace: true, message: '请输入地址' }]}
          extra="应用内页面以 /pages/ 开头；外部网页写 https:// 地址。"
        >
          <Input maxLength={512} placeholder="/pages/…" />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="position" label="位置">
            <Select options={POSITIONS} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="needLogin" label="需登录" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}

function MenuIconField({ value = '', onChange }: { value?: string; onChange?: (next: string) => void }) {
  return (
    <Flex gap={12} align="center">
      {value ? <Image src={value} width={48} height={48} alt="图标预览" /> : null}
      <ConsoleUpload
        endpoint={adminDictionaryEndpoints.uploadIcon}
        accept="image/jpeg,image/png,image/webp,image/svg+xml"
        maxSizeMb={2}
        onUploaded={(file) => onChange?.(file.url)}
      >
        <Button icon={<UploadOutlined />}>{value ? '更换图标' : '上传图标'}</Button>
      </ConsoleUpload>
    </Flex>
  );
}
