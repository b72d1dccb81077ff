import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeNonce } from './nonce.js';
import { repoRoot, startAppServer } from './server.js';

/**
 * Homework correction through the built server: one correction on an idle queue (submit to done, the
 * time a pupil waits) and a batch of corrections (corrections per minute of one process; the queue
 * corrects one at a time). The photo is the demo page assets/media/homework/page-kousuan-1.jpg.
 */
export interface HomeworkBenchResult {
  /** Submit to done of single corrections on an idle queue, ms (the first includes loading the model). */
  singleMs: number[];
  batch: number;
  batchSeconds: number;
  perMinute: number;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export async function benchHomework(port: number, batch: number): Promise<HomeworkBenchResult> {
  const server = await startAppServer(port, { HOMEWORK_POLL_MS: '200' });
  const photo = readFileSync(join(repoRoot, 'apps/server/assets/media/homework/page-kousuan-1.jpg'));
  try {
    const call = async <T>(path: string, init: RequestInit = {}, token?: string): Promise<T> => {
      const res = await fetch(`${server.url}/api/${path}`, {
        ...init,
        headers: {
          nonce: makeNonce(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
      });
      const body = (await res.json()) as Envelope<T>;
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.msg}`);
      return body.data;
    };
    const { token } = await call<{ token: string }>('oauth/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'xiaohong', password: 'demo123456' }).toString(),
    });
    const submit = async () => {
      const form = new FormData();
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'page.jpg');
      return (await call<{ id: number }>('thirdpart/correctHomework', { method: 'POST', body: form }, token))
        .id;
    };
    const pending = async () =>
      (await call<{ total: number }>('thirdpart/getCorrectHWList?status=pending&pageSize=1', {}, token))
        .total;
    const untilDone = async () => {
      while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 20));
    };

    const singleMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await submit();
      await untilDone();
      singleMs.push(Math.round(performance.now() - t0));
    }
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) await submit();
    await untilDone();
    const batchSeconds = (performance.now() - t0) / 1000;
    const failed = await call<{ total: number }>(
      'thirdpart/getCorrectHWList?status=failed&pageSize=1',
      {},
      token,
    );
    if (failed.total > 0) throw new Error(`${failed.total} corrections failed`);
    return { singleMs, batch, batchSeconds, perMinute: (batch / batchSeconds) * 60 };
  } finally {
    await server.stop();
  }
}
