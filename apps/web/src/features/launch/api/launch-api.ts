import { areaEndpoints } from '@jc/contract';
import { api } from '@/lib/api-client';

/** The full area tree; background work, so failures are logged, not toasted. */
export function getAreaAll() {
  return api.call(areaEndpoints.all, undefined, { silent: true });
}
