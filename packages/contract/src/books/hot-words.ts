import { z } from 'zod';
import { formBoolean } from '../address/types.js';
import { rowId } from '../shared/ids.js';

/**
 * The hot search words as the operators edit them (admin/hotword/…, served by the books module); the
 * pupils' list is `booksEndpoints.hotWords`.
 */

export interface AdminHotWord {
  id: number;
  word: string;
  sort: number;
  enabled: boolean;
}
const hotWordId = rowId('热搜词不存在', '热搜词不存在');
export const adminSaveHotWordInput = z.object({
  id: hotWordId.optional(),
  word: z.string({ error: '请输入热搜词' }).trim().min(1, '请输入热搜词').max(30, '热搜词不能超过30个字'),
  sort: z.coerce
    .number({ error: '排序须为整数' })
    .int('排序须为整数')
    .min(0, '排序不能为负数')
    .max(9999, '排序不能超过9999')
    .default(0),
  enabled: formBoolean('启用状态').default(true),
});
export type AdminSaveHotWordInput = z.input<typeof adminSaveHotWordInput>;
export const adminHotWordIdInput = z.object({ id: hotWordId });
export const adminHotWordEnableInput = z.object({ id: hotWordId, enabled: formBoolean('启用状态') });
