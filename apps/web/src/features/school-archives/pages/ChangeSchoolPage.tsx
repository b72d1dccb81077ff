import { useId, useMemo, useState } from 'react';
import { Button, CascadePicker, Input, TextArea } from 'antd-mobile';
import { Selector } from '@/components/Selector/Selector';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, SCHOOL_KIND_TEXT, SCHOOL_KINDS, saveSchoolInput, type SchoolDetail } from '@jc/contract';
import { allOf, answered } from '@/components/QueryView/all-of';
import { QueryView } from '@/components/QueryView/QueryView';
import { FormRow } from '@/components/FormRow/FormRow';
import { isApiError } from '@/lib/api-client';
import { namesOf, type CascadeOption } from '@/lib/area-cascade';
import { useAreaOptions } from '@/lib/area-options';
import { useMyInfo } from '@/lib/auth';
import { takeChosenLocation } from '@/lib/location-choice';
import { toast } from '@/lib/toast';
import { saveCalls, useArchiveCall, useSchool, useUserAreas } from '../api/schools';
import { scrollToFirstError } from '../components/RecordForm';
import { areaChips, fieldErrors, idParam, pathTo, scopeOptions } from '../lib/archive-logic';
import {
  EMPTY_SCHOOL,
  keepDraft,
  schoolInput,
  schoolValues,
  takeDraft,
  type SchoolValues,
} from '../lib/school-form';
import styles from '../components/archives.module.css';

/** 新增/编辑学校: loads the school (when editing), the area tree and the caller's areas, then the form. */
export default function ChangeSchoolPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const school = useSchool(id);
  const tree = useAreaOptions();
  const areas = useUserAreas();
  const me = useMyInfo();
  const admin = me.data?.roles.includes('admin') ?? false;
  return (
    <QueryView
      query={allOf(tree, areas, id > 0 ? school : answered(null))}
      error={(error, retry) =>
        error === school.error && isApiError(error) && error.kind === 'server'
          ? { art: 'notFound', title: error.message, actionText: '返回', onAction: () => void navigate(-1) }
          : { title: '加载失败', description: '请检查网络后重试。', actionText: '重试', onAction: retry }
      }
    >
      {([options, mine, existing]) => (
        <SchoolForm
          id={id}
          existing={existing}
          options={scopeOptions(options, admin ? 'all' : mine.map((a) => a.code))}
          districts={areaChips(
            options,
            mine.map((a) => a.code),
          ).filter((c) => c.code.length === 6)}
          onSaved={(saved) => {
            toast(id > 0 ? '学校已保存' : '学校已新增', 'success');
            void navigate(`${PAGES.schoolInfo.path}?id=${saved.id}`, { replace: true });
          }}
        />
      )}
    </QueryView>
  );
}

interface SchoolFormProps {
  id: number;
  existing: SchoolDetail | null;
  /** The area tree cut to the caller's areas. */
  options: CascadeOption[];
  /** The caller's districts as one-tap choices (a city's staff get its districts). */
  districts: { code: string; name: string }[];
  onSaved: (school: SchoolDetail) => void;
}

