import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  adminStaffAreasInput,
  areaCodeField,
  areaFilterField,
  checkPosition,
  contactPhoneField,
  countField,
  dateFilterField,
  exportFormatField,
  formatYuan,
  inChina,
  moneyField,
  pastDateField,
  positionFields,
  recordHistoryQuery,
  toFen,
} from './types.js';

const message = (r: z.ZodSafeParseResult<unknown>) => (r.success ? '' : (r.error.issues[0]?.message ?? ''));

afterEach(() => vi.useRealTimers());

describe('archive fields', () => {
  it('takes mobiles and landlines with an area code as contact phones', () => {
    for (const ok of ['13812345678', '19900001111', '0571-88888888', '010-1234567', ' 0512-6666777 '])
      expect(contactPhoneField.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['12812345678', '1381234567', '88888888', '0571 88888888', '+8613812345678', ''])
      expect(message(contactPhoneField.safeParse(bad)), bad).toMatch(/联系电话须为手机号或带区号的固话/);
  });

  it('takes a position inside China, both or neither', () => {
    const form = z.object({ ...positionFields }).superRefine(checkPosition);
    expect(form.parse({ lng: '120.1485', lat: '30.2425' })).toEqual({ lng: 120.1485, lat: 30.2425 });
    expect(form.parse({ lng: '', lat: '' })).toEqual({});
    expect(form.parse({})).toEqual({});
    expect(message(form.safeParse({ lng: '2.35', lat: '48.85' }))).toMatch(/经度须在73.5到135.1之间/);
    expect(message(form.safeParse({ lng: '120', lat: '60' }))).toMatch(/纬度须在18.1到53.6之间/);
    expect(message(form.safeParse({ lng: '120.1' }))).toBe('位置：请同时填写经度和纬度');
    expect(message(form.safeParse({ lng: 'east', lat: '30' }))).toMatch(/经度须为数字/);
    expect(inChina(120.15, 30.24)).toBe(true);
    expect(inChina(139.69, 35.68)).toBe(false);
  });

  it('takes a past or present date in Shanghai, never a future one', () => {
    vi.useFakeTimers();
    // 2026-11-24 23:30 UTC is already 11-25 in Shanghai.
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 24, 23, 30)));
    const sold = pastDateField('销售日期');
    expect(sold.parse('2026-11-25')).toBe('2026-11-25');
    expect(sold.parse('2020-02-29')).toBe('2020-02-29');
    expect(message(sold.safeParse('2026-11-26'))).toBe('销售日期不能晚于今天');
    expect(message(sold.safeParse('2026-02-30'))).toBe('销售日期不是有效的日期');
    expect(message(sold.safeParse('2026/11/01'))).toBe('销售日期须为 YYYY-MM-DD');
    expect(message(sold.safeParse(undefined))).toBe('请填写销售日期');
    const from = dateFilterField('开始日期');
    expect(from.parse('')).toBeUndefined();
    expect(from.parse('2030-01-01')).toBe('2030-01-01');
    expect(message(from.safeParse('2030-13-01'))).toBe('开始日期不是有效的日期');
  });

  it('takes money in yuan with 2 decimals and keeps it exact in fen', () => {
    const amount = moneyField('金额');
    expect(amount.parse('19.99')).toBe(19.99);
    expect(toFen(amount.parse('19.99'))).toBe(1999);
    expect(toFen(0.1 + 0.2)).toBe(30);
    expect(formatYuan(1999)).toBe('19.99');
    expect(formatYuan(0)).toBe('0.00');
    expect(message(amount.safeParse('-1'))).toBe('金额不能为负数');
    expect(message(amount.safeParse('1.005'))).toBe('金额最多两位小数');
    expect(message(amount.safeParse('abc'))).toBe('金额须为数字');
  });

  it('takes counts as whole numbers from 0', () => {
    const qty = countField('数量');
    expect(qty.parse('0')).toBe(0);
    expect(qty.parse('120')).toBe(120);
    expect(message(qty.safeParse('-3'))).toBe('数量不能为负数');
    expect(message(qty.safeParse('1.5'))).toBe('数量须为整数');
  });

  it('takes area codes of any level and an export format', () => {
    const area = areaCodeField('所在地区');
    expect(area.parse('33')).toBe('33');
    expect(area.parse('330106')).toBe('330106');
    expect(message(area.safeParse(''))).toBe('请选择所在地区');
    expect(message(area.safeParse(undefined))).toBe('请选择所在地区');
    expect(message(area.safeParse('33010'))).toBe('所在地区不正确');
    expect(areaFilterField.parse('')).toBeUndefined();
    expect(areaFilterField.parse(undefined)).toBeUndefined();
    expect(areaFilterField.parse('3301')).toBe('3301');
    expect(message(areaFilterField.safeParse('3x'))).toBe('地区不正确');
    expect(exportFormatField.parse('xlsx')).toBe('xlsx');
    expect(message(exportFormatField.safeParse('pdf'))).toBe('导出格式须为 csv 或 xlsx');
  });
});

describe('archive inputs', () => {
  it('reads a record of a kind', () => {
    expect(recordHistoryQuery.parse({ kind: 'school', id: '7' })).toEqual({ kind: 'school', id: 7 });
    expect(message(recordHistoryQuery.safeParse({ kind: 'book', id: '7' }))).toBe('记录类型不正确');
    expect(message(recordHistoryQuery.safeParse({ kind: 'store', id: '-1' }))).toBe('记录不存在');
  });

  it('reads area codes comma-separated, as JSON or as an array, without repeats', () => {
    const codes = (areaCodes: unknown) => adminStaffAreasInput.parse({ userId: '3', areaCodes }).areaCodes;
    expect(codes('3301, 3205,3301')).toEqual(['3301', '3205']);
    expect(codes('["330106","330108"]')).toEqual(['330106', '330108']);
    expect(codes(['33'])).toEqual(['33']);
    expect(codes('')).toEqual([]);
    expect(message(adminStaffAreasInput.safeParse({ userId: '3', areaCodes: '3301,abc' }))).toBe(
      '负责区域：区域编码不正确',
    );
    const many = Array.from({ length: 51 }, (_, i) => String(3301 + i)).join(',');
    expect(message(adminStaffAreasInput.safeParse({ userId: '3', areaCodes: many }))).toBe(
      '负责区域不能超过50个',
    );
    expect(message(adminStaffAreasInput.safeParse({ areaCodes: '' }))).toBe('请选择业务员');
  });
});
