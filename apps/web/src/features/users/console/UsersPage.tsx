import { useSearchParams } from 'react-router';
import { Button, type TableColumnsType } from 'antd';
import { ADMIN_ROLE_TEXT, ADMIN_ROLES, adminUsersEndpoints, type AdminUserRow } from '@jc/contract';
import { ConsolePage, ConsoleTable, type ConsoleFilter } from '@/console-kit';
import { UserDrawer } from './UserDrawer';
import { RoleTags, StatusTag } from './UserTags';

const FILTERS: ConsoleFilter[] = [
  { name: 'keyword', label: '搜索', placeholder: '账号、手机号或昵称的开头' },
  {
    name: 'role',
    label: '角色',
    kind: 'select',
    options: ADMIN_ROLES.map((r) => ({ label: ADMIN_ROLE_TEXT[r], value: r })),
  },
];

/**
 * 用户管理: find a user by the start of the account, phone or nickname (paged on the server), and open
 * one in the drawer (roles, staff areas, disable/enable, points). The open user is `?user=` in the URL.
 */
export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('user')) || null;
  const setOpen = (uid: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (uid) next.set('user', String(uid));
      else next.delete('user');
      return next;
    });

  const columns: TableColumnsType<AdminUserRow> = [
    { title: 'ID', dataIndex: 'id', width: 90 },
    { title: '账号', dataIndex: 'account' },
    { title: '昵称', dataIndex: 'nickname' },
    { title: '手机号', dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (roles: AdminUserRow['roles']) => <RoleTags roles={roles} />,
    },
    { title: '积分', dataIndex: 'points', align: 'right', width: 90 },
    { title: '状态', key: 'status', width: 90, render: (_v, u) => <StatusTag user={u} /> },
    { title: '注册时间', dataIndex: 'createdAt', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_v, u) => (
        <Button type="link" onClick={() => setOpen(u.id)} aria-label={`查看 ${u.account}`}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <ConsolePage
      title="用户管理"
      description="按账号、手机号或昵称的开头查找用户；点“查看”设置角色、负责区域、停用账号或调整积分"
    >
      <ConsoleTable
        endpoint={adminUsersEndpoints.list}
        columns={columns}
        rowKey="id"
        filters={FILTERS}
        emptyText="没有找到用户"
      />
      {open ? <UserDrawer uid={open} onClose={() => setOpen(null)} /> : null}
    </ConsolePage>
  );
}