function SchoolForm({ id, existing, options, districts, onSaved }: SchoolFormProps) {
  const navigate = useNavigate();
  const baseId = useId();
  // What was typed before the map, and the point picked there (/choose-location), taken once.
  const [initial] = useState(() => {
    const kept = takeDraft(id) ?? {
      areaCode: existing?.areaCode ?? '',
      values: existing ? schoolValues(existing) : EMPTY_SCHOOL,
    };
    const chosen = takeChosenLocation('school');
    if (!chosen) return kept;
    const values = {
      ...kept.values,
      lng: chosen.lng.toFixed(6),
      lat: chosen.lat.toFixed(6),
      address: kept.values.address || chosen.address,
    };
    return { areaCode: kept.areaCode, values };
  });
  const [values, setValues] = useState<SchoolValues>(initial.values);
  const [areaCode, setAreaCode] = useState(initial.areaCode);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [picking, setPicking] = useState(false);
  const save = useArchiveCall(saveCalls.school);
  const set = (name: keyof SchoolValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  const path = useMemo(() => pathTo(options, areaCode), [options, areaCode]);
  const oneTap = districts.length > 0 && districts.length <= 24;
  const pickMap = () => {
    keepDraft(id, areaCode, values);
    const q = new URLSearchParams({ purpose: 'school' });
    if (values.lng && values.lat) {
      q.set('lng', values.lng);
      q.set('lat', values.lat);
    }
    void navigate(`${PAGES.chooseLocation.path}?${q}`);
  };

  const submit = () => {
    setServerError('');
    const input = schoolInput(id, areaCode, values);
    const found = fieldErrors(saveSchoolInput, input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      scrollToFirstError();
      return;
    }
    save.mutate(input as Parameters<typeof saveCalls.school>[0], {
      onSuccess: onSaved,
      onError: (e) => setServerError(isApiError(e) ? e.message : '保存失败，请重试'),
    });
  };

  const text = (
    name: keyof SchoolValues,
    label: string,
    extra: {
      placeholder?: string;
      maxLength?: number;
      type?: string;
      inputMode?: 'numeric' | 'tel' | 'decimal';
    } = {},
  ) => (
    <FormRow label={label} htmlFor={`${baseId}-${name}`} error={errors[name]}>
      <Input
        id={`${baseId}-${name}`}
        className={styles.input}
        value={values[name]}
        onChange={(v) => set(name, v)}
        clearable
        maxLength={extra.maxLength ?? 50}
        placeholder={extra.placeholder}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
      />
    </FormRow>
  );

  return (
    <div className={styles.page}>
      <form
        className={`${styles.card} ${styles.form}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {text('name', '学校名称', { placeholder: '如 杭州市学军小学', maxLength: 50 })}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>所在区县</legend>
          {oneTap ? (
            <Selector
              className={styles.selector}
              columns={3}
              options={districts.map((d) => ({ label: d.name, value: d.code }))}
              value={areaCode ? [areaCode] : []}
              onChange={(v) => {
                setAreaCode(v[0] ?? '');
                setErrors((e) => ({ ...e, areaCode: '' }));
              }}
            />
          ) : (
            <>
              <button type="button" className={styles.pickerButton} onClick={() => setPicking(true)}>
                {path.length > 0 ? namesOf(options, path).join(' ') : '选择省 / 市 / 区县'}
              </button>
              <CascadePicker
                title="选择所在区县"
                options={options}
                visible={picking}
                value={path}
                onClose={() => setPicking(false)}
                onConfirm={(v) => {
                  setAreaCode(String(v[v.length - 1] ?? ''));
                  setErrors((e) => ({ ...e, areaCode: '' }));
                }}
              />
            </>
          )}
          {errors.areaCode ? (
            <p className={styles.error} role="alert">
              {errors.areaCode}
            </p>
          ) : null}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>办学类型</legend>
          <Selector
            className={styles.selector}
            columns={2}
            options={SCHOOL_KINDS.map((k) => ({ label: SCHOOL_KIND_TEXT[k], value: k }))}
            value={[values.kind]}
            onChange={(v) => v[0] && set('kind', v[0])}
          />
        </fieldset>
        {text('pupils', '学生人数', { placeholder: '全校学生数', maxLength: 6, inputMode: 'numeric' })}
        {text('address', '地址', { placeholder: '街道、门牌号', maxLength: 100 })}
        {text('principal', '校长', { maxLength: 20 })}
        {text('contact', '联系人', { maxLength: 20 })}
        {text('phone', '联系电话', {
          placeholder: '手机号或 0571-88886666',
          maxLength: 13,
          type: 'tel',
          inputMode: 'tel',
        })}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>位置</legend>
          <Button block shape="rounded" size="large" color="primary" fill="outline" onClick={pickMap}>
            {values.lng && values.lat ? '在地图上重新选择' : '在地图上选择 / 使用当前位置'}
          </Button>
          <div className={styles.lngLat}>
            {text('lng', '经度', { placeholder: '如 120.1300', maxLength: 12, inputMode: 'decimal' })}
            {text('lat', '纬度', { placeholder: '如 30.2700', maxLength: 12, inputMode: 'decimal' })}
          </div>
        </fieldset>
        <FormRow label="备注" htmlFor={`${baseId}-remark`} error={errors.remark}>
          <TextArea
            id={`${baseId}-remark`}
            value={values.remark}
            onChange={(v) => set('remark', v)}
            maxLength={200}
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </FormRow>
        {serverError ? (
          <p className={styles.serverError} role="alert">
            {serverError}
          </p>
        ) : null}
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={save.isPending}>
          {id > 0 ? '保存学校' : '新增学校'}
        </Button>
      </form>
    </div>
  );
}
