import { Form, Image, InputNumber } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminShopEndpoints, shopEndpoints, type AdminGoodsCategory, type InputOf } from '@jc/contract';
import { CategoryTable, ConsolePage, PictureField } from '@/console-kit';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

type SaveInput = InputOf<typeof adminShopEndpoints.saveCategory>;

/** 商品分类: the shop's category tabs — name, icon and order; one no good uses can be deleted. */
export default function CategoriesPage() {
  const queryClient = useQueryClient();
  const query = useQuery(endpointQuery(adminShopEndpoints.categoryList));
  // The console's lists and the pupils' category tabs and goods (their category names) read again.
  const refresh = () =>
    Promise.all(
      [
        adminShopEndpoints.categoryList,
        adminShopEndpoints.goodsList,
        shopEndpoints.categories,
        shopEndpoints.goodsList,
        shopEndpoints.goodsInfo,
      ].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
    );
  const save = useMutation({
    mutationFn: (input: SaveInput) => api.call(adminShopEndpoints.saveCategory, input),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call(adminShopEndpoints.deleteCategory, { id }),
    onSuccess: refresh,
  });

  return (
    <ConsolePage
      title="商品分类"
      description="积分商城的分类标签：名称、图标和排序（数字小的在前）；还有商品的分类不能删除。"
    >
      <CategoryTable<AdminGoodsCategory, { icon: string; sort: number }>
        query={query}
        noun="分类"
        maxLength={16}
        columns={[
          {
            title: '图标',
            dataIndex: 'icon',
            width: 96,
            render: (_, r) =>
              r.icon ? <Image src={r.icon} alt={`${r.name}图标`} width={40} height={40} /> : '无',
          },
          { title: '排序', dataIndex: 'sort', width: 96 },
          { title: '商品数', dataIndex: 'goodsCount', width: 96 },
        ]}
        initial={(row) => ({ icon: row?.icon ?? '', sort: row?.sort ?? 0 })}
        fields={
          <>
            <Form.Item name="icon" label="图标">
              <PictureField endpoint={adminShopEndpoints.uploadPicture} label="图标" maxSizeMb={2} />
            </Form.Item>
            <Form.Item name="sort" label="排序（数字小的在前）">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
          </>
        }
        onSave={(values) => save.mutateAsync(values)}
        onDelete={(row) => remove.mutateAsync(row.id)}
      />
    </ConsolePage>
  );
}
