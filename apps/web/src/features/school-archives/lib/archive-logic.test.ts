import { describe, expect, it } from 'vitest';
import { saveGradeClassInput, saveGradeInput, saveSaleInput, saveSchoolInput } from '@jc/contract';
import type { CascadeOption } from '@/lib/area-cascade';
import {
  allParsers,
  areaChips,
  chinaToday,
  fieldErrors,
  fieldParser,
  formInput,
  idParam,
  pathTo,
  positionText,
  scopeOptions,
  telHref,
  yuan,
} from './archive-logic';
import { CLASS_FILLS, saleFields, saleFieldsWith, saleValues } from './record-fields';
import { schoolInput, EMPTY_SCHOOL } from './school-form';

const tree: CascadeOption[] = [
  {
    label: '浙江省',
    value: '33',
    children: [
      {
        label: '杭州市',
        value: '3301',
        children: [
          { label: '上城区', value: '330102' },
          { label: '西湖区', value: '330106' },
        ],
      },
      { label: '宁波市', value: '3302', children: [{ label: '海曙区', value: '330203' }] },
    ],
  },
  {
    label: '江苏省',
    value: '32',
    children: [{ label: '苏州市', value: '3205', children: [{ label: '姑苏区', value: '320508' }] }],
  },
];

describe('area scope of the pickers', () => {
  it('keeps the caller’s areas, what lies inside them and the way down to them', () => {
    const cut = scopeOptions(tree, ['3301']);
    expect(cut.map((p) => p.value)).toEqual(['33']);
    expect(cut[0]?.children?.map((c) => c.value)).toEqual(['3301']);
    expect(cut[0]?.children?.[0]?.children?.map((d) => d.value)).toEqual(['330102', '330106']);
    expect(
      scopeOptions(tree, ['330106', '320508'])
        .flatMap((p) => p.children ?? [])
        .map((c) => c.value),
    ).toEqual(['3301', '3205']);
    expect(scopeOptions(tree, [])).toEqual([]);
    expect(scopeOptions(tree, 'all')).toHaveLength(2);
  });

  it('offers a city’s districts, a district itself, in one tap', () => {
    expect(areaChips(tree, ['3301'])).toEqual([
      { code: '330102', name: '上城区' },
      { code: '330106', name: '西湖区' },
    ]);
    expect(areaChips(tree, ['330106', '3205', '999999'])).toEqual([
      { code: '330106', name: '西湖区' },
      { code: '320508', name: '姑苏区' },
    ]);
  });

  it('finds the path of a district', () => {
    expect(pathTo(tree, '330106')).toEqual(['33', '3301', '330106']);
    expect(pathTo(tree, '110101')).toEqual([]);
  });
});

describe('shown values', () => {
  it('says money, dates, ids, positions and phone links', () => {
    expect(yuan(123456)).toBe('1,234.56');
    expect(yuan(5)).toBe('0.05');
    expect(chinaToday(Date.UTC(2026, 0, 1, 17))).toBe('2026-01-02');
    expect(idParam('12')).toBe(12);
    expect(idParam('-1')).toBe(0);
    expect(idParam(null)).toBe(0);
    expect(positionText(120.13, 30.27)).toBe('120.1300, 30.2700');
    expect(positionText(null, 30)).toBe('未标注');
    expect(telHref('0571-8888 6666')).toBe('tel:0571-88886666');
  });
});

describe('forms say what the contract says', () => {
  it('refuses a sale in the future, a negative amount and no book', () => {
    const now = Date.UTC(2026, 4, 10, 2);
    const values = { ...saleValues(undefined, now), soldOn: '2999-01-01', amount: '-3', quantity: '2' };
    const input = { schoolId: 1, ...formInput(saleFields, values) };
    expect(fieldErrors(saveSaleInput, input)).toEqual({
      bookNo: '书号不正确',
      amount: '销售金额不能为负数',
      soldOn: '销售日期不能晚于今天',
    });
    expect(
      fieldErrors(saveSaleInput, { ...input, bookNo: '131', amount: '25.80', soldOn: '2026-05-01' }),
    ).toEqual({});
  });

  it('offers the books sold before in one tap', () => {
    expect(saleFieldsWith([])).toBe(saleFields);
    const book = saleFieldsWith([
      { bookNo: '131', bookTitle: '语文 三年级上册' },
      { bookNo: '131', bookTitle: '语文 三年级上册' },
      { bookNo: 'X9', bookTitle: '' },
    ]).find((f) => f.name === 'bookNo');
    expect(book).toMatchObject({ kind: 'choice', free: true });
    expect(book?.options).toEqual([
      { label: '语文 三年级上册', value: '131' },
      { label: 'X9', value: 'X9' },
    ]);
  });

  it('leaves an empty optional field out', () => {
    expect(formInput(saleFields, { ...saleValues(), bookNo: ' 131 ' })).not.toHaveProperty('remark');
    expect(formInput(saleFields, { ...saleValues(), bookNo: ' 131 ' }).bookNo).toBe('131');
  });

  it('checks a grade and its classes together', () => {
    const schema = allParsers(
      saveGradeInput,
      fieldParser('classNames', saveGradeClassInput.shape.classNames),
    );
    expect(fieldErrors(schema, { schoolId: 1, grade: '', pupils: '40', classNames: '1班,1班' })).toEqual({
      grade: '年级须为一至九年级',
      classNames: '班级名称不能重复',
    });
    expect(
      fieldErrors(schema, { schoolId: 1, grade: '3', pupils: '', classNames: '1班,2班,3班,4班' }),
    ).toEqual({});
    expect(CLASS_FILLS[0]).toEqual({ label: '2个班', value: '1班,2班' });
  });

  it('sends a school with its position only when both halves are there', () => {
    const base = { ...EMPTY_SCHOOL, name: '学军小学' };
    expect(schoolInput(0, '330106', base)).not.toHaveProperty('lng');
    expect(fieldErrors(saveSchoolInput, schoolInput(0, '330106', base))).toEqual({});
    expect(fieldErrors(saveSchoolInput, schoolInput(0, '330106', { ...base, lng: '120.1' }))).toHaveProperty(
      'lng',
    );
    expect(fieldErrors(saveSchoolInput, schoolInput(0, '3301', { ...base, lng: '10', lat: '30' }))).toEqual({
      areaCode: '学校所在地区须选到区县',
      lng: '位置须在中国境内（经度73.5～135.1）',
    });
    expect(fieldErrors(saveSchoolInput, schoolInput(3, '330106', { ...base, phone: '12345' }))).toEqual({
      phone: '联系电话须为手机号或带区号的固定电话（如0571-88886666）',
    });
  });
});
