import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { load, type LoadResult } from './load.js';
import { makeNonce } from './nonce.js';
import { startRawServer } from './server.js';

export interface HtmlBenchCase {
  /** The page and how it is asked for. */
  path: string;
  label: string;
  headers: Record<string, string>;
  /** The answer's bytes as sent (compressed when `content-encoding` says so), and its encoding. */
  bytes: number;
  encoding: string;
  app: LoadResult;
  raw: LoadResult;
  ratio: number;
}

/** The run with the median req/s (its p99 goes with it). */
function median(runs: LoadResult[]): LoadResult {
  return [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)]!;
}

/**
 * A server-rendered page (docs/first-screens.md, "Server-rendered first screens") under load against the raw
 * node:http baseline sending the same bytes from memory: the app's answer is fetched once (which renders
 * and keeps it), then both are loaded in alternation `rounds` times and each side's median compared, as
 * the API's hot reads are (bench/run.ts).
 */
export async function benchHtml(
  appUrl: string,
  rawPort: number,
  page: { path: string; label: string; headers: Record<string, string> },
  opts: { seconds: number; rounds: number; connections: number },
  /** Text the answer must hold (default the data script of a server-rendered page). */
  mustHold = 'jc-first-screen',
): Promise<HtmlBenchCase> {
  // The bytes as sent (compressed when asked for), which the baseline then sends too.
  const first = await rawGet(appUrl + page.path, { ...page.headers, nonce: makeNonce() });
  if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
  const { body, encoding } = first;
  const plain =
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  if (!plain.toString('utf8').includes(mustHold))
    throw new Error(`${page.path}: no ${mustHold} in the answer`);
  const contentType = first.contentType;
  const raw = await startRawServer(rawPort, body, contentType);
  const appRuns: LoadResult[] = [];
  const rawRuns: LoadResult[] = [];
  const { seconds, connections } = opts;
  try {
    await load(appUrl + page.path, { seconds: 2, connections, headers: page.headers });
    await load(raw.url + page.path, { seconds: 2, connections, headers: page.headers });
    for (let round = 0; round < opts.rounds; round++) {
      appRuns.push(await load(appUrl + page.path, { seconds, connections, headers: page.headers }));
      rawRuns.push(await load(raw.url + page.path, { seconds, connections, headers: page.headers }));
    }
  } finally {
    await raw.stop();
  }
  const app = median(appRuns);
  const rawResult = median(rawRuns);
  return {
    ...page,
    bytes: body.length,
    encoding,
    app,
    raw: rawResult,
    ratio: app.reqPerSec / rawResult.reqPerSec,
  };
}

/** One GET through node:http, which leaves the body as sent. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding: string; contentType: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          contentType: String(res.headers['content-type'] ?? 'text/html'),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}
