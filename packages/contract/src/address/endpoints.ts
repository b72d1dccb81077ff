import type { Address } from './types.js';
import { as, get, post } from '../endpoint.js';

/** Shipping addresses of the caller (myInfo/…Address…). */
export const addressEndpoints = {
  list: get('myInfo/getMyAddressList', 'user', null, as<Address[]>()),
  one: get('myInfo/getAddressOne/{id}', 'user', 'addressIdInput', as<Address>()),
  /** Creates, or updates when `id` is given. */
  save: post('myInfo/saveMyAddress', 'user', 'saveAddressInput', as<Address>()),
  remove: post('myInfo/deleteMyAddress/{id}', 'user', 'addressIdInput'),
};
