import { Msg, Timing } from '@jc/contract';
import { currentLocation, loginUrl, navigateTo } from './navigation';
import { getToken } from './session';
import { toast } from './toast';

/**
 * Login-gated navigation (spec section 5): anonymous users see 请先登录 and land on the login page
 * after 1.5 s, with a way back to `back`. Answers whether the user is logged in; returns a cancel
 * function through `onTimer` so a page that unmounts can drop the pending redirect.
 */
export function requireLogin(
  back: string = currentLocation(),
  options: { replace?: boolean; onTimer?: (cancel: () => void) => void } = {},
): boolean {
  if (getToken()) return true;
  toast(Msg.pleaseLogin);
  const timer = setTimeout(
    () => navigateTo(loginUrl(back), { replace: options.replace }),
    Timing.loginRequiredRedirect,
  );
  options.onTimer?.(() => clearTimeout(timer));
  return false;
}
