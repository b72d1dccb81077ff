import { z } from 'zod';
import { rowId } from '../shared/ids.js';

/** A boolean from a form field ("true"/"false"/"1"/"0") or JSON. */
export const formBoolean = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: `${label}须为 true 或 false` })
    .transform((v) => v === true || v === 'true' || v === '1');

/** A shipping address of the user (myInfo/getMyAddressList, getAddressOne/{id}). */
export interface Address {
  id: number;
  /** Receiver's name. */
  name: string;
  phone: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  /** Street, building and room. */
  detail: string;
  isDefault: boolean;
}

/** The copy of an address kept on an order, so later edits do not change it. */
export type AddressSnapshot = Omit<Address, 'id' | 'isDefault'>;

export const MAX_ADDRESSES = 20;

const divisionCode = (label: string) =>
  z.string({ error: `请选择${label}` }).regex(/^\d{2,12}$/, `请选择${label}`);

/** The `{id}` of getAddressOne and deleteMyAddress. */
export const addressIdInput = z.object({
  id: rowId('地址不存在', '地址不存在'),
});

/** POST myInfo/saveMyAddress: creates, or updates when `id` is given. Area names come from the codes. */
export const saveAddressInput = z.object({
  id: rowId('地址不存在', '地址不存在').optional(),
  name: z
    .string({ error: '请输入收货人姓名' })
    .trim()
    .min(1, '请输入收货人姓名')
    .max(20, '收货人姓名不能超过20个字'),
  phone: z
    .string({ error: '请输入手机号' })
    .trim()
    .regex(/^1\d{10}$/, '手机号须为11位数字，以1开头'),
  provinceCode: divisionCode('省份'),
  cityCode: divisionCode('城市'),
  districtCode: divisionCode('区县'),
  detail: z
    .string({ error: '请输入详细地址' })
    .trim()
    .min(4, '详细地址至少4个字')
    .max(100, '详细地址不能超过100个字'),
  isDefault: formBoolean('是否默认').optional(),
});
export type SaveAddressInput = z.input<typeof saveAddressInput>;
