import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Tree,
  Typography,
  type TreeDataNode,
  type TreeProps,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LESSON_DEPTH_MAX, type AdminLesson } from '@jc/contract';
import { api } from '@/lib/api-client';
import { confirmAction } from '@/console-kit';
import { ItemList } from './ItemList';
import { cat, useCatalogueRefresh } from './catalogue-api';
import { dropMove, findLesson } from './tree-moves';

export const TYPE_OPTIONS = [
  { label: '无（取第一个资源的类型）', value: '' },
  { label: 's 名师讲解（视频）', value: 's' },
  { label: 't 课文朗读（音频）', value: 't' },
  { label: 'y 认读字（视频）', value: 'y' },
  { label: 'k 音频', value: 'k' },
  { label: '7 书写指导（视频）', value: '7' },
];

const toTreeData = (lessons: AdminLesson[]): TreeDataNode[] =>
  lessons.map((l) => ({
    key: l.lessonId,
    title: (
      <span data-lesson={l.lessonId}>
        {l.title}
        {l.items.length ? (
          <Typography.Text type="secondary"> · {l.items.length}个资源</Typography.Text>
        ) : null}
        {l.lessonNo ? <Typography.Text type="secondary"> · {l.lessonNo}</Typography.Text> : null}
      </span>
    ),
    children: toTreeData(l.children),
  }));

interface NewLesson {
  parentId: number | null;
  parentTitle: string;
}

/** The lesson tree (drag to reorder and move, add, rename, delete) and the chosen lesson's items. */
export function LessonPanel({ bookId, lessons }: { bookId: number; lessons: AdminLesson[] }) {
  const refresh = useCatalogueRefresh();
  const [selected, setSelected] = useState<number | null>(null);
  const [adding, setAdding] = useState<NewLesson | null>(null);
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);
  const treeData = useMemo(() => toTreeData(lessons), [lessons]);
  const chosen = selected === null ? undefined : findLesson(lessons, selected)?.lesson;
  const allKeys = useMemo(() => {
    const keys: number[] = [];
    const walk = (ls: AdminLesson[]) => ls.forEach((l) => (keys.push(l.lessonId), walk(l.children)));
    walk(lessons);
    return keys;
  }, [lessons]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    const where = !info.dropToGap ? 'inside' : relative < 0 ? 'before' : 'after';
    const move = dropMove(lessons, Number(info.dragNode.key), Number(info.node.key), where);
    if (!move) return;
    api
      .call(cat.moveLesson, move)
      .then(refresh)
      .catch(() => undefined);
  };

  return (
    <Flex gap={24} align="flex-start">
      <Card
        title="课程目录"
        size="small"
        style={{ width: 360, flex: 'none' }}
        extra={
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setAdding({ parentId: null, parentTitle: '' })}
          >
            添加一级课程
          </Button>
        }
      >
        {lessons.length === 0 ? (
          <Empty description="还没有课程，先添加一级课程（如 第一单元）" />
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              拖动课程可调整顺序或移到其他课程下（最多{LESSON_DEPTH_MAX}级）。
            </Typography.Paragraph>
            <Tree
              aria-label="课程目录"
              draggable={{ icon: false }}
              blockNode
              showLine
              treeData={treeData}
              expandedKeys={expanded ?? allKeys}
              onExpand={(keys) => setExpanded(keys)}
              selectedKeys={selected === null ? [] : [selected]}
              onSelect={(keys) => setSelected(keys.length ? Number(keys[0]) : null)}
              onDrop={onDrop}
            />
          </>
        )}
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        {chosen ? (
          <LessonEditor
            key={`${chosen.lessonId}-${chosen.title}-${chosen.lessonNo}-${chosen.type}`}
            lesson={chosen}
            onAddChild={() => setAdding({ parentId: chosen.lessonId, parentTitle: chosen.title })}
            onDeleted={() => setSelected(null)}
          />
        ) : (
          <Card size="small">
            <Empty description="在左边选一个课程，编辑它和它的资源" />
          </Card>
        )}
      </div>
      <AddLessonModal
        bookId={bookId}
        adding={adding}
        onClose={() => setAdding(null)}
        onAdded={(lesson) => {
          setAdding(null);
          setSelected(lesson.lessonId);
          void refresh();
        }}
      />
    </Flex>
  );
}

