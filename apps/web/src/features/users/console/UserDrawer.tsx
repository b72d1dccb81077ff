import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Descriptions, Divider, Drawer, Flex, Typography, message } from 'antd';
import { ADMIN_ROLE_TEXT, ADMIN_ROLES, type AdminRole, type AdminUserDetail } from '@jc/contract';
import { ConsoleQueryView, ReasonModal, confirmAction } from '@/console-kit';
import { userKeys, usersApi, usersQueries } from '../api/users';
import { AreasEditor } from './AreasEditor';
import { PointsPanel } from './PointsPanel';
import { RoleTags, StatusTag } from './UserTags';

/** One user: details, roles, staff areas, disable/enable and points. */
export function UserDrawer({ uid, onClose }: { uid: number; onClose: () => void }) {
  const query = useQuery(usersQueries.detail(uid));
  return (
    <Drawer
      open
      width={720}
      title={query.data ? `用户 ${query.data.account}` : '用户'}
      onClose={onClose}
      destroyOnHidden
    >
      <ConsoleQueryView query={query}>{(user) => <UserDetail user={user} />}</ConsoleQueryView>
    </Drawer>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<AdminRole[]>(user.roles);
  const [saving, setSaving] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const live = !user.cancelled;

  /** After a change: the drawer shows the server's answer, the list refetches. */
  const changed = async (next: AdminUserDetail) => {
    queryClient.setQueryData(userKeys.detail(user.id), next);
    await queryClient.invalidateQueries({ queryKey: userKeys.list });
  };

  const saveRoles = async () => {
    setSaving(true);
    try {
      const next = await usersApi.setRoles(user.id, roles);
      setRoles(next.roles);
      await changed(next);
      void message.success('角色已保存');
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="账号">{user.account}</Descriptions.Item>
        <Descriptions.Item label="昵称">{user.nickname}</Descriptions.Item>
        <Descriptions.Item label="手机号">{user.phone ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="年级">{user.gradeName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="角色">
          <RoleTags roles={user.roles} />
        </Descriptions.Item>
        <Descriptions.Item label="状态">
          <StatusTag user={user} />
        </Descriptions.Item>
        <Descriptions.Item label="积分">{user.points}</Descriptions.Item>
        <Descriptions.Item label="在线会话">{user.activeSessions}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{user.createdAt}</Descriptions.Item>
        <Descriptions.Item label="停用时间">{user.disabledAt ?? '—'}</Descriptions.Item>
      </Descriptions>

      <Divider titlePlacement="start">角色</Divider>
      <Flex gap={16} align="center" wrap>
        <Checkbox.Group
          aria-label="角色"
          value={roles}
          disabled={!live}
          onChange={(v) => setRoles(v as AdminRole[])}
          options={ADMIN_ROLES.map((r) => ({ label: ADMIN_ROLE_TEXT[r], value: r }))}
        />
        <Button type="primary" loading={saving} disabled={!live} onClick={() => void saveRoles()}>
          保存角色
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        取消业务员角色会同时清空其负责区域；不能取消自己的管理员角色。
      </Typography.Paragraph>

      {user.roles.includes('staff') ? (
        <>
          <Divider titlePlacement="start">负责区域</Divider>
          <AreasEditor
            user={user}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: userKeys.detail(user.id) })}
          />
        </>
      ) : null}

      <Divider titlePlacement="start">账号状态</Divider>
      {user.cancelled ? (
        <Typography.Text type="secondary">该账号已注销。</Typography.Text>
      ) : user.disabledAt ? (
        <Flex gap={16} align="center">
          <Typography.Text>已于 {user.disabledAt} 停用，不能登录。</Typography.Text>
          <Button
            onClick={() =>
              void confirmAction({
                title: `启用账号 ${user.account}？`,
                content: '启用后该用户可以重新登录。',
                okText: '启用',
                onOk: async () => changed(await usersApi.enable(user.id)),
              })
            }
          >
            启用账号
          </Button>
        </Flex>
      ) : (
        <Flex gap={16} align="center">
          <Typography.Text>停用后该用户不能登录，所有已登录的设备立即退出。</Typography.Text>
          <Button danger onClick={() => setDisabling(true)}>
            停用账号
          </Button>
        </Flex>
      )}
      <ReasonModal
        open={disabling}
        title={`停用账号 ${user.account}`}
        label="停用原因"
        okText="停用"
        onClose={() => setDisabling(false)}
        onSubmit={async (reason) => {
          await changed(await usersApi.disable(user.id, reason));
          void message.success('账号已停用，登录已全部失效');
        }}
      />

      <Divider titlePlacement="start">积分</Divider>
      <PointsPanel
        user={user}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: userKeys.detail(user.id) })}
      />
    </>
  );
}
