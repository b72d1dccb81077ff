import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Divider,
  Drawer,
  Empty,
  Form,
  Image,
  Input,
  InputNumber,
  Select,
  Space,
  Typography,
} from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { AdminBook, AdminEbook, AdminEbookPage } from '@jc/contract';
import { api } from '@/lib/api-client';
import { ConsoleQueryView, ConsoleUpload, confirmAction } from '@/console-kit';
import { books, eb, useAreas, useDicOptions, useEbook, useEbooksRefresh } from './ebooks-api';

interface EbookValues {
  areaId: number;
  bookId: number | null;
  title: string;
  subjectId: number;
  gradeId: number;
  cebieId: number;
  cover: string;
  pdf: string;
  pages: number;
  sort: number;
}

/** One e-book: its fields, cover and PDF, and its page pictures in order (upload, move, delete). */
export function EbookDrawer({
  open,
  onClose,
  onCreated,
}: {
  open: number | 'new' | null;
  onClose: () => void;
  onCreated: (ebookId: number) => void;
}) {
  const ebookId = typeof open === 'number' ? open : null;
  const query = useEbook(ebookId);
  return (
    <Drawer
      open={open !== null}
      onClose={onClose}
      width={860}
      title={open === 'new' ? '新建电子书' : (query.data?.ebook.title ?? '电子书')}
      destroyOnHidden
    >
      {open === 'new' ? (
        <EbookForm onSaved={(e) => onCreated(e.ebookId)} />
      ) : ebookId !== null ? (
        <ConsoleQueryView query={query}>
          {(data) => (
            <>
              <EbookForm
                key={`${data.ebook.ebookId}-${data.pages.length}`}
                ebook={data.ebook}
                onSaved={() => undefined}
              />
              <Divider />
              <PagesPanel ebook={data.ebook} pages={data.pages} />
              <Divider />
              <Button
                danger
                onClick={() =>
                  void confirmAction({
                    title: `删除电子书“${data.ebook.title}”？`,
                    content: '它的页面图片一并删除。',
                    okText: '删除',
                    danger: true,
                    onOk: () => api.call(eb.deleteEbook, { ebookId: data.ebook.ebookId }),
                  }).then((done) => {
                    if (done) onClose();
                  })
                }
              >
                删除电子书
              </Button>
            </>
          )}
        </ConsoleQueryView>
      ) : null}
    </Drawer>
  );
}

