import { SessionKey, sessionStore } from './storage';

/**
 * The address picked on the address list in choose mode (`?choose=1`), handed back to the page that
 * asked (the submit-order page) through sessionStorage: the two pages belong to different features.
 */

export function saveChosenAddress(id: number): void {
  // Without storage the submit page falls back to the default address.
  sessionStore.trySet(SessionKey.chosenAddress, String(id));
}

export function readChosenAddress(): number | null {
  const id = Number(sessionStore.get(SessionKey.chosenAddress));
  return Number.isInteger(id) && id > 0 ? id : null;
}