function AddLessonModal({
  bookId,
  adding,
  onClose,
  onAdded,
}: {
  bookId: number;
  adding: NewLesson | null;
  onClose: () => void;
  onAdded: (lesson: AdminLesson) => void;
}) {
  const [form] = Form.useForm<{ title: string; lessonNo?: string }>();
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={adding !== null}
      title={adding?.parentId ? `在“${adding.parentTitle}”下添加课程` : '添加一级课程'}
      okText="添加"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        name="addLesson"
        layout="vertical"
        preserve={false}
        onFinish={(v) => {
          setSaving(true);
          api
            .call(cat.addLesson, {
              bookId,
              parentId: adding?.parentId ?? null,
              title: v.title,
              lessonNo: v.lessonNo ?? '',
            })
            .then(onAdded)
            .catch(() => undefined)
            .finally(() => setSaving(false));
        }}
      >
        <Form.Item
          name="title"
          label="课程名称"
          rules={[{ required: true, whitespace: true, message: '请输入课程名称' }]}
        >
          <Input autoFocus maxLength={60} placeholder="如 第一单元、1 秋天、生字词" />
        </Form.Item>
        <Form.Item name="lessonNo" label="课程编码（扫码用，可不填）">
          <Input maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function LessonEditor({
  lesson,
  onAddChild,
  onDeleted,
}: {
  lesson: AdminLesson;
  onAddChild: () => void;
  onDeleted: () => void;
}) {
  const refresh = useCatalogueRefresh();
  const [saving, setSaving] = useState(false);
  const count = (l: AdminLesson): [number, number] =>
    l.children.reduce<[number, number]>(
      ([a, b], c) => {
        const [ca, cb] = count(c);
        return [a + 1 + ca, b + cb];
      },
      [0, l.items.length],
    );
  const [below, items] = count(lesson);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        size="small"
        title={`课程（第${lesson.depth}级）`}
        extra={
          <Space>
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={lesson.depth >= LESSON_DEPTH_MAX}
              title={lesson.depth >= LESSON_DEPTH_MAX ? `课程最多${LESSON_DEPTH_MAX}级` : undefined}
              onClick={onAddChild}
            >
              添加下级课程
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() =>
                void confirmAction({
                  title: `删除“${lesson.title}”？`,
                  content:
                    below || items
                      ? `它的 ${below} 个下级课程和 ${items} 个资源会一起删除，学生的学习记录也会删除。`
                      : '删除后不能恢复。',
                  okText: '删除',
                  danger: true,
                  onOk: () => api.call(cat.deleteLesson, { lessonId: lesson.lessonId }).then(refresh),
                }).then((done) => done && onDeleted())
              }
            >
              删除课程
            </Button>
          </Space>
        }
      >
        <Form
          name="lesson"
          layout="inline"
          initialValues={{ title: lesson.title, type: lesson.type, lessonNo: lesson.lessonNo }}
          onFinish={(v: { title: string; type: AdminLesson['type']; lessonNo: string }) => {
            setSaving(true);
            api
              .call(cat.saveLesson, {
                lessonId: lesson.lessonId,
                title: v.title,
                type: v.type,
                lessonNo: v.lessonNo ?? '',
              })
              .then(refresh)
              .catch(() => undefined)
              .finally(() => setSaving(false));
          }}
        >
          <Form.Item
            name="title"
            label="名称"
            rules={[{ required: true, whitespace: true, message: '请输入课程名称' }]}
          >
            <Input maxLength={60} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="type" label="类型">
            <Select options={TYPE_OPTIONS} style={{ width: 190 }} />
          </Form.Item>
          <Form.Item name="lessonNo" label="课程编码">
            <Input maxLength={64} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存课程
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <ItemList lesson={lesson} />
    </Space>
  );
}
