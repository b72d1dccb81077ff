import { aboutEndpoints } from '@jc/contract';
import { endpointQuery } from '@/lib/api-query';

/** Both texts of thirdpart/getXieyi; operators change them rarely. Silent: the page says what failed. */
export const agreementsQuery = () =>
  endpointQuery(aboutEndpoints.agreements, undefined, { silent: true, staleTime: 10 * 60_000 });
