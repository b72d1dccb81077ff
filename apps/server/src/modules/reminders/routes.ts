import { adminReminderEndpoints, reminderEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { reminderRuntime } from './runtime.js';
import { ReminderScheduler } from './scheduler.js';
import {
  adminSaveTemplate,
  deleteReminder,
  listTemplates,
  myReminders,
  saveReminder,
  savePushId,
} from './service.js';

export default async function reminderRoutes(app: FastifyInstance) {
  const runtime = reminderRuntime(app.db, app.appConfig, (err) =>
    app.log.warn({ err }, 'reminder delivery failed'),
  );

  if (!runtime.native)
    app.log.info('FCM_SERVICE_ACCOUNT_FILE not set: native app push ids are kept but not sent to');

  // Browsers' push services are https; plain http only where tests run a local one.
  const allowHttp = app.appConfig.nodeEnv !== 'production';

  serve(app, reminderEndpoints, {
    templates: async () => ok(await listTemplates(app.db)),
    save: async (input, { user }) => ok(await saveReminder(app.db, user.id, input), '提醒已保存'),
    mine: async (_input, { user }) => ok(await myReminders(app.db, user.id)),
    remove: async ({ id }, { user }) => {
      await deleteReminder(app.db, user.id, id);
      return ok(null, '提醒已删除');
    },
    pushKey: async () => ok({ publicKey: (await runtime.vapid()).publicKey }),
    savePushId: async ({ registerID }, { user }) => {
      await savePushId(app.db, user.id, registerID, { allowHttp });
      return ok(null, '推送已开启');
    },
  });

  serve(app, adminReminderEndpoints, {
    templates: async () => ok(await listTemplates(app.db)),
    saveTemplate: async (input, ctx) => {
      const before =
        input.id === undefined
          ? null
          : ((await listTemplates(app.db)).find((t) => t.id === input.id) ?? null);
      const template = await adminSaveTemplate(app.db, input);
      auditDetail(ctx, { target: { kind: 'reminder_template', id: template.id }, before, after: template });
      return ok(template, '模板已保存');
    },
  });

  // The scheduler runs with the app (REMINDER_TICK_MS; off under NODE_ENV=test unless set).
  const scheduler = new ReminderScheduler(
    {
      ...runtime,
      onTick: (r) => {
        if (r.claimed > 0) app.log.info({ reminders: r }, 'reminders sent');
      },
      onError: (err) => app.log.error({ err }, 'reminder tick failed'),
    },
    app.appConfig.reminderTickMs,
  );
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}
