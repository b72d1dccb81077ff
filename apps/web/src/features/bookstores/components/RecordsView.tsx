import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Dialog, Form, Input, Popup, SearchBar, TextArea } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import {
  bookstoreEndpoints,
  storeKucunSaveInput,
  storeSendSaveInput,
  type Paged,
  type StoreShipment,
  type StoreStockCount,
} from '@jc/contract';
import { InfiniteList, type InfiniteQueryLike } from '@/components/InfiniteList/InfiniteList';
import { RecordHistory } from '@/components/RecordHistory/RecordHistory';
import { isApiError } from '@/lib/api-client';
import { schemaRule } from '@/lib/form-rules';
import { downloadAndSave } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import {
  countListQuery,
  shipmentListQuery,
  useDeleteStoreRecord,
  useSaveCount,
  useSaveShipment,
  useStoreInfo,
} from '../api/bookstores';
import { idParam, todayInShanghai } from '../lib/store-logic';
import styles from './stores.module.css';

type Kind = 'send' | 'kucun';
type Row = StoreShipment | StoreStockCount;

interface Values {
  bookNo: string;
  quantity: string;
  day: string;
  waybill: string;
  remark: string;
}

const TEXT = {
  send: { noun: '发货', qty: '发货数量', day: '发货日期', add: '登记发货', empty: '还没有发货记录' },
  kucun: { noun: '盘点', qty: '库存数量', day: '盘点日期', add: '登记盘点', empty: '还没有盘点记录' },
} as const;

const dayOf = (r: Row) => ('shippedOn' in r ? r.shippedOn : r.countedOn);

