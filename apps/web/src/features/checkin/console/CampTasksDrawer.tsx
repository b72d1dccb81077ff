import { useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Table,
  message,
  type TableColumnsType,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { adminCheckinEndpoints, type AdminCamp, type CampTask } from '@jc/contract';
import { PictureField, confirmAction } from '@/console-kit';
import { useCampTasks, useDeleteTask, useSaveTask } from '../api/camps-console';

interface TaskValues {
  dayIndex: number;
  title: string;
  content: string;
  picture: string;
  audio: string;
}

/** A camp's daily tasks: one or more a day, added, edited, deleted (not once checked in to). */
export function CampTasksDrawer({ camp, onClose }: { camp: AdminCamp | null; onClose: () => void }) {
  const tasks = useCampTasks(camp?.dakaId ?? 0);
  const remove = useDeleteTask();
  const [editing, setEditing] = useState<CampTask | 'new' | null>(null);

  const columns: TableColumnsType<CampTask> = [
    { title: '第几天', dataIndex: 'dayIndex', width: 80 },
    { title: '开放日期', dataIndex: 'openDate', width: 110 },
    { title: '任务', dataIndex: 'title', ellipsis: true },
    { title: '打卡', dataIndex: 'checkinCount', width: 70, align: 'right' },
    {
      title: '操作',
      width: 130,
      render: (_, t) => (
        <>
          <Button type="link" onClick={() => setEditing(t)}>
            编辑
          </Button>
          <Button
            type="link"
            danger
            onClick={() =>
              void confirmAction({
                title: `删除任务「${t.title}」？`,
                content: '已有打卡的任务不能删除。',
                okText: '删除',
                danger: true,
                onOk: () => remove.mutateAsync(t.taskId),
              })
            }
          >
            删除
          </Button>
        </>
      ),
    },
  ];

  return (
    <Drawer
      title={camp ? `每日任务：${camp.title}` : '每日任务'}
      open={camp !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增任务
        </Button>
      }
    >
      {tasks.isError ? (
        <Alert
          type="error"
          showIcon
          title={tasks.error.message || '加载失败'}
          action={<Button onClick={() => void tasks.refetch()}>重试</Button>}
        />
      ) : (
        <Table<CampTask>
          rowKey="taskId"
          columns={columns}
          dataSource={tasks.data ?? []}
          loading={tasks.isLoading}
          pagination={false}
          locale={{ emptyText: '还没有任务' }}
        />
      )}
      {camp ? (
        <TaskModal
          camp={camp}
          task={editing === 'new' ? null : editing}
          open={editing !== null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Drawer>
  );
}

function TaskModal({
  camp,
  task,
  open,
  onClose,
}: {
  camp: AdminCamp;
  task: CampTask | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TaskValues>();
  const save = useSaveTask();
  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ ...values, dakaId: camp.dakaId, ...(task ? { taskId: task.taskId } : {}) });
    void message.success('保存成功');
    onClose();
  };
  return (
    <Modal
      open={open}
      title={task ? '编辑任务' : '新增任务'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="task"
        layout="vertical"
        preserve={false}
        initialValues={task ?? { dayIndex: 1, title: '', content: '', picture: '', audio: '' }}
      >
        <Form.Item name="dayIndex" label="第几天" rules={[{ required: true, message: '请输入天数' }]}>
          <InputNumber min={1} max={366} precision={0} />
        </Form.Item>
        <Form.Item
          name="title"
          label="任务名称"
          rules={[{ required: true, whitespace: true, message: '请输入任务名称' }]}
        >
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item name="content" label="任务内容">
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="picture" label="配图">
          <PictureField endpoint={adminCheckinEndpoints.uploadPicture} label="配图" />
        </Form.Item>
        <Form.Item name="audio" label="范读音频地址">
          <Input placeholder="/media/… 或 /uploads/…" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
