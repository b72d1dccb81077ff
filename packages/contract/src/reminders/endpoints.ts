import type { MsgTemplate, PushKey, Reminder } from './types.js';
import { as, get, post } from '../endpoint.js';

/** Study reminders and the push subscription they are delivered to. */
export const reminderEndpoints = {
  templates: get('remindmsg/getMsgTemplate', 'none', null, as<MsgTemplate[]>()),
  save: post('remindmsg/saveMsgInfo', 'user', 'saveMsgInfoInput', as<Reminder>(), 'json'),
  /** This project's calls from here on (docs/reminders.md). */
  mine: get('remindmsg/getMyReminders', 'user', null, as<Reminder[]>()),
  remove: post('remindmsg/deleteReminder', 'user', 'reminderIdInput'),
  pushKey: get('remindmsg/getPushKey', 'none', null, as<PushKey>()),
  savePushId: post('myInfo/updateAppPushID', 'user', 'updateAppPushIdInput'),
};

/** Operator calls, admin role only, under /api/admin/remind/. */
export const adminReminderEndpoints = {
  templates: get('admin/remind/getTemplateList', 'admin', null, as<MsgTemplate[]>()),
  saveTemplate: post('admin/remind/saveTemplate', 'admin', 'adminSaveTemplateInput', as<MsgTemplate>()),
};
