import type { ModuleManifest } from '../../manifest.js';
import { feedbackMigrations } from './migrations.js';
import routes from './routes.js';
import { feedbackSeed } from './seed.js';
import { forgetFeedbackContact } from './service.js';

/** 意见反馈 (docs/feedback.md): a user's feedback with pictures, operators' list and replies. */
export const feedbackModule: ModuleManifest = {
  name: 'feedback',
  routes,
  migrations: feedbackMigrations,
  seed: feedbackSeed,
  // Account cancellation: the feedback stays for the operators, without the person's contact.
  forgetUser: (trx, { userId }) => forgetFeedbackContact(trx, userId),
};
