import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, CascadePicker, Form, Input, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { archiveEndpoints, bookstoreSaveInput } from '@jc/contract';
import { allOf, answered } from '@/components/QueryView/all-of';
import { DEFAULT_ERROR_TEXT, QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';
import { isCompleteArea } from '@/lib/area-cascade';
import { useAreaOptions } from '@/lib/area-options';
import { schemaRule } from '@/lib/form-rules';
import { takeChosenLocation } from '@/lib/location-choice';
import { toast } from '@/lib/toast';
import { useSaveStore, useStoreInfo } from '../api/bookstores';
import { chooseLocationUrl, idParam, optionsInAreas, roundCoord } from '../lib/store-logic';
import styles from '../components/stores.module.css';

interface Values {
  name: string;
  area: string[];
  address: string;
  contact: string;
  phone: string;
  lng: string;
  lat: string;
  remark: string;
}

const fields = bookstoreSaveInput.shape;
/** The unsaved form, kept while the map page is open (a reload keeps it too). */
const DRAFT_KEY = 'jc.bookstoreDraft';
const EMPTY: Values = {
  name: '',
  area: [],
  address: '',
  contact: '',
  phone: '',
  lng: '',
  lat: '',
  remark: '',
};

function readDraft(id: number): Values | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const d = raw ? (JSON.parse(raw) as { id: number; values: Values }) : null;
    return d && d.id === id ? d.values : null;
  } catch {
    return null;
  }
}