/** Books to link, searched by number or title. */
function BookSelect({
  value,
  onChange,
  initial,
  onPicked,
}: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  initial?: { label: string; value: number } | undefined;
  onPicked?: (book: AdminBook) => void;
}) {
  type Option = { label: string; value: number; book?: AdminBook };
  const [options, setOptions] = useState<Option[]>(initial ? [initial] : []);
  const search = (keyword: string) =>
    void api
      .call(books.bookList, { keyword, pageNum: 1, pageSize: 20 }, { silent: true })
      .then((page) =>
        setOptions(page.list.map((b) => ({ label: `${b.bookNo} ${b.title}`, value: b.bookId, book: b }))),
      )
      .catch(() => undefined);
  useEffect(() => {
    if (!initial) search('');
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Select<number | undefined, Option>
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      onChange={(v, option) => {
        onChange?.(v ?? null);
        const picked = Array.isArray(option) ? undefined : option?.book;
        if (picked) onPicked?.(picked);
      }}
      onSearch={search}
      options={options}
      placeholder="输入书号或书名搜索；不关联则为学科 PDF"
      aria-label="关联图书"
    />
  );
}

function EbookForm({ ebook, onSaved }: { ebook?: AdminEbook; onSaved: (e: AdminEbook) => void }) {
  const [form] = Form.useForm<EbookValues>();
  const areas = useAreas();
  const dic = useDicOptions();
  const refresh = useEbooksRefresh();
  const [saving, setSaving] = useState(false);
  const cover = Form.useWatch('cover', form) ?? ebook?.cover ?? '';
  const pdf = Form.useWatch('pdf', form) ?? ebook?.pdf ?? '';

  return (
    <Form<EbookValues>
      form={form}
      name="ebook"
      layout="vertical"
      initialValues={
        ebook ?? { pages: 0, sort: 0, cover: '', pdf: '', bookId: null, areaId: areas.data?.[0]?.areaId }
      }
      onFinish={(v) => {
        setSaving(true);
        api
          .call(eb.saveEbook, {
            ebookId: ebook?.ebookId,
            areaId: v.areaId,
            bookId: v.bookId ?? null,
            title: v.title,
            subjectId: v.subjectId,
            gradeId: v.gradeId,
            cebieId: v.cebieId,
            cover: v.cover ?? '',
            pdf: v.pdf ?? '',
            pages: v.pages ?? 0,
            sort: v.sort ?? 0,
          })
          .then((saved) => {
            void refresh();
            onSaved(saved);
          })
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      <Space style={{ display: 'flex' }} align="start" wrap>
        <Form.Item
          name="title"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请输入名称' }]}
          style={{ width: 320 }}
        >
          <Input maxLength={60} placeholder="如 一年级数学上册" />
        </Form.Item>
        <Form.Item
          name="areaId"
          label="版本"
          rules={[{ required: true, message: '请选择版本' }]}
          style={{ width: 160 }}
        >
          <Select
            options={(areas.data ?? []).map((a) => ({ label: a.name, value: a.areaId }))}
            aria-label="版本"
          />
        </Form.Item>
        <Form.Item name="bookId" label="关联图书" style={{ width: 300 }}>
          <BookSelect
            initial={
              ebook?.bookId ? { label: `${ebook.bookNo} ${ebook.bookTitle}`, value: ebook.bookId } : undefined
            }
            onPicked={(book) =>
              // The book's subject, grade and volume; its title when the e-book has none yet.
              form.setFieldsValue({
                subjectId: book.subjectId,
                gradeId: book.gradeId,
                cebieId: book.cebieId,
                ...(form.getFieldValue('title') ? {} : { title: book.title }),
              })
            }
          />
        </Form.Item>
      </Space>
      <Space style={{ display: 'flex' }} align="start" wrap>
        <Form.Item
          name="subjectId"
          label="学科"
          rules={[{ required: true, message: '请选择学科' }]}
          style={{ width: 160 }}
        >
          <Select options={dic.subject} aria-label="学科" />
        </Form.Item>
        <Form.Item
          name="gradeId"
          label="年级"
          rules={[{ required: true, message: '请选择年级' }]}
          style={{ width: 160 }}
        >
          <Select options={dic.grade} aria-label="年级" />
        </Form.Item>
        <Form.Item
          name="cebieId"
          label="册别"
          rules={[{ required: true, message: '请选择册别' }]}
          style={{ width: 160 }}
        >
          <Select options={dic.cebie} aria-label="册别" />
        </Form.Item>
        <Form.Item name="sort" label="排序" style={{ width: 100 }}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </Space>
      <Space style={{ display: 'flex' }} align="start" size="large" wrap>
        <Form.Item label="封面">
          <Space direction="vertical">
            {cover ? <Image src={cover} width={90} height={120} style={{ objectFit: 'cover' }} /> : null}
            <ConsoleUpload
              endpoint={eb.uploadFile}
              input={{ kind: 'image' }}
              accept="image/jpeg,image/png,image/webp"
              maxSizeMb={10}
              onUploaded={(up) => form.setFieldValue('cover', up.url)}
            >
              <Button icon={<UploadOutlined />}>上传封面</Button>
            </ConsoleUpload>
            <Form.Item name="cover" noStyle>
              <Input placeholder="不传则用图书的封面" aria-label="封面地址" style={{ width: 260 }} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item label="PDF（可不传）">
          <Space direction="vertical">
            {pdf ? (
              <a href={pdf} target="_blank" rel="noreferrer">
                打开 PDF
              </a>
            ) : null}
            <ConsoleUpload
              endpoint={eb.uploadFile}
              input={{ kind: 'document' }}
              accept="application/pdf,.pdf"
              maxSizeMb={100}
              onUploaded={(up) => form.setFieldValue('pdf', up.url)}
            >
              <Button icon={<UploadOutlined />}>上传 PDF</Button>
            </ConsoleUpload>
            <Form.Item name="pdf" noStyle>
              <Input placeholder="/uploads/….pdf" aria-label="PDF 地址" style={{ width: 260 }} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="pages" label="PDF 页数" extra="有页面图片时按图片数计" style={{ width: 140 }}>
          <InputNumber min={0} max={2000} style={{ width: '100%' }} />
        </Form.Item>
      </Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {ebook ? '保存' : '创建，然后添加页面'}
      </Button>
    </Form>
  );
}

/** The page pictures in reading order: upload appends, arrows move, the bin deletes. */
function PagesPanel({ ebook, pages }: { ebook: AdminEbook; pages: AdminEbookPage[] }) {
  const refresh = useEbooksRefresh();
  const move = (p: AdminEbookPage, index: number) =>
    void api
      .call(eb.moveEbookPage, { pageId: p.pageId, index })
      .then(refresh)
      .catch(() => undefined);
  return (
    <Card size="small" title={`页面图片（${pages.length} 页）`}>
      <div style={{ marginBottom: 12 }}>
        <ConsoleUpload
          endpoint={eb.uploadFile}
          input={{ kind: 'image' }}
          accept="image/jpeg,image/png,image/webp"
          maxSizeMb={10}
          onUploaded={(up) =>
            void api
              .call(eb.addEbookPages, { ebookId: ebook.ebookId, paths: [up.url] })
              .then(refresh)
              .catch(() => undefined)
          }
        >
          <Button type="primary" size="small" icon={<UploadOutlined />}>
            添加页面
          </Button>
        </ConsoleUpload>
      </div>
      {pages.length === 0 ? (
        <Empty
          description={
            ebook.pdf ? '没有页面图片：手机上显示 PDF' : '还没有页面：逐页上传图片，按上传顺序排在最后'
          }
        />
      ) : (
        <Space wrap size="middle" data-testid="ebook-pages">
          {pages.map((p, i) => (
            <div key={p.pageId} style={{ width: 120, textAlign: 'center' }}>
              <Image
                src={p.path}
                width={120}
                height={160}
                style={{ objectFit: 'contain', background: '#f5f5f5' }}
                alt={`第 ${p.page} 页`}
              />
              <Space size={0}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowLeftOutlined />}
                  aria-label={`第 ${p.page} 页前移`}
                  disabled={i === 0}
                  onClick={() => move(p, i - 1)}
                />
                <Typography.Text>第 {p.page} 页</Typography.Text>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowRightOutlined />}
                  aria-label={`第 ${p.page} 页后移`}
                  disabled={i === pages.length - 1}
                  onClick={() => move(p, i + 1)}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第 ${p.page} 页`}
                  onClick={() =>
                    void confirmAction({
                      title: `删除第 ${p.page} 页？`,
                      okText: '删除',
                      danger: true,
                      onOk: () => api.call(eb.deleteEbookPage, { pageId: p.pageId }).then(refresh),
                    })
                  }
                />
              </Space>
            </div>
          ))}
        </Space>
      )}
    </Card>
  );
}
