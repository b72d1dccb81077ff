import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  adminCodeEndpoints,
  CODE_TARGET_KIND_NAMES,
  type AdminCodeKey,
  type CodeTargetKind,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';
import { ConsoleQueryView, confirmAction } from '@/console-kit';

/**
 * The printed codes by key of a book (docs/codes.md): what each names, its printed address, and 停用 /
 * 启用 (a retired code's scan says 已停用). They are on the book's QR sheet too.
 */
export function PrintedCodesTable({ bookNo }: { bookNo: string }) {
  const query = useQuery(endpointQuery(adminCodeEndpoints.list, {}, { silent: true }));
  const mine = query.data?.filter((c) => c.bookNo === bookNo);
  const columns: TableColumnsType<AdminCodeKey> = [
    {
      title: '二维码',
      key: 'code',
      width: 220,
      render: (_v, c) => (
        <Typography.Text code>{`${c.key}=${c.value}${c.type ? `&type=${c.type}` : ''}`}</Typography.Text>
      ),
    },
    {
      title: '打开',
      dataIndex: 'kind',
      width: 70,
      render: (k: CodeTargetKind) => <Tag>{CODE_TARGET_KIND_NAMES[k]}</Tag>,
    },
    { title: '内容', dataIndex: 'title' },
    {
      title: '状态',
      dataIndex: 'retiredAt',
      width: 80,
      render: (at: number | null) =>
        at === null ? <Tag color="green">使用中</Tag> : <Tag color="red">已停用</Tag>,
    },
    {
      title: '二维码内容',
      dataIndex: 'url',
      render: (url: string) => <Typography.Text copyable>{url}</Typography.Text>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_v, c) => {
        const retire = c.retiredAt === null;
        return (
          <Button
            type="link"
            danger={retire}
            size="small"
            onClick={() =>
              void confirmAction({
                title: `${retire ? '停用' : '启用'}二维码 ${c.key}=${c.value}？`,
                content: retire
                  ? '扫描这个二维码将提示“这个二维码已停用”。'
                  : '扫描这个二维码将重新打开它的内容。',
                okText: retire ? '停用' : '启用',
                danger: retire,
                onOk: () =>
                  api
                    .call(adminCodeEndpoints.retire, { codeKeyId: c.codeKeyId, retired: retire ? '1' : '0' })
                    .then(() => query.refetch()),
              })
            }
          >
            {retire ? '停用' : '启用'}
          </Button>
        );
      },
    },
  ];
  return (
    <ConsoleQueryView
      query={{ ...query, data: mine }}
      isEmpty={(d) => d.length === 0}
      empty="这本书没有各类二维码"
    >
      {(codes) => (
        <Table<AdminCodeKey>
          rowKey="codeKeyId"
          size="small"
          columns={columns}
          dataSource={codes}
          pagination={false}
        />
      )}
    </ConsoleQueryView>
  );
}