/** 新增/编辑书店: the contract's rules, the area picker, the position from the map page or typed. */
export default function ChangeStoresPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params);
  const existing = useStoreInfo(id);
  const areaTree = useAreaOptions();
  // The picker offers the staff member's areas only (an admin's list is empty: every area).
  const mine = useQuery({
    ...endpointQuery(archiveEndpoints.userAreas, undefined, { silent: true }),
    staleTime: 300_000,
  });
  const codes = useMemo(() => (mine.data ?? []).map((a) => a.code), [mine.data]);
  const areas = useMemo(
    () => ({ ...areaTree, data: areaTree.data ? optionsInAreas(areaTree.data, codes) : undefined }),
    [areaTree, codes],
  );
  const save = useSaveStore();
  const [form] = Form.useForm<Values>();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [serverError, setServerError] = useState('');

  // The draft (back from the map page) wins over the stored shop; then the chosen point, once.
  useEffect(() => {
    const draft = readDraft(id);
    const s = existing.data;
    if (draft) form.setFieldsValue(draft);
    else if (s)
      form.setFieldsValue({
        name: s.name,
        area: [s.areaCode.slice(0, 2), s.areaCode.slice(0, 4), s.areaCode],
        address: s.address,
        contact: s.contact,
        phone: s.phone,
        lng: s.lng === null ? '' : String(s.lng),
        lat: s.lat === null ? '' : String(s.lat),
        remark: s.remark,
      });
    const chosen = takeChosenLocation('store');
    if (chosen) {
      form.setFieldsValue({ lng: String(roundCoord(chosen.lng)), lat: String(roundCoord(chosen.lat)) });
      if (!form.getFieldValue('address') && chosen.address) form.setFieldsValue({ address: chosen.address });
    }
    sessionStorage.removeItem(DRAFT_KEY);
  }, [existing.data, form, id]);

  const pickOnMap = () => {
    const v = form.getFieldsValue(true) as Values;
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ id, values: { ...EMPTY, ...v } }));
    const lng = Number(v.lng);
    const lat = Number(v.lat);
    void navigate(chooseLocationUrl('store', v.lng && v.lat ? { lng, lat } : null));
  };

  const submit = (v: Values) => {
    setServerError('');
    const areaCode = v.area?.[2] ?? '';
    save.mutate(
      {
        id,
        name: v.name.trim(),
        areaCode,
        address: v.address.trim(),
        contact: (v.contact ?? '').trim(),
        phone: (v.phone ?? '').trim(),
        lng: v.lng ? Number(v.lng) : undefined,
        lat: v.lat ? Number(v.lat) : undefined,
        remark: v.remark ?? '',
      },
      {
        onSuccess: () => {
          toast('书店已保存', 'success');
          void navigate(-1);
        },
        onError: (e) => setServerError(isApiError(e) ? e.message : '保存失败，请重试'),
      },
    );
  };

  return (
    <QueryView
      query={allOf(areas, mine, id > 0 ? existing : answered(null))}
      error={(error, retry) =>
        error === existing.error
          ? {
              title: isApiError(error) && error.kind === 'server' ? error.message : '书店加载失败',
              description: DEFAULT_ERROR_TEXT,
              actionText: '重试',
              onAction: retry,
              secondaryText: '返回',
              onSecondary: () => void navigate(-1),
            }
          : { title: '地区数据加载失败', description: DEFAULT_ERROR_TEXT }
      }
    >
      {([options]) => (
        <div className={styles.page}>
          <Form
            form={form}
            className={styles.form}
            layout="horizontal"
            requiredMarkStyle="none"
            initialValues={EMPTY}
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
                  loading={save.isPending}
                >
                  保存书店
                </Button>
              </>
            }
          >
            <Form.Item name="name" label="书店名称" rules={[schemaRule(fields.name)]}>
              <Input placeholder="如 博库书城（文二路店）" maxLength={40} clearable />
            </Form.Item>
            <Form.Item
              name="area"
              label="所在区域"
              trigger="onConfirm"
              onClick={() => setPickerOpen(true)}
              rules={[
                {
                  validator: async (_r: unknown, value: unknown) => {
                    const codes = Array.isArray(value) ? (value as string[]) : [];
                    if (!isCompleteArea(options, codes) || codes.length < 3)
                      throw new Error('请选择书店所在区县');
                  },
                },
              ]}
            >
              <CascadePicker
                title="选择所在区域"
                options={options}
                visible={pickerOpen}
                onClose={() => setPickerOpen(false)}
              >
                {(items) =>
                  items.length > 0 && items.every(Boolean) ? (
                    <span>{items.map((i) => i?.label).join(' ')}</span>
                  ) : (
                    <span className={styles.placeholder}>省 / 市 / 区县</span>
                  )
                }
              </CascadePicker>
            </Form.Item>
            <Form.Item name="address" label="地址" rules={[schemaRule(fields.address)]}>
              <TextArea
                placeholder="街道、门牌号"
                maxLength={100}
                rows={2}
                autoSize={{ minRows: 1, maxRows: 3 }}
              />
            </Form.Item>
            <Form.Item name="contact" label="联系人" rules={[schemaRule(fields.contact)]}>
              <Input placeholder="选填" maxLength={20} clearable />
            </Form.Item>
            <Form.Item name="phone" label="联系电话" rules={[schemaRule(fields.phone)]}>
              <Input placeholder="手机号或 0571-88888888（选填）" type="tel" clearable />
            </Form.Item>
            <Form.Item name="lng" label="经度" rules={[schemaRule(fields.lng)]}>
              <Input placeholder="如 120.1436（选填）" inputMode="decimal" clearable />
            </Form.Item>
            <Form.Item name="lat" label="纬度" rules={[schemaRule(fields.lat)]}>
              <Input placeholder="如 30.2826（选填）" inputMode="decimal" clearable />
            </Form.Item>
            <Form.Item>
              <Button block fill="outline" color="primary" shape="rounded" onClick={pickOnMap}>
                在地图上选点 / 使用当前位置
              </Button>
            </Form.Item>
            <Form.Item name="remark" label="备注" rules={[schemaRule(fields.remark)]}>
              <TextArea placeholder="选填" maxLength={200} rows={2} />
            </Form.Item>
          </Form>
        </div>
      )}
    </QueryView>
  );
}
