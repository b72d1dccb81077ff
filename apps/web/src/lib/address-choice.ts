/**
 * The address picked on the address list in choose mode (`?choose=1`), handed back to the page that
 * asked (the submit-order page) through sessionStorage: the two pages belong to different features.
 */
const KEY = 'chosenAddressId';

export function saveChosenAddress(id: number): void {
  try {
    window.sessionStorage.setItem(KEY, String(id));
  } catch {
    // Without storage the submit page falls back to the default address.
  }
}

export function readChosenAddress(): number | null {
  try {
    const id = Number(window.sessionStorage.getItem(KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
