import { useEffect, useState } from 'react';
import { Button, CascadePicker, Form, Input, Switch, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { saveAddressInput } from '@jc/contract';
import { allOf, answered } from '@/components/QueryView/all-of';
import { DEFAULT_ERROR_TEXT, QueryView } from '@/components/QueryView/QueryView';
import { saveChosenAddress } from '@/lib/address-choice';
import { isApiError } from '@/lib/api-client';
import { schemaRule } from '@/lib/form-rules';
import { toast } from '@/lib/toast';
import { useAreaOptions } from '@/lib/area-options';
import { useAddress, useSaveAddress } from '../api/address';
import { isCompleteArea } from '@/lib/area-cascade';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import styles from './AddressPages.module.css';

interface Values {
  name: string;
  phone: string;
  area: string[];
  detail: string;
  isDefault: boolean;
}

const fields = saveAddressInput.shape;

/** 新增/编辑地址: the contract's rules and Chinese messages, the area picker, the default switch. */
export default function ChangeAddressPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const choose = params.get('choose') === '1';
  const existing = useAddress(id);
  const areas = useAreaOptions();
  const save = useSaveAddress();
  const [form] = Form.useForm<Values>();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [serverError, setServerError] = useState('');

  useEffect(() => {
    const a = existing.data;
    if (!a) return;
    form.setFieldsValue({
      name: a.name,
      phone: a.phone,
      area: [a.provinceCode, a.cityCode, a.districtCode],
      detail: a.detail,
      isDefault: a.isDefault,
    });
  }, [existing.data, form]);

  const submit = (v: Values) => {
    setServerError('');
    const [provinceCode = '', cityCode = '', districtCode = ''] = v.area ?? [];
    save.mutate(
      {
        id: id > 0 ? id : undefined,
        name: v.name.trim(),
        phone: v.phone.trim(),
        provinceCode,
        cityCode,
        districtCode,
        detail: v.detail.trim(),
        isDefault: Boolean(v.isDefault),
      },
      {
        onSuccess: (saved) => {
          toast('地址已保存', 'success');
          // Created from the submit page: use it there.
          if (choose && saved && typeof saved === 'object' && 'id' in saved) saveChosenAddress(saved.id);
          void navigate(-1);
        },
        onError: (e) => setServerError(isApiError(e) ? e.message : '保存失败，请重试'),
      },
    );
  };

  // Editing waits for the address too; adding needs only the area tree.
  const queries = allOf(areas, id > 0 ? existing : answered(null));
  return (
    <QueryView
      query={queries}
      error={(error, retry) =>
        error === existing.error
          ? {
              title: '地址加载失败',
              description: isApiError(error) && error.kind === 'server' ? error.message : DEFAULT_ERROR_TEXT,
              actionText: '重试',
              onAction: retry,
              secondaryText: '返回',
              onSecondary: () => void navigate(-1),
            }
          : { title: '地区数据加载失败', description: DEFAULT_ERROR_TEXT }
      }
      loading={
        <div className={styles.card} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className={styles.skBar} />
          ))}
        </div>
      }
    >
      {([options]) => (
        <div className={styles.page}>
          <Form
            form={form}
            className={styles.form}
            layout="horizontal"
            requiredMarkStyle="none"
            initialValues={{ name: '', phone: '', area: [], detail: '', isDefault: false }}
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
                  保存地址
                </Button>
              </>
            }
          >
            <Form.Item name="name" label="收货人" rules={[schemaRule(fields.name)]}>
              <Input placeholder="请输入收货人姓名" maxLength={20} clearable />
            </Form.Item>
            <Form.Item name="phone" label="手机号" rules={[schemaRule(fields.phone)]}>
              <Input placeholder="请输入11位手机号" type="tel" inputMode="numeric" maxLength={11} clearable />
            </Form.Item>
            <Form.Item
              name="area"
              label="所在地区"
              trigger="onConfirm"
              onClick={() => setPickerOpen(true)}
              rules={[
                {
                  validator: async (_r: unknown, value: unknown) => {
                    const codes = Array.isArray(value) ? (value as string[]) : [];
                    if (codes.length === 0) throw new Error('请选择省份');
                    if (!isCompleteArea(options, codes))
                      throw new Error(codes.length < 2 ? '请选择城市' : '请选择区县');
                  },
                },
              ]}
            >
              <CascadePicker
                title="选择所在地区"
                options={options}
                visible={pickerOpen}
                onClose={() => setPickerOpen(false)}
              >
                {(items) =>
                  items.length > 0 && items.every(Boolean) ? (
                    <span className={styles.areaValue}>{items.map((i) => i?.label).join(' ')}</span>
                  ) : (
                    <span className={styles.placeholder}>省 / 市 / 区县</span>
                  )
                }
              </CascadePicker>
            </Form.Item>
            <Form.Item name="detail" label="详细地址" rules={[schemaRule(fields.detail)]}>
              <TextArea
                placeholder="街道、楼栋、门牌号"
                maxLength={100}
                rows={2}
                autoSize={{ minRows: 2, maxRows: 4 }}
              />
            </Form.Item>
            <Form.Item name="isDefault" label="默认地址" valuePropName="checked" childElementPosition="right">
              <Switch />
            </Form.Item>
          </Form>
        </div>
      )}
    </QueryView>
  );
}
