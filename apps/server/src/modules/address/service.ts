import { MAX_ADDRESSES, type Address, type SaveAddressInput } from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AddressesTable } from './tables.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';

type Saved = Omit<SaveAddressInput, 'isDefault'> & { isDefault?: boolean | undefined };

export const ADDRESS_NOT_FOUND = '收货地址不存在';

export function toAddress(r: Selectable<AddressesTable>): Address {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    provinceCode: r.province_code,
    provinceName: r.province_name,
    cityCode: r.city_code,
    cityName: r.city_name,
    districtCode: r.district_code,
    districtName: r.district_name,
    detail: r.detail,
    isDefault: r.is_default === 1,
  };
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAddress);
}

/** The caller's address; another user's answers the same 404 as a missing one. */
export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return toAddress(row);
}

/** Resolves the names of a province → city → district chain; each code must be the child of the one before. */
export async function resolveArea(db: Db, input: Saved) {
  const rows = await db
    .selectFrom('areas')
    .select(['code', 'name', 'parent_code', 'level'])
    .where('code', 'in', [input.provinceCode, input.cityCode, input.districtCode])
    .execute();
  const by = new Map(rows.map((r) => [r.code, r]));
  const province = by.get(input.provinceCode);
  if (!province || province.level !== 1) throw badInput('省份：请选择正确的省份');
  const city = by.get(input.cityCode);
  if (!city || city.parent_code !== province.code) throw badInput('城市：所选城市不属于该省份');
  const district = by.get(input.districtCode);
  if (!district || district.parent_code !== city.code) throw badInput('区县：所选区县不属于该城市');
  return { province: province.name, city: city.name, district: district.name };
}

/**
 * Creates an address, or updates the caller's address `id`. The first address becomes the default;
 * making one the default clears the flag on the others, in one transaction.
 */
export async function saveAddress(db: Db, userId: number, input: Saved, now = Date.now()): Promise<Address> {
  const names = await resolveArea(db, input);
  const values = {
    name: input.name,
    phone: input.phone,
    province_code: input.provinceCode,
    province_name: names.province,
    city_code: input.cityCode,
    city_name: names.city,
    district_code: input.districtCode,
    district_name: names.district,
    detail: input.detail,
    updated_at: now,
  };
  const id = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('addresses')
      .select(['id', 'is_default'])
      .where('user_id', '=', userId)
      .execute();
    let targetId: number;
    let makeDefault = input.isDefault === true;
    if (input.id !== undefined) {
      const own = existing.find((a) => a.id === input.id);
      if (!own) throw notFound(ADDRESS_NOT_FOUND);
      // The default cannot be unset by itself: there is always one default while addresses exist.
      if (own.is_default === 1) makeDefault = true;
      await trx.updateTable('addresses').set(values).where('id', '=', own.id).execute();
      targetId = own.id;
    } else {
      if (existing.length >= MAX_ADDRESSES) throw businessRule(`最多保存${MAX_ADDRESSES}个收货地址`);
      if (existing.length === 0) makeDefault = true;
      const row = await trx
        .insertInto('addresses')
        .values({ ...values, user_id: userId, is_default: 0, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      targetId = row.id;
    }
    if (makeDefault) {
      await trx
        .updateTable('addresses')
        .set({ is_default: 0 })
        .where('user_id', '=', userId)
        .where('id', '!=', targetId)
        .execute();
      await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', targetId).execute();
    }
    return targetId;
  });
  return getAddress(db, userId, id);
}

/** Deletes the caller's address; when it was the default, the most recently updated one takes over. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('addresses')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('is_default')
      .executeTakeFirst();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    if (row.is_default !== 1) return;
    const next = await trx
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (next) await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
  });
}

/** Account cancellation: the person's shipping addresses go (orders keep their own snapshot). */
export async function forgetAddresses(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('addresses').where('user_id', '=', userId).execute();
}
