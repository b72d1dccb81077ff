/** GET menu/GetAppMenuList: the app's function menus, grouped by position. */
export interface AppMenuItem {
  id: number;
  name: string;
  icon: string;
  /** In-app path (`/pages/...`) or an https address. */
  urlAddress: string;
  /** Where the menu shows: the home function menu, the extended functions, the "my" page. */
  position: 'home' | 'extend' | 'my';
  /** Whether the target needs a logged-in user. */
  needLogin: boolean;
  sort: number;
}
