/** The login token, kept in the mini program's storage and handed to every web-view (docs/native.md). */
const KEY = 'token';

export function getToken(): string | null {
  const token = wx.getStorageSync<string>(KEY);
  return typeof token === 'string' && token !== '' ? token : null;
}

export function setToken(token: string): void {
  wx.setStorageSync(KEY, token);
}

export function clearToken(): void {
  wx.removeStorageSync(KEY);
}
