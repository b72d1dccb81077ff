import { useState } from 'react';
import { Button, Descriptions, Drawer, Table, Typography, type TableColumnsType } from 'antd';
import { adminAuditEndpoints, type AuditEntry } from '@jc/contract';
import { ConsolePage, ConsoleTable, type ConsoleFilter } from '@/console-kit';
import { diffRows, type DiffRow } from './diff';
import styles from './audit.module.css';

const FILTERS: ConsoleFilter[] = [
  { name: 'actor', label: '操作人', placeholder: '账号' },
  { name: 'call', label: '操作', placeholder: '如 admin/users 或完整接口' },
  { name: 'targetKind', label: '对象类型', placeholder: '如 user' },
  { name: 'targetId', label: '对象编号' },
  { name: 'from', label: '开始日期', kind: 'date' },
  { name: 'to', label: '结束日期', kind: 'date' },
];

const target = (e: AuditEntry) => (e.targetKind ? `${e.targetKind}:${e.targetId}` : '—');

/** One record: who, what, when, the input and the before/after diff. */
function AuditDetail({ entry }: { entry: AuditEntry }) {
  const rows = diffRows(entry.before, entry.after);
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="时间">{entry.at}</Descriptions.Item>
        <Descriptions.Item label="操作人">{entry.actorAccount}</Descriptions.Item>
        <Descriptions.Item label="操作">{entry.call}</Descriptions.Item>
        <Descriptions.Item label="对象">{target(entry)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        变更前后
      </Typography.Title>
      <Table<DiffRow>
        size="small"
        rowKey="field"
        aria-label="变更前后"
        pagination={false}
        dataSource={rows}
        rowClassName={(r) => (r.changed ? (styles.changed ?? '') : '')}
        columns={[
          { title: '字段', dataIndex: 'field', width: 120 },
          {
            title: '变更前',
            dataIndex: 'before',
            render: (v: string) => <code className={styles.value}>{v}</code>,
          },
          {
            title: '变更后',
            dataIndex: 'after',
            render: (v: string) => <code className={styles.value}>{v}</code>,
          },
        ]}
        locale={{ emptyText: '该操作未记录变更前后' }}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        提交内容
      </Typography.Title>
      <pre className={styles.input}>{JSON.stringify(entry.input, null, 2)}</pre>
    </>
  );
}

/** 审计日志: every successful operator action, searchable by operator, call, target and date. */
export default function AuditPage() {
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const columns: TableColumnsType<AuditEntry> = [
    { title: '时间', dataIndex: 'at', width: 170 },
    { title: '操作人', dataIndex: 'actorAccount', width: 120 },
    { title: '操作', dataIndex: 'call' },
    { title: '对象', key: 'target', width: 140, render: (_v, e) => target(e) },
    {
      title: '详情',
      key: 'detail',
      width: 80,
      render: (_v, e) => (
        <Button type="link" onClick={() => setOpen(e)}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <ConsolePage title="审计日志" description="运营人员每一次成功的操作：谁、何时、做了什么、改了哪些内容">
      <ConsoleTable
        endpoint={adminAuditEndpoints.list}
        columns={columns}
        rowKey="id"
        filters={FILTERS}
        emptyText="没有符合条件的操作记录"
      />
      <Drawer open={open !== null} width={720} title="操作详情" onClose={() => setOpen(null)} destroyOnHidden>
        {open ? <AuditDetail entry={open} /> : null}
      </Drawer>
    </ConsolePage>
  );
}
