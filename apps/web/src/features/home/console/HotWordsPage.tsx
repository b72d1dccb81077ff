import { useState } from 'react';
import { Button, Form, Input, InputNumber, Space, Switch, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminHotWord } from '@jc/contract';
import { ConsolePage, ConsoleQueryView, confirmAction } from '@/console-kit';
import { useDeleteHotWord, useHotWordList, useSaveHotWord, useSetHotWordEnabled } from './home-console-api';

/** 热搜词: the words under the search box of the pupils' search page, by order. */
export default function HotWordsPage() {
  const list = useHotWordList();
  const save = useSaveHotWord();
  const setEnabled = useSetHotWordEnabled();
  const remove = useDeleteHotWord();
  const [form] = Form.useForm<{ word: string; sort: number }>();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<{ word: string; sort: number }>({ word: '', sort: 0 });

  const add = async (v: { word: string; sort: number }) => {
    await save.mutateAsync({ word: v.word, sort: v.sort ?? 0 });
    form.resetFields();
  };

  const columns: TableColumnsType<AdminHotWord> = [
    {
      title: '热搜词',
      dataIndex: 'word',
      render: (w: string, h) =>
        editing === h.id ? (
          <Input
            aria-label="热搜词"
            value={draft.word}
            maxLength={30}
            onChange={(e) => setDraft({ ...draft, word: e.target.value })}
          />
        ) : (
          w
        ),
    },
    {
      title: '排序',
      dataIndex: 'sort',
      width: 120,
      render: (n: number, h) =>
        editing === h.id ? (
          <InputNumber
            aria-label="排序"
            min={0}
            max={9999}
            precision={0}
            value={draft.sort}
            onChange={(v) => setDraft({ ...draft, sort: v ?? 0 })}
          />
        ) : (
          n
        ),
    },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 80,
      render: (on: boolean, h) => (
        <Switch
          checked={on}
          aria-label={`${h.word}启用`}
          loading={setEnabled.isPending && setEnabled.variables.id === h.id}
          onChange={(next) => setEnabled.mutate({ id: h.id, enabled: next })}
        />
      ),
    },
    {
      title: '操作',
      width: 160,
      render: (_, h) =>
        editing === h.id ? (
          <Space size={0}>
            <Button
              type="link"
              loading={save.isPending}
              onClick={() =>
                void save
                  .mutateAsync({ id: h.id, word: draft.word, sort: draft.sort, enabled: h.enabled })
                  .then(() => setEditing(null))
                  .catch(() => undefined)
              }
            >
              保存
            </Button>
            <Button type="link" onClick={() => setEditing(null)}>
              取消
            </Button>
          </Space>
        ) : (
          <Space size={0}>
            <Button
              type="link"
              onClick={() => {
                setDraft({ word: h.word, sort: h.sort });
                setEditing(h.id);
              }}
            >
              编辑
            </Button>
            <Button
              type="link"
              danger
              onClick={() =>
                void confirmAction({
                  title: `删除热搜词“${h.word}”？`,
                  okText: '删除',
                  danger: true,
                  onOk: () => remove.mutateAsync({ id: h.id }),
                })
              }
            >
              删除
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <ConsolePage title="热搜词" description="学生搜索页搜索框下的热搜词，排序小的在前；停用的不展示。">
      <Form
        form={form}
        name="hot-word"
        layout="inline"
        style={{ marginBottom: 16 }}
        initialValues={{ sort: 0 }}
        onFinish={(v) => void add(v).catch(() => undefined)}
      >
        <Form.Item
          name="word"
          label="热搜词"
          rules={[{ required: true, whitespace: true, message: '请输入热搜词' }]}
        >
          <Input maxLength={30} placeholder="如：古诗词" style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined />}
            loading={save.isPending && editing === null}
          >
            添加
          </Button>
        </Form.Item>
      </Form>
      <ConsoleQueryView query={list} isEmpty={(rows) => rows.length === 0} empty="还没有热搜词">
        {(rows) => (
          <Table<AdminHotWord>
            rowKey="id"
            size="middle"
            dataSource={rows}
            columns={columns}
            pagination={false}
          />
        )}
      </ConsoleQueryView>
    </ConsolePage>
  );
}
