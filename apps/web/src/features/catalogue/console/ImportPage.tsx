import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Descriptions, Flex, Table, Tag, Typography, Upload, message } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCatalogueEndpoints,
  adminCatalogueImportEndpoints,
  type CatalogueImportBook,
  type CatalogueImportProblem,
  type CatalogueImportReport,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey } from '@/lib/api-query';
import { ConsolePage, confirmAction } from '@/console-kit';

const calls = adminCatalogueImportEndpoints;

/**
 * 教材导入: the import file of docs/catalogue.md (JSON or CSV) from the browser. Picking a file runs the
 * check (nothing written): every row's problem, and what each book would become; 导入 writes it in one
 * transaction, only when the check found nothing.
 */
export default function ImportPage() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CatalogueImportReport | null>(null);
  const check = useMutation({
    mutationFn: (f: File) => api.call(calls.check, { file: f, fileName: f.name }),
    onSuccess: setReport,
  });
  const run = useMutation({
    mutationFn: (f: File) => api.call(calls.import, { file: f, fileName: f.name }),
    onSuccess: async (done) => {
      setReport(done);
      void message.success(`导入完成：${done.totals.books} 本书`);
      await client.invalidateQueries({ queryKey: endpointKey(adminCatalogueEndpoints.bookList) });
    },
  });

  const pick = (f: File) => {
    setFile(f);
    setReport(null);
    check.mutate(f);
    return false;
  };

  const problemColumns = [
    { title: '位置', dataIndex: 'row', width: 200, render: (r: string) => r || '整个文件' },
    { title: '字段', dataIndex: 'field', width: 220, render: (f: string) => f || '—' },
    { title: '原因', dataIndex: 'reason' },
  ];
  const bookColumns = [
    { title: '书号', dataIndex: 'bookNo', width: 120 },
    { title: '书名', dataIndex: 'title' },
    {
      title: '导入后',
      dataIndex: 'action',
      width: 110,
      render: (a: CatalogueImportBook['action']) =>
        a === 'new' ? <Tag color="green">新增</Tag> : <Tag color="orange">替换目录</Tag>,
    },
    {
      title: '目录',
      width: 140,
      render: (_v: unknown, b: CatalogueImportBook) =>
        b.action === 'replace' ? `${b.lessonsBefore} → ${b.lessons}` : b.lessons,
    },
    {
      title: '资源',
      width: 140,
      render: (_v: unknown, b: CatalogueImportBook) =>
        b.action === 'replace' ? `${b.itemsBefore} → ${b.items}` : b.items,
    },
  ];

  return (
    <ConsolePage
      title="教材导入"
      description="上传导入文件（JSON 或 CSV，格式见 docs/catalogue.md）：先检查每一行，全部无误后才能导入；同书号的图书会替换其信息、目录和资源，其他图书不受影响。"
    >
      <Flex vertical gap={16}>
        <Upload.Dragger
          accept=".csv,.json,text/csv,application/json"
          multiple={false}
          showUploadList={false}
          beforeUpload={pick}
          disabled={check.isPending || run.isPending}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖入导入文件（.csv 或 .json）</p>
          <p className="ant-upload-hint">
            CSV 表头须含 bookNo 和 lessonPath，每行一个资源；目录各级用“&gt;”分隔，如“第一单元 &gt; 1 秋天”。
          </p>
        </Upload.Dragger>

        {check.isPending ? <Alert type="info" showIcon title={`正在检查 ${file?.name ?? ''}…`} /> : null}

        {report ? (
          <Flex vertical gap={16} data-testid="import-report">
            {report.imported ? (
              <Alert
                type="success"
                showIcon
                title={`已导入 ${report.fileName}：${report.totals.books} 本书，${report.totals.lessons} 个目录，${report.totals.items} 个资源`}
                description={<Link to="/catalogue/books">去图书列表查看</Link>}
              />
            ) : report.ok ? (
              <Alert
                type="success"
                showIcon
                title={`检查通过：${report.fileName}`}
                description="下表是导入后的变化，确认无误后点“导入”。"
                action={
                  <Button
                    type="primary"
                    loading={run.isPending}
                    onClick={() =>
                      file &&
                      void confirmAction({
                        title: `导入 ${report.totals.books} 本书？`,
                        content: report.books.some((b) => b.action === 'replace')
                          ? '已有的同书号图书会被替换目录和资源（学生的收藏和浏览记录保留）。'
                          : '这些图书会上架，学生马上可以看到。',
                        okText: '导入',
                        onOk: () => run.mutateAsync(file),
                      })
                    }
                  >
                    导入
                  </Button>
                }
              />
            ) : (
              <Alert
                type="error"
                showIcon
                title={`发现 ${report.problems.length} 处问题，整份文件不会导入`}
                description="请按下表改好文件后重新选择文件。"
              />
            )}
            {report.problems.length ? (
              <Table<CatalogueImportProblem>
                size="small"
                rowKey={(p) => `${p.row}|${p.field}|${p.reason}`}
                columns={problemColumns}
                dataSource={report.problems}
                pagination={false}
                title={() => <Typography.Text strong>问题</Typography.Text>}
              />
            ) : null}
            {report.books.length ? (
              <>
                <Descriptions
                  size="small"
                  column={4}
                  items={[
                    { label: '图书', children: report.totals.books },
                    { label: '目录', children: report.totals.lessons },
                    { label: '资源', children: report.totals.items },
                    { label: '编码', children: report.totals.codes },
                  ]}
                />
                <Table<CatalogueImportBook>
                  size="small"
                  rowKey="bookNo"
                  columns={bookColumns}
                  dataSource={report.books}
                  pagination={report.books.length > 20 ? { pageSize: 20 } : false}
                  title={() => (
                    <Typography.Text strong>
                      {report.ok ? '导入的图书' : '没有问题的图书（暂不导入）'}
                    </Typography.Text>
                  )}
                />
              </>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </ConsolePage>
  );
}
