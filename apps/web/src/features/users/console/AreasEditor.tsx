import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, TreeSelect, message } from 'antd';
import type { AdminUserDetail, AreaNode } from '@jc/contract';
import { usersApi, usersQueries } from '../api/users';

interface TreeItem {
  title: string;
  value: string;
  children?: TreeItem[];
}

const toTree = (nodes: AreaNode[]): TreeItem[] =>
  nodes.map((n) => ({
    title: n.name,
    value: n.id,
    ...(n.children?.length ? { children: toTree(n.children) } : {}),
  }));

/** A staff member's areas: any province, city or district of the area tree (admin/staff/saveStaffAreas). */
export function AreasEditor({ user, onSaved }: { user: AdminUserDetail; onSaved: () => void }) {
  const tree = useQuery(usersQueries.areaTree());
  const treeData = useMemo(() => toTree(tree.data?.list ?? []), [tree.data]);
  const [codes, setCodes] = useState<string[]>(user.areas.map((a) => a.code));
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await usersApi.saveAreas(user.id, codes);
      onSaved();
      void message.success('负责区域已保存');
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex gap={12} align="flex-start">
      <TreeSelect<string[]>
        aria-label="负责区域"
        style={{ flex: 1 }}
        multiple
        showSearch
        treeNodeFilterProp="title"
        loading={tree.isLoading}
        treeData={treeData}
        value={codes}
        onChange={(v) => setCodes(v)}
        placeholder="选择省、市或区县（可多选）"
        allowClear
      />
      <Button type="primary" loading={saving} onClick={() => void save()}>
        保存区域
      </Button>
    </Flex>
  );
}
