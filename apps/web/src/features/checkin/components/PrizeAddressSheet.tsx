import { useState, type FormEvent } from 'react';
import { campPrizeAddressInput, type CampPrizeAddress } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { Sheet } from '@/components/Sheet/Sheet';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { isApiError } from '@/lib/api-client';
import type { CascadeOption } from '@/lib/area-cascade';
import { useAreaOptions } from '@/lib/area-options';
import { useSavePrizeAddress } from '../api/checkin';
import styles from './PrizeAddressSheet.module.css';

type Field = 'name' | 'phone' | 'provinceCode' | 'cityCode' | 'districtCode' | 'detail';

interface Props {
  visible: boolean;
  dakaId: number;
  prizeText: string;
  onClose: () => void;
  onSaved: (saved: CampPrizeAddress) => void;
}

function AreaSelect({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly CascadeOption[] | undefined;
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <select
      id={id}
      className={styles.select}
      aria-label={label}
      value={value}
      disabled={!options || options.length === 0}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{label}</option>
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * 领奖地址: where the camp's prize goes (dakaying/saveMyAddress). Checked first with the contract's own
 * schema (so the messages are the server's), the area from the shared area tree (province, city,
 * district as three selects: the phone's own pickers), and the server's refusal shown above the button.
 */
export default function PrizeAddressSheet({ visible, dakaId, prizeText, onClose, onSaved }: Props) {
  const areas = useAreaOptions();
  const save = useSavePrizeAddress();
  const [values, setValues] = useState({ name: '', phone: '', detail: '' });
  const [codes, setCodes] = useState<[string, string, string]>(['', '', '']);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState('');

  const provinces = areas.data;
  const cities = provinces?.find((p) => p.value === codes[0])?.children;
  const districts = cities?.find((c) => c.value === codes[1])?.children;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const input = {
      dakaId,
      ...values,
      provinceCode: codes[0],
      cityCode: codes[1],
      districtCode: codes[2],
    };
    const checked = campPrizeAddressInput.safeParse(input);
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (e) => setServerError(isApiError(e) ? e.message : '提交失败，请重试'),
    });
  };

  const set = (field: 'name' | 'phone' | 'detail') => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const areaError = errors.provinceCode ?? errors.cityCode ?? errors.districtCode;

  return (
    <Sheet visible={visible} onClose={onClose} label="填写领奖地址" className={styles.sheet}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <h2 className={styles.title}>填写领奖地址</h2>
        {prizeText ? <p className={styles.prize}>奖品：{prizeText}</p> : null}
        <FormRow label="收货人" htmlFor="prize-name" error={errors.name}>
          <input
            id="prize-name"
            className={styles.input}
            value={values.name}
            maxLength={20}
            placeholder="请输入收货人姓名"
            onChange={(e) => set('name')(e.target.value)}
          />
        </FormRow>
        <FormRow label="手机号" htmlFor="prize-phone" error={errors.phone}>
          <input
            id="prize-phone"
            className={styles.input}
            value={values.phone}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder="请输入11位手机号"
            onChange={(e) => set('phone')(e.target.value)}
          />
        </FormRow>
        <FormRow label="所在地区" htmlFor="prize-province" error={areaError}>
          <div className={styles.areas}>
            <AreaSelect
              id="prize-province"
              label={areas.isPending ? '加载中…' : areas.isError ? '地区加载失败' : '省份'}
              options={provinces}
              value={codes[0]}
              onChange={(code) => setCodes([code, '', ''])}
            />
            <AreaSelect
              id="prize-city"
              label="城市"
              options={cities}
              value={codes[1]}
              onChange={(code) => setCodes([codes[0], code, ''])}
            />
            <AreaSelect
              id="prize-district"
              label="区县"
              options={districts}
              value={codes[2]}
              onChange={(code) => setCodes([codes[0], codes[1], code])}
            />
          </div>
        </FormRow>
        {areas.isError ? (
          <button type="button" className={styles.retry} onClick={() => void areas.refetch()}>
            地区加载失败，点击重试
          </button>
        ) : null}
        <FormRow label="详细地址" htmlFor="prize-detail" error={errors.detail}>
          <textarea
            id="prize-detail"
            className={styles.input}
            value={values.detail}
            rows={2}
            maxLength={100}
            placeholder="街道、楼栋、门牌号"
            onChange={(e) => set('detail')(e.target.value)}
          />
        </FormRow>
        {serverError ? (
          <p className={styles.serverError} role="alert">
            {serverError}
          </p>
        ) : null}
        <SubmitButton pending={save.isPending} loadingText="提交中…">
          提交地址
        </SubmitButton>
      </form>
    </Sheet>
  );
}
