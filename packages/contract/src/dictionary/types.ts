import { z } from 'zod';
import { DIC_GROUPS, type DicGroup } from '../constants.js';

/** One dictionary entry (spec section 3, dicList). */
export interface DicEntry {
  id: number;
  name: string;
  /** Subject tabs: "selected,unselected" colours. Menus, banners and ads: the address to open. */
  urlAddress: string;
  type: DicGroup;
  /** Ads: `everyTime` shows the pop-up every time, anything else once a day. */
  desc: string;
  remark: string;
  /** Picture for menus, banners, ads and badges; '' when none. */
  icon: string;
  /** Enterprise-contact QR id for the contact popup; null when none. */
  qrId: number | null;
  children: DicEntry[];
}

/** GET bookmain/getDicData?type=<group>. */
export const dicDataQuery = z.object({
  type: z.enum(DIC_GROUPS, { error: `字典类型（type）须为以下之一：${DIC_GROUPS.join('、')}` }),
});
export type DicDataQuery = z.infer<typeof dicDataQuery>;

export interface DicData {
  dicList: DicEntry[];
  /** Season texts shown on the home page. */
  info: { season_top: string; season_bottom: string };
}
