import type { ModuleManifest } from '../../manifest.js';
import { homeworkMigrations } from './migrations.js';
import routes from './routes.js';
import { homeworkSeed } from './seed.js';

/** What other code may use: the engine interface, to plug in another engine (docs/homework.md). */
export { registerCorrectionEngine, type CorrectionEngine, type EngineFactory } from './engine.js';

/**
 * Homework correction from a photo (作业批改) through a job queue and an OCR engine, and question
 * search in the books' exercises (搜题). docs/homework.md.
 */
export const homeworkModule: ModuleManifest = {
  name: 'homework',
  routes,
  migrations: homeworkMigrations,
  seed: homeworkSeed,
};
