import { join } from 'node:path';
import { teacherResourceEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { downloadHandler } from './download.js';
import { LinkSigner, linkBase, resolveLinkSecret } from './links.js';
import { SmtpMailer, type Mailer } from './mailer.js';
import { booksByArea, bookResources, downAreas, packageList, sendLinks, type FileDirs } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** thirdpart/sendEmial's mail server (SMTP_URL); null: not configured, the call answers 503. */
    mailer: Mailer | null;
  }
}

/** Teaching resources under /api, and the signed links' files at /download/ (outside the envelope). */
export default async function teacherResourceRoutes(app: FastifyInstance) {
  const config = app.appConfig;
  const smtp = config.smtp ? new SmtpMailer(config.smtp.url, config.smtp.from) : null;
  if (!app.hasDecorator('mailer')) app.decorate('mailer', smtp);
  app.addHook('onClose', () => smtp?.close());
  const dirs: FileDirs = {
    mediaDir: config.mediaDir,
    uploadsDir: config.uploadsDir,
    packagesDir: join(config.dataDir, 'packages'),
  };
  let secret: Promise<string> | undefined;
  const linkSecret = () => {
    secret ??= resolveLinkSecret(app.db, config.downloadLinkSecret).catch((err: unknown) => {
      secret = undefined;
      throw err;
    });
    return secret;
  };
  const signer = async (req: Parameters<typeof linkBase>[1]) =>
    new LinkSigner(await linkSecret(), linkBase(config.publicBaseUrl, req));

  await app.register(
    async (api) => {
      serve(api, teacherResourceEndpoints, {
        downAreas: async () => ok(await downAreas(app.db)),
        packages: async (q, { req }) => ok(await packageList(app.db, await signer(req), q)),
        booksByArea: async (q) => ok(await booksByArea(app.db, q)),
        bookResources: async (q, { user, req }) =>
          ok(await bookResources(app.db, await signer(req), user.id, q)),
        sendMail: async (input, { user, req }) => {
          const sent = await sendLinks(app.db, app.mailer, await signer(req), user, input);
          return ok(sent, `已发送到 ${sent.email}`);
        },
      });
    },
    { prefix: '/api' },
  );

  app.get('/download/:ref', downloadHandler(app.db, dirs, linkSecret));
}
