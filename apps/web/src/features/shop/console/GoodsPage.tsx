import { useState } from 'react';
import { Button, Image, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { adminShopEndpoints, type GoodsInfo } from '@jc/contract';
import { ConsolePage, ConsoleTable } from '@/console-kit';
import { useCategories } from '../api/shop';
import { useSetShelf } from '../api/shop-console';
import { GoodsDrawer } from './GoodsDrawer';

/** 商品: every good of the points shop, on the shelf or off it; add, edit, shelve. */
export default function GoodsPage() {
  const categories = useCategories();
  const shelf = useSetShelf();
  const [editing, setEditing] = useState<GoodsInfo | 'new' | null>(null);

  const columns: TableColumnsType<GoodsInfo> = [
    {
      title: '图片',
      dataIndex: 'picture',
      width: 72,
      render: (src: string) => (src ? <Image src={src} width={48} height={48} alt="" /> : null),
    },
    { title: '名称', dataIndex: 'name', ellipsis: true },
    { title: '分类', dataIndex: 'categoryName', width: 100 },
    { title: '积分', dataIndex: 'points', width: 80, align: 'right' },
    { title: '库存', dataIndex: 'stock', width: 80, align: 'right' },
    { title: '已兑换', dataIndex: 'exchanged', width: 80, align: 'right' },
    {
      title: '每人限兑',
      dataIndex: 'limitPerUser',
      width: 90,
      align: 'right',
      render: (n: number) => (n > 0 ? n : <Tag>不限</Tag>),
    },
    {
      title: '上架',
      dataIndex: 'onShelf',
      width: 80,
      render: (on: boolean, g) => (
        <Switch
          checked={on}
          aria-label={`${g.name}上架`}
          loading={shelf.isPending && shelf.variables.goodsId === g.goodsId}
          onChange={(next) => shelf.mutate({ goodsId: g.goodsId, onShelf: next })}
        />
      ),
    },
    {
      title: '操作',
      width: 80,
      render: (_, g) => (
        <Button type="link" onClick={() => setEditing(g)}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <ConsolePage
      title="商品"
      description="积分商城的全部商品，含已下架的；下架的商品学生看不到。"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增商品
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <ConsoleTable
          endpoint={adminShopEndpoints.goodsList}
          rowKey="goodsId"
          columns={columns}
          filters={[
            { name: 'keyword', label: '名称' },
            {
              name: 'categoryId',
              label: '分类',
              kind: 'select',
              options: (categories.data ?? []).map((c) => ({ label: c.name, value: c.id })),
            },
            {
              name: 'onShelf',
              label: '状态',
              kind: 'select',
              options: [
                { label: '已上架', value: 'true' },
                { label: '已下架', value: 'false' },
              ],
            },
          ]}
          emptyText="没有符合条件的商品"
        />
      </Space>
      <GoodsDrawer
        goods={editing === 'new' ? null : editing}
        open={editing !== null}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
      />
    </ConsolePage>
  );
}
