import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HomeworkMark } from '@jc/contract';

/**
 * The correction engine behind the queue (docs/homework.md, "Engine"): photo bytes in, marks with
 * their boxes (in the photo's own pixels) out. The default is the offline Tesseract engine
 * (tesseract.ts); another one (a third-party service) implements the same interface and is named by
 * HOMEWORK_ENGINE: a registered name, or `module:<path>` of a JS module whose default export is a
 * factory `() => CorrectionEngine`.
 */
export interface CorrectionEngine {
  /** Stored with each correction, e.g. `tesseract`. */
  readonly name: string;
  /** Marks the arithmetic lines of a photo (JPEG, PNG or WebP bytes, upright). Throws when it cannot run. */
  correct(photo: Buffer): Promise<{ marks: HomeworkMark[] }>;
  /** The text of a photo of a question (searchTopicsByPhoto), lines joined by newlines. */
  recognise(photo: Buffer): Promise<string>;
  /** Frees what the engine holds (workers); called when the app closes. */
  close?(): Promise<void>;
}

export type EngineFactory = () => CorrectionEngine | Promise<CorrectionEngine>;

const registry = new Map<string, EngineFactory>();

/** Makes an engine available under a name for HOMEWORK_ENGINE (tests register fakes this way). */
export function registerCorrectionEngine(name: string, factory: EngineFactory): void {
  registry.set(name, factory);
}

/** The engine HOMEWORK_ENGINE names. */
export async function loadCorrectionEngine(spec: string): Promise<CorrectionEngine> {
  if (spec.startsWith('module:')) {
    const path = spec.slice('module:'.length);
    const mod = (await import(pathToFileURL(isAbsolute(path) ? path : resolve(path)).href)) as {
      default?: EngineFactory;
    };
    if (typeof mod.default !== 'function')
      throw new Error(`HOMEWORK_ENGINE ${spec}: the module has no default export of an engine factory`);
    return mod.default();
  }
  const factory = registry.get(spec);
  if (!factory) throw new Error(`HOMEWORK_ENGINE: no engine named ${spec}`);
  return factory();
}
