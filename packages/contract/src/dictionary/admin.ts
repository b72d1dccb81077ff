import { z } from 'zod';
import { DIC_GROUPS, type DicGroup } from '../constants.js';
import { formBoolean } from '../address/types.js';
import { scheduleTime } from '../shared/schedule.js';
import { fileParts } from '../shared/uploads.js';
import { rowId } from '../shared/ids.js';

/**
 * The dictionaries as the operators edit them (admin/dictionary/…); the pupils' read is `DicData`
 * (types.ts). The app menus' and hot words' operator inputs are menu/admin.ts and books/hot-words.ts.
 */

/** The dictionary groups whose entries may carry a schedule (starts/ends): banners, badges, ads, bottom banner. */
export const SCHEDULED_DIC_GROUPS = ['mainbanner', 'mainBuoy', 'mainAd', 'mainFutiao'] as const;

/** One dictionary entry as the operators see it: enabled or not, with its schedule. */
export interface AdminDicEntry {
  id: number;
  type: DicGroup;
  name: string;
  urlAddress: string;
  desc: string;
  remark: string;
  icon: string;
  sort: number;
  enabled: boolean;
  /** `YYYY-MM-DD HH:mm` (Shanghai) or '' when unbounded. Only the scheduled groups use them. */
  startsAt: string;
  endsAt: string;
  /** Whether the pupils see it now: enabled and inside its schedule. */
  live: boolean;
}

const dicId = rowId('条目不存在', '条目不存在');
const dicType = z.enum(DIC_GROUPS, { error: `字典类型（type）须为以下之一：${DIC_GROUPS.join('、')}` });

/** GET admin/dictionary/getDicList?type=: every entry of a group, disabled and scheduled ones too. */
export const adminDicListQuery = z.object({ type: dicType });

/** POST admin/dictionary/saveDic (JSON): a new entry (no id) or a change. */
export const adminSaveDicInput = z
  .object({
    id: dicId.optional(),
    type: dicType,
    name: z.string({ error: '请输入名称' }).trim().min(1, '请输入名称').max(64, '名称不能超过64个字'),
    urlAddress: z.string().trim().max(512, '地址不能超过512个字符').default(''),
    desc: z.string().trim().max(64, '说明不能超过64个字').default(''),
    remark: z.string().trim().max(64, '备注不能超过64个字').default(''),
    icon: z.string().trim().max(512, '图标地址不能超过512个字符').default(''),
    enabled: formBoolean('启用状态').default(true),
    startsAt: scheduleTime('开始时间'),
    endsAt: scheduleTime('结束时间'),
  })
  .superRefine((v, ctx) => {
    if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '结束时间须晚于开始时间' });
    if (v.type === 'subject' && !/^#[0-9A-Fa-f]{6},#[0-9A-Fa-f]{6}$/.test(v.urlAddress))
      ctx.addIssue({
        code: 'custom',
        path: ['urlAddress'],
        message: '科目颜色须为“#选中色,#未选中色”，如 #C8302A,#5F6B7A',
      });
  });
export type AdminSaveDicInput = z.input<typeof adminSaveDicInput>;

export const adminDicIdInput = z.object({ id: dicId });
export const adminDicEnableInput = z.object({ id: dicId, enabled: formBoolean('启用状态') });
/** POST admin/dictionary/sortDic (JSON): the group's ids in their new order (all of them). */
export const adminSortDicInput = z.object({
  type: dicType,
  ids: z.array(dicId, { error: '请给出排序后的条目' }).min(1, '请给出排序后的条目').max(500),
});
export const adminDicIconInput = z
  .object({ file: fileParts(1, '图标') })
  .refine((v) => v.file.length === 1, { message: '请选择图片', path: ['file'] });
