import { describe, expect, it } from 'vitest';
import { idList, MAX_ROW_ID, rowId } from './ids.js';
import { deleteCartInput } from '../shop/types.js';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('row ids', () => {
  const id = rowId('请选择商品', '商品不存在');

  it('takes a positive integer up to the stores’ largest id, from a number or a form’s text', () => {
    expect(id.parse('1')).toBe(1);
    expect(id.parse(42)).toBe(42);
    expect(id.parse(String(MAX_ROW_ID))).toBe(2_147_483_647);
  });

  it('refuses what no row can have, with the field’s own message', () => {
    for (const bad of ['0', '-1', '1.5', '2147483648', '9007199254740993', '99999999999999999999999999'])
      expect([bad, messageOf(id.safeParse(bad))]).toEqual([bad, '商品不存在']);
    for (const notNumber of ['abc', '1e309']) expect(messageOf(id.safeParse(notNumber))).toBe('请选择商品');
  });

  it('takes a comma list of ids and refuses one beyond the range, or too many', () => {
    const list = idList('图片', 3);
    expect(list.parse('3,1,3')).toEqual([3, 1]);
    expect(list.parse('')).toEqual([]);
    expect(messageOf(list.safeParse('1,2147483648'))).toBe('图片不正确');
    expect(messageOf(list.safeParse('1,x'))).toBe('图片不正确');
    expect(messageOf(list.safeParse('1,2,3,4'))).toBe('图片最多选3个');
  });

  it('refuses a cart deletion naming an id beyond the range (PostgreSQL would fail the statement)', () => {
    expect(deleteCartInput.parse({ goodsId: '1,2' })).toEqual({ goodsId: [1, 2] });
    expect(messageOf(deleteCartInput.safeParse({ goodsId: '99999999999999999999999999' }))).toBe(
      '商品编号不正确',
    );
    expect(messageOf(deleteCartInput.safeParse({ goodsId: '1,2147483648' }))).toBe('商品编号不正确');
  });
});
