import type { Address } from '../api/address.js';
import { as, get, post } from '../endpoint.js';

/** Shipping addresses of the caller (myInfo/…Address…). */
export const addressEndpoints = {
  list: get('myInfo/getMyAddressList', { auth: 'user', answer: as<Address[]>() }),
  one: get('myInfo/getAddressOne/{id}', { auth: 'user', input: 'addressIdInput', answer: as<Address>() }),
  /** Creates, or updates when `id` is given. */
  save: post('myInfo/saveMyAddress', { auth: 'user', input: 'saveAddressInput', answer: as<Address>() }),
  remove: post('myInfo/deleteMyAddress/{id}', { auth: 'user', input: 'addressIdInput' }),
};
