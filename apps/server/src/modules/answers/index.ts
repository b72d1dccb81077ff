import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';

/** What other modules use of the answers: the Chinese refusals of the answer password. */
export { ANSWER_NOT_VERIFIED_MSG, ANSWER_PWD_LOCKED_MSG, ANSWER_PWD_NOT_SET_MSG } from './service.js';

/** Answers behind the answer password. */
export const answersModule: ModuleManifest = { name: 'answers', routes };
