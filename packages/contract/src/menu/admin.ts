import { z } from 'zod';
import { formBoolean } from '../address/types.js';
import { rowId } from '../shared/ids.js';

/**
 * The app menus as the operators edit them (admin/menu/…, menu module); the pupils' list is
 * `AppMenuItem` (types.ts). Icons go up through admin/dictionary/uploadIcon.
 */

export const APP_MENU_POSITIONS = ['home', 'extend', 'my'] as const;

export interface AdminAppMenu {
  id: number;
  name: string;
  icon: string;
  urlAddress: string;
  position: (typeof APP_MENU_POSITIONS)[number];
  needLogin: boolean;
  sort: number;
  enabled: boolean;
}

const menuId = rowId('菜单不存在', '菜单不存在');
const menuPosition = z.enum(APP_MENU_POSITIONS, { error: '位置须为 home、extend 或 my' });

export const adminMenuListQuery = z.object({
  position: menuPosition.optional().or(z.literal('').transform(() => undefined)),
});
export const adminSaveMenuInput = z.object({
  id: menuId.optional(),
  name: z
    .string({ error: '请输入菜单名称' })
    .trim()
    .min(1, '请输入菜单名称')
    .max(16, '菜单名称不能超过16个字'),
  icon: z.string({ error: '请上传图标' }).trim().min(1, '请上传图标').max(512, '图标地址过长'),
  urlAddress: z
    .string({ error: '请输入地址' })
    .trim()
    .regex(/^(\/pages\/\S+|https:\/\/\S+)$/, '地址须以 /pages/ 或 https:// 开头')
    .max(512, '地址不能超过512个字符'),
  position: menuPosition,
  needLogin: formBoolean('是否需要登录').default(false),
  sort: z.coerce
    .number({ error: '排序须为整数' })
    .int('排序须为整数')
    .min(0, '排序不能为负数')
    .max(9999, '排序不能超过9999')
    .default(0),
  enabled: formBoolean('启用状态').default(true),
});
export type AdminSaveMenuInput = z.input<typeof adminSaveMenuInput>;
export const adminMenuIdInput = z.object({ id: menuId });
export const adminMenuEnableInput = z.object({ id: menuId, enabled: formBoolean('启用状态') });
