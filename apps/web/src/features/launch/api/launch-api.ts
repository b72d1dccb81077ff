import type { AreaAll } from '@jc/contract';
import { api } from '../../../lib/api-client';

/** The full area tree; background work, so failures are logged, not toasted. */
export function getAreaAll() {
  return api.get<AreaAll>('scoool/getAreaAll', undefined, { silent: true });
}
