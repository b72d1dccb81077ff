import { homeworkEndpoints, topicEndpoints, type TopicPhotoSearch } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { ok } from '../../shared/envelope.js';
import { runPeriodically } from '../../shared/periodic.js';
import { serve } from '../../shared/serve.js';
import { filePartBuffer, localFileStore, prepareUpload } from '../uploads/index.js';
import {
  correctionInfo,
  CorrectionRunner,
  myCorrections,
  queueCorrection,
  uploadHomeworkPhoto,
  type HomeworkFiles,
} from './corrections.js';
import { loadCorrectionEngine, registerCorrectionEngine } from './engine.js';
import { searchTopics } from './topics.js';
import { TesseractEngine } from './tesseract.js';

registerCorrectionEngine('tesseract', () => new TesseractEngine());

const runners = new WeakMap<Config, CorrectionRunner>();

/** The homework queue's runner of an app (tests and the benchmark wait on it). */
export function homeworkRunner(app: FastifyInstance): CorrectionRunner {
  const runner = runners.get(app.appConfig);
  if (!runner) throw new Error('the homework module is not registered');
  return runner;
}

/** The words of a photo's recognised text worth searching: each line, an expression without its answer. */
export function photoKeyword(text: string): string {
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ''))
    .map((l) => (/\d/.test(l) && l.includes('=') ? l.slice(0, l.indexOf('=')) : l))
    .filter((l) => l.length >= 2)
    .join(' ')
    .slice(0, 100);
}

/** Homework correction (thirdpart/…) and question search (book/searchTopics…). docs/homework.md. */
export default async function homeworkRoutes(app: FastifyInstance) {
  const config = app.appConfig;
  const files: HomeworkFiles = {
    store: localFileStore(config.uploadsDir),
    limits: config.uploadLimits,
    uploadsDir: config.uploadsDir,
  };
  const db = () => app.db;
  const engine = await loadCorrectionEngine(config.homework.engine);
  const runner = new CorrectionRunner(
    db,
    engine,
    files,
    config.homework.maxAttempts,
    app.log,
    config.homework.staleLockMs,
  );
  runners.set(config, runner);

  if (config.homework.pollMs > 0)
    runPeriodically(app, {
      what: 'working the homework queue',
      everyMs: config.homework.pollMs,
      job: async () => runner.kick(),
      // Every process works the queue: each job is claimed once (queue.ts), a dead worker's after its lock.
      everyProcess: true,
    });
  // Before the store closes: the job in hand finishes, no other starts.
  app.addHook('preClose', async () => {
    await runner.stop();
    await engine.close?.();
  });

  serve(app, homeworkEndpoints, {
    upload: async (input, { user }) => {
      const part = input.file[0];
      if (!part) throw new Error('no file part');
      return ok(await uploadHomeworkPhoto(db(), files, user.id, part), '上传成功');
    },
    correct: async (input, { user }) => {
      const correction = await queueCorrection(db(), files, user.id, input);
      if (config.homework.pollMs > 0) runner.kick();
      return ok(correction, '已提交批改');
    },
    list: async (q, { user }) => ok(await myCorrections(db(), files.store, user.id, q)),
    info: async (q, { user }) => ok(await correctionInfo(db(), files.store, user.id, q.id)),
  });

  serve(app, topicEndpoints, {
    search: async (q) => ok(await searchTopics(db(), q)),
    searchByPhoto: async (input) => {
      const part = input.file[0];
      if (!part) throw new Error('no file part');
      // Checked like any upload (a picture, within the limit), but not kept.
      const prepared = await prepareUpload('image', await filePartBuffer(part), files.limits);
      const recognisedText = (await engine.recognise(prepared.data)).trim();
      const keyword = photoKeyword(recognisedText);
      const hits: TopicPhotoSearch['hits'] =
        keyword.length >= 2
          ? (await searchTopics(db(), { keyword, bookNo: input.bookNo, pageNum: 1, pageSize: 10 }, 'any'))
              .list
          : [];
      return ok({ recognisedText, hits });
    },
  });
}