/** 发货记录 / 库存记录 of one shop (or of all the caller's shops): the list by day, add, edit, delete, export. */
export function RecordsView({ kind }: { kind: Kind }) {
  const [params, setParams] = useSearchParams();
  const storeId = idParam(params, 'storeId');
  const t = TEXT[kind];
  const [keyword, setKeyword] = useState('');
  const filters = { ...(storeId ? { storeId } : {}), ...(keyword ? { keyword } : {}) };
  const sends = useInfiniteQuery({ ...shipmentListQuery(filters), enabled: kind === 'send' });
  const counts = useInfiniteQuery({ ...countListQuery(filters), enabled: kind === 'kucun' });
  const list = (kind === 'send' ? sends : counts) as unknown as InfiniteQueryLike<Paged<Row>>;
  const store = useStoreInfo(storeId);
  const saveSend = useSaveShipment();
  const saveCount = useSaveCount();
  const remove = useDeleteStoreRecord();
  // Opened with add=1 (登记发货 / 登记盘点 of the shop page): the form opens at once.
  const [editing, setEditing] = useState<Row | 'new' | null>(() =>
    params.get('add') === '1' && storeId ? 'new' : null,
  );
  const [serverError, setServerError] = useState('');
  const [exporting, setExporting] = useState(false);
  const [form] = Form.useForm<Values>();
  const schema = kind === 'send' ? storeSendSaveInput.shape : storeKucunSaveInput.shape;

  // Drop add=1, so going back and forth does not open the form again.
  useEffect(() => {
    if (params.get('add') !== '1') return;
    const next = new URLSearchParams(params);
    next.delete('add');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const open = (r: Row | 'new' | null) => {
    setServerError('');
    setEditing(r);
  };

  useEffect(() => {
    if (editing === null) return;
    form.setFieldsValue(
      editing === 'new'
        ? { bookNo: '', quantity: '', day: todayInShanghai(), waybill: '', remark: '' }
        : {
            bookNo: editing.bookNo,
            quantity: String(editing.quantity),
            day: dayOf(editing),
            waybill: 'waybill' in editing ? editing.waybill : '',
            remark: editing.remark,
          },
    );
  }, [editing, form]);

  const rowStoreId = editing && editing !== 'new' ? editing.storeId : storeId;
  const submit = (v: Values) => {
    setServerError('');
    const id = editing && editing !== 'new' ? editing.id : 0;
    const done = {
      onSuccess: () => {
        toast('已保存', 'success');
        setEditing(null);
      },
      onError: (e: Error) => setServerError(isApiError(e) ? e.message : '保存失败，请重试'),
    };
    const base = {
      id,
      storeId: rowStoreId,
      bookNo: v.bookNo.trim(),
      quantity: Number(v.quantity),
      remark: v.remark ?? '',
    };
    if (kind === 'send')
      saveSend.mutate({ ...base, shippedOn: v.day, waybill: (v.waybill ?? '').trim() }, done);
    else saveCount.mutate({ ...base, countedOn: v.day }, done);
  };

  const confirmDelete = async (r: Row) => {
    const sure = await Dialog.confirm({ content: `删除这条${t.noun}记录？`, confirmText: '删除' });
    if (!sure) return;
    remove.mutate(
      { kind, id: r.id },
      {
        onSuccess: () => {
          toast('已删除', 'success');
          setEditing(null);
        },
      },
    );
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const endpoint = kind === 'send' ? bookstoreEndpoints.exportSends : bookstoreEndpoints.exportKucuns;
      const name = await downloadAndSave(endpoint, { ...filters, format: 'xlsx' });
      toast(`已导出 ${name}`, 'success');
    } catch (e) {
      if (!isApiError(e)) toast('导出失败，请重试', 'fail');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        {store.data ? <strong>{store.data.name}</strong> : null}
        <SearchBar
          placeholder={kind === 'send' ? '搜索书号、运单号' : '搜索书号'}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <InfiniteList
        query={list}
        error={`${t.noun}记录加载失败`}
        empty={{
          title: keyword ? '没有符合条件的记录' : t.empty,
          description: storeId ? `点击“${t.add}”添加。` : '',
        }}
      >
        {(rows: Row[]) => (
          <ul className={styles.list} aria-label={`${t.noun}记录`}>
            {rows.map((r) => (
              <li key={r.id}>
                <button type="button" className={styles.cardButton} onClick={() => open(r)}>
                  <div className={styles.titleRow}>
                    <h2 className={styles.title}>{r.bookTitle || r.bookNo}</h2>
                    <span className={styles.figure}>{r.quantity} 册</span>
                  </div>
                  <div className={styles.meta}>
                    <span>{dayOf(r)}</span>
                    <span>书号 {r.bookNo}</span>
                    {!storeId ? <span>{r.storeName}</span> : null}
                    {'waybill' in r && r.waybill ? <span>运单 {r.waybill}</span> : null}
                    <span>{r.createdBy}</span>
                  </div>
                  {r.remark ? <p className={styles.line}>{r.remark}</p> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>

      <div className={styles.bottomBar}>
        <Button
          fill="outline"
          color="primary"
          shape="rounded"
          loading={exporting}
          onClick={() => void exportList()}
        >
          导出表格
        </Button>
        {storeId ? (
          <Button color="primary" shape="rounded" onClick={() => open('new')}>
            {t.add}
          </Button>
        ) : null}
      </div>

      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        onClose={() => setEditing(null)}
        bodyStyle={{ maxHeight: '88vh', overflowY: 'auto' }}
        destroyOnClose
      >
        <h2 className={styles.popupTitle}>{editing === 'new' ? t.add : `编辑${t.noun}记录`}</h2>
        <Form
          form={form}
          className={styles.form}
          layout="horizontal"
          requiredMarkStyle="none"
          onFinish={submit}
          footer={
            <>
              {serverError ? (
                <p className={styles.serverError} role="alert">
                  {serverError}
                </p>
              ) : null}
              <Button
                block
                type="submit"
                color="primary"
                shape="rounded"
                size="large"
                loading={saveSend.isPending || saveCount.isPending}
              >
                保存
              </Button>
              {editing && editing !== 'new' ? (
                <Button
                  block
                  fill="none"
                  color="danger"
                  className={styles.form}
                  onClick={() => void confirmDelete(editing)}
                >
                  删除这条记录
                </Button>
              ) : null}
            </>
          }
        >
          <Form.Item name="bookNo" label="书号" rules={[schemaRule(schema.bookNo)]}>
            <Input placeholder="封底的书号，如 131" clearable />
          </Form.Item>
          <Form.Item
            name="quantity"
            label={t.qty}
            rules={[{ required: true, message: `请填写${t.qty}` }, schemaRule(schema.quantity)]}
          >
            <Input type="number" inputMode="numeric" placeholder="册数" />
          </Form.Item>
          <Form.Item
            name="day"
            label={t.day}
            rules={[
              schemaRule(
                kind === 'send' ? storeSendSaveInput.shape.shippedOn : storeKucunSaveInput.shape.countedOn,
              ),
            ]}
          >
            <Input type="date" />
          </Form.Item>
          {kind === 'send' ? (
            <Form.Item name="waybill" label="运单号" rules={[schemaRule(storeSendSaveInput.shape.waybill)]}>
              <Input placeholder="选填" clearable />
            </Form.Item>
          ) : null}
          <Form.Item name="remark" label="备注">
            <TextArea placeholder="选填" maxLength={200} rows={2} />
          </Form.Item>
        </Form>
        {editing && editing !== 'new' ? (
          <div className={styles.history} role="region" aria-label="修改记录">
            <RecordHistory kind={kind} id={editing.id} />
          </div>
        ) : null}
        <div className={styles.note} />
      </Popup>
    </div>
  );
}
