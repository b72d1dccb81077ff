import type { Address } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { makeShopUser, makeShopUsers } from '../shop/shop.fixtures.js';

const valid = {
  name: '李雷',
  phone: '13712345678',
  provinceCode: '44',
  cityCode: '4403',
  districtCode: '440305',
  detail: '科技园南路 88 号',
};

describe.each(dialects)('addresses on %s', (dialect) => {
  const t = useTestApp({ dialect });

  it('creates with area names from the codes, the first as default, and lists them', async () => {
    const u = await makeShopUser(t().app.db);
    // The fixture user already has one default address.
    const res = await t().call<Address>('POST', '/api/myInfo/saveMyAddress', { token: u.token, form: valid });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('保存成功');
    expect(res.body.data).toMatchObject({
      ...valid,
      provinceName: '广东省',
      cityName: '深圳市',
      districtName: '南山区',
      isDefault: false,
    });
    const made = await t().call<Address>('POST', '/api/myInfo/saveMyAddress', {
      token: u.token,
      form: { ...valid, detail: '新地址 1 号楼', isDefault: 'true' },
    });
    expect(made.body.data.isDefault).toBe(true);
    const list = await t().call<Address[]>('GET', '/api/myInfo/getMyAddressList', { token: u.token });
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data.filter((a) => a.isDefault).map((a) => a.id)).toEqual([made.body.data.id]);
    expect(list.body.data[0]?.id).toBe(made.body.data.id);

    const one = await t().call<Address>('GET', `/api/myInfo/getAddressOne/${res.body.data.id}`, {
      token: u.token,
    });
    expect(one.body.data.detail).toBe(valid.detail);
  });

  it('updates its own address, and answers 404 for another user’s on every call', async () => {
    const [u, other] = await makeShopUsers(t().app.db, 2);
    if (!u || !other) throw new Error('no user');
    const upd = await t().call<Address>('POST', '/api/myInfo/saveMyAddress', {
      token: u.token,
      form: { ...valid, id: String(u.addressId), name: '韩梅梅' },
    });
    expect(upd.body.data).toMatchObject({ id: u.addressId, name: '韩梅梅', isDefault: true });
    const foreign = [
      await t().call('GET', `/api/myInfo/getAddressOne/${u.addressId}`, { token: other.token }),
      await t().call('POST', '/api/myInfo/saveMyAddress', {
        token: other.token,
        form: { ...valid, id: String(u.addressId) },
      }),
      await t().call('POST', `/api/myInfo/deleteMyAddress/${u.addressId}`, { token: other.token }),
      await t().call('GET', '/api/myInfo/getAddressOne/99999999', { token: u.token }),
    ];
    for (const r of foreign) expect(r.body).toEqual({ code: 404, msg: '收货地址不存在', data: null });
    const still = await t().call<Address>('GET', `/api/myInfo/getAddressOne/${u.addressId}`, {
      token: u.token,
    });
    expect(still.body.data.name).toBe('韩梅梅');
  });

  it('refuses codes that are not a province → city → district chain, naming the field', async () => {
    const u = await makeShopUser(t().app.db);
    const cases: [Record<string, string>, string][] = [
      [{ provinceCode: '99' }, '省份：请选择正确的省份'],
      [{ provinceCode: '4403' }, '省份：请选择正确的省份'],
      [{ cityCode: '3301' }, '城市：所选城市不属于该省份'],
      [{ districtCode: '330106' }, '区县：所选区县不属于该城市'],
      [{ districtCode: 'abc' }, '请选择区县'],
      [{ phone: '12345' }, '手机号须为11位数字，以1开头'],
      [{ name: '' }, '请输入收货人姓名'],
      [{ detail: '短' }, '详细地址至少4个字'],
    ];
    for (const [patch, msg] of cases) {
      const r = await t().call('POST', '/api/myInfo/saveMyAddress', {
        token: u.token,
        form: { ...valid, ...patch },
      });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    const list = await t().call<Address[]>('GET', '/api/myInfo/getMyAddressList', { token: u.token });
    expect(list.body.data).toHaveLength(1);
  });

  it('deletes, handing the default to another address, and caps the count at 20', async () => {
    const u = await makeShopUser(t().app.db);
    const second = await t().call<Address>('POST', '/api/myInfo/saveMyAddress', {
      token: u.token,
      form: valid,
    });
    const del = await t().call('POST', `/api/myInfo/deleteMyAddress/${u.addressId}`, { token: u.token });
    expect(del.body).toEqual({ code: 200, msg: '删除成功', data: null });
    const list = await t().call<Address[]>('GET', '/api/myInfo/getMyAddressList', { token: u.token });
    expect(list.body.data.map((a) => [a.id, a.isDefault])).toEqual([[second.body.data.id, true]]);
    for (let i = 0; i < 19; i++) {
      const r = await t().call('POST', '/api/myInfo/saveMyAddress', { token: u.token, form: valid });
      expect(r.status).toBe(200);
    }
    const over = await t().call('POST', '/api/myInfo/saveMyAddress', { token: u.token, form: valid });
    expect(over.body).toEqual({ code: 409, msg: '最多保存20个收货地址', data: null });
    expect((await t().call('GET', '/api/myInfo/getMyAddressList')).body.code).toBe(600);
  });
});
