import { useState } from 'react';
import { Button, Image, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { adminAdvertEndpoints, type AdminPageAd } from '@jc/contract';
import { ConsolePage, ConsoleTable, confirmAction } from '@/console-kit';
import { scheduleText } from './ad-form';
import { AdDrawer } from './AdDrawer';
import { PAGE_TEXT, SLOT_TEXT, STATUS_TEXT, useDeleteAd, useSetAdEnabled } from './advert-console';

/** 弹窗广告: the pop-ups of home and the book page and the book page's carousels, with their schedule. */
export default function AdsPage() {
  const enable = useSetAdEnabled();
  const remove = useDeleteAd();
  const [editing, setEditing] = useState<AdminPageAd | 'new' | null>(null);

  const columns: TableColumnsType<AdminPageAd> = [
    {
      title: '图片',
      dataIndex: 'icon',
      width: 64,
      render: (src: string) => (src ? <Image src={src} width={48} height={48} alt="" /> : null),
    },
    { title: '名称', dataIndex: 'name', ellipsis: true },
    {
      title: '位置',
      width: 160,
      render: (_, a) => `${PAGE_TEXT[a.page] ?? a.page} · ${SLOT_TEXT[a.slot] ?? a.slot}`,
    },
    { title: '学科', dataIndex: 'subjectName', width: 70, render: (s: string) => s || '全部' },
    {
      title: '展示时间',
      width: 250,
      render: (_, a) => scheduleText(a),
    },
    { title: '排序', dataIndex: 'sort', width: 60, align: 'right' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 84,
      render: (s: AdminPageAd['status']) => <Tag color={STATUS_TEXT[s].color}>{STATUS_TEXT[s].text}</Tag>,
    },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 64,
      render: (on: boolean, a) => (
        <Switch
          checked={on}
          aria-label={`${a.name}启用`}
          loading={enable.isPending && enable.variables.id === a.id}
          onChange={(next) => enable.mutate({ id: a.id, enabled: next })}
        />
      ),
    },
    {
      title: '操作',
      width: 124,
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(a)}>
            编辑
          </Button>
          <Button
            type="link"
            danger
            onClick={() =>
              void confirmAction({
                title: `删除广告“${a.name}”？`,
                content: '删除后学生端立即不再展示。',
                danger: true,
                onOk: () => remove.mutateAsync(a.id),
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
      title="弹窗广告"
      description="首页和图书详情页的弹窗，以及图书详情页的顶部、底部轮播。只有启用且在展示时间内的广告会给学生看到；指定学科的只在该学科下出现。"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增广告
        </Button>
      }
    >
      <ConsoleTable
        endpoint={adminAdvertEndpoints.adList}
        rowKey="id"
        columns={columns}
        filters={[
          {
            name: 'page',
            label: '页面',
            kind: 'select',
            options: Object.entries(PAGE_TEXT).map(([value, label]) => ({ label, value })),
          },
          {
            name: 'slot',
            label: '位置',
            kind: 'select',
            options: Object.entries(SLOT_TEXT).map(([value, label]) => ({ label, value })),
          },
          {
            name: 'status',
            label: '状态',
            kind: 'select',
            options: Object.entries(STATUS_TEXT).map(([value, s]) => ({ label: s.text, value })),
          },
        ]}
        emptyText="没有符合条件的广告"
      />
      <AdDrawer
        ad={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </ConsolePage>
  );
}
