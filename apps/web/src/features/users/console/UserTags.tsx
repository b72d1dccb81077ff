import { Space, Tag } from 'antd';
import { ADMIN_ROLE_TEXT, type AdminUserRow } from '@jc/contract';

/** 正常, 已停用 or 已注销. */
export function StatusTag({ user }: { user: Pick<AdminUserRow, 'disabledAt' | 'cancelled'> }) {
  if (user.cancelled) return <Tag>已注销</Tag>;
  if (user.disabledAt) return <Tag color="error">已停用</Tag>;
  return <Tag color="success">正常</Tag>;
}

/** The roles as tags (学生 for none). */
export function RoleTags({ roles }: { roles: AdminUserRow['roles'] }) {
  if (roles.length === 0) return <Tag>学生</Tag>;
  return (
    <Space size={4} wrap>
      {roles.map((r) => (
        <Tag key={r} color={r === 'admin' ? 'red' : r === 'staff' ? 'blue' : 'green'}>
          {ADMIN_ROLE_TEXT[r]}
        </Tag>
      ))}
    </Space>
  );
}
