import type { AreaAll } from './types.js';
import { as, get } from '../endpoint.js';

/** The province, city and district tree. */
export const areaEndpoints = {
  /** "scoool" is the path the app calls (spec section 7). */
  all: get('scoool/getAreaAll', 'none', null, as<AreaAll>()),
};
