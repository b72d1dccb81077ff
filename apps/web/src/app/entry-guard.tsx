import { replace, type LoaderFunctionArgs } from 'react-router';
import { resolveEntryRedirect } from '@jc/contract';

/**
 * The global entry guard of spec section 2, run by the root route's loader before anything renders,
 * on the first load and on every navigation. The rules live in the contract (pure, shared, tested
 * there); this only turns a target into a replace navigation, so the entry address leaves no history.
 */
export function entryGuardLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const target = resolveEntryRedirect(url.pathname, url.search);
  if (target !== null && target !== `${url.pathname}${url.search}`) throw replace(target);
  return null;
}
