import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { load, type LoadResult } from './load.js';
import { makeNonce } from './nonce.js';
import { payOnServer, pgStore, type PayBenchResult } from './shop.js';
import { DAY_MS, shanghaiDay } from './sqlite.js';

/**
 * The calls measured on a province's server (province.ts): who makes them, the ranked camp and its
 * member, each call's figures alone or beside another server, and the shop's pays.
 */

/** Who a call is made as: nobody, a staff member, an admin, or a member of the ranked camp. */
export type Caller = 'anon' | 'staff' | 'admin' | 'member';

export interface ProvinceCall {
  group: 'hot read' | 'ranking' | 'statistics';
  path: string;
  who: Caller;
}

export interface CallFigures {
  bytes: number;
  /** The first answer's time (nothing cached yet). */
  coldMs: number;
  /** The run with the median req/s of the rounds. */
  run: LoadResult;
  rounds: LoadResult[];
}

export interface PhaseFigures {
  calls: Record<string, CallFigures>;
  pays: PayBenchResult;
}

export const callKey = (c: ProvinceCall) => `${c.path}${c.who === 'anon' ? '' : ` (${c.who})`}`;

/** The ranked camp (the demo seed's running camp), the member whose place is read, and the tokens. */
export interface ProvinceContext {
  campId: number;
  memberId: number;
  tokens: Record<Exclude<Caller, 'anon'>, string>;
}

/**
 * The running camp (the demo seed's: the rankings read it) and its demo member with the fewest days (a
 * demo pupil who can log in, not a filled one): outside the top 100 once the camp is filled.
 */
export async function rankedCamp(client: pg.Client): Promise<{ campId: number; memberId: number }> {
  const today = shanghaiDay(Date.now());
  const camp = await client.query<{ id: number }>(
    `select id from checkin_camps where enabled = 1 and start_date <= $1 and end_date >= $1 order by id limit 1`,
    [today],
  );
  const campId = camp.rows[0]?.id;
  if (!campId) throw new Error('the demo seed has no running camp');
  const member = await client.query<{ user_id: number }>(
    `select e.user_id from checkin_enrolments e join users u on u.id = e.user_id
     where e.camp_id = $1 and e.days > 0 and u.password_hash <> '!' order by e.days, e.user_id limit 1`,
    [campId],
  );
  const memberId = member.rows[0]?.user_id;
  if (!memberId) throw new Error('the running camp has no member with check-ins');
  return { campId, memberId };
}

/** After the first start: the ranked camp and member, and a token each for staff, admin and that member (a day). */
export async function prepareContext(client: pg.Client): Promise<ProvinceContext> {
  const now = Date.now();
  const { campId, memberId } = await rankedCamp(client);
  const tokenFor = async (userId: number) => {
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `insert into auth_tokens (token_hash, user_id, device, created_at, expires_at) values ($1, $2, 'bench', $3, $4)`,
      [createHash('sha256').update(token).digest('hex'), userId, now, now + DAY_MS],
    );
    return token;
  };
  const idOf = async (account: string) =>
    (await client.query<{ id: number }>(`select id from users where account = $1`, [account])).rows[0]!.id;
  return {
    campId,
    memberId,
    tokens: {
      staff: await tokenFor(await idOf('staff')),
      admin: await tokenFor(await idOf('admin')),
      member: await tokenFor(memberId),
    },
  };
}

/** The calls measured in both phases. */
export function provinceCalls(hotReads: string[], statsReads: string[], campId: number): ProvinceCall[] {
  const ranking = (type: string) => `/api/dakaying/getDakaRanking?dakaId=${campId}&type=${type}`;
  return [
    ...hotReads.map((path) => ({ group: 'hot read' as const, path, who: 'anon' as const })),
    ...['days', 'streak', 'likes'].map((t) => ({
      group: 'ranking' as const,
      path: ranking(t),
      who: 'anon' as const,
    })),
    ...['days', 'streak', 'likes'].map((t) => ({
      group: 'ranking' as const,
      path: ranking(t),
      who: 'member' as const,
    })),
    ...(['staff', 'admin'] as const).flatMap((who) =>
      statsReads.map((path) => ({ group: 'statistics' as const, path, who })),
    ),
  ];
}

/** The run with the median req/s (its p99 goes with it). */
const median = (runs: LoadResult[]) =>
  [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)]!;

/** Each call: its first answer, a 2 s warm-up, then `rounds` runs of `seconds` at `connections`. */
export async function measureCalls(
  url: string,
  calls: ProvinceCall[],
  ctx: ProvinceContext,
  opts: { seconds: number; connections: number; rounds: number; log?: (line: string) => void },
): Promise<Record<string, CallFigures>> {
  const out: Record<string, CallFigures> = {};
  for (const call of calls) {
    const headers: Record<string, string> =
      call.who === 'anon' ? {} : { authorization: `Bearer ${ctx.tokens[call.who]}` };
    const c0 = performance.now();
    const res = await fetch(url + call.path, { headers: { ...headers, nonce: makeNonce() } });
    const body = Buffer.from(await res.arrayBuffer());
    const coldMs = performance.now() - c0;
    if (res.status !== 200) throw new Error(`${callKey(call)} answered ${res.status}: ${body.toString()}`);
    await load(url + call.path, { seconds: 2, connections: opts.connections, headers });
    const rounds: LoadResult[] = [];
    for (let i = 0; i < opts.rounds; i++)
      rounds.push(
        await load(url + call.path, { seconds: opts.seconds, connections: opts.connections, headers }),
      );
    const run = median(rounds);
    out[callKey(call)] = { bytes: body.length, coldMs, run, rounds };
    opts.log?.(
      `  ${callKey(call)} (${body.length} B, first ${coldMs.toFixed(0)} ms): ${run.reqPerSec.toFixed(0)} req/s, ` +
        `p99 ${run.p99Ms} ms, non-2xx ${run.non2xx}, errors ${run.errors}` +
        (rounds.length > 1 ? ` [${rounds.map((r) => r.reqPerSec.toFixed(0)).join(', ')}]` : ''),
    );
  }
  return out;
}

/**
 * The calls on two servers in alternation (small, province, small, …: a shared machine's load drifts,
 * so both sides of a ratio are measured in the same minutes): each call's first answer and warm-up on
 * both, then `rounds` runs of each, interleaved.
 */
export async function measurePairs(
  a: { url: string; ctx: ProvinceContext },
  b: { url: string; ctx: ProvinceContext },
  calls: ProvinceCall[],
  opts: { seconds: number; connections: number; rounds: number; log?: (line: string) => void },
): Promise<[Record<string, CallFigures>, Record<string, CallFigures>]> {
  const out: [Record<string, CallFigures>, Record<string, CallFigures>] = [{}, {}];
  for (const call of calls) {
    const sides = [a, b].map((side) => ({
      ...side,
      path: call.path.replace(/dakaId=\d+/, `dakaId=${side.ctx.campId}`),
      headers: (call.who === 'anon'
        ? {}
        : { authorization: `Bearer ${side.ctx.tokens[call.who]}` }) as Record<string, string>,
      rounds: [] as LoadResult[],
      bytes: 0,
      coldMs: 0,
    }));
    for (const side of sides) {
      const c0 = performance.now();
      const res = await fetch(side.url + side.path, { headers: { ...side.headers, nonce: makeNonce() } });
      const body = Buffer.from(await res.arrayBuffer());
      side.coldMs = performance.now() - c0;
      side.bytes = body.length;
      if (res.status !== 200) throw new Error(`${callKey(call)} answered ${res.status}: ${body.toString()}`);
      await load(side.url + side.path, { seconds: 2, connections: opts.connections, headers: side.headers });
    }
    for (let i = 0; i < opts.rounds; i++)
      for (const side of sides)
        side.rounds.push(
          await load(side.url + side.path, {
            seconds: opts.seconds,
            connections: opts.connections,
            headers: side.headers,
          }),
        );
    sides.forEach((side, i) => {
      out[i as 0 | 1][callKey(call)] = {
        bytes: side.bytes,
        coldMs: side.coldMs,
        run: median(side.rounds),
        rounds: side.rounds,
      };
    });
    const [sa, sb] = sides.map((side) => median(side.rounds));
    opts.log?.(
      `  ${callKey(call)}: small ${sa!.reqPerSec.toFixed(0)} req/s p99 ${sa!.p99Ms} ms (${sides[0]!.bytes} B), ` +
        `province ${sb!.reqPerSec.toFixed(0)} req/s p99 ${sb!.p99Ms} ms (${sides[1]!.bytes} B), ` +
        `ratio ${(sb!.reqPerSec / sa!.reqPerSec).toFixed(2)} [${sides[0]!.rounds.map((r) => r.reqPerSec.toFixed(0)).join(', ')} | ${sides[1]!.rounds.map((r) => r.reqPerSec.toFixed(0)).join(', ')}]`,
    );
  }
  return out;
}

/** The shop's pays (benchPays' flow) on the running server, its pupils written through `client`. */
export function measurePays(url: string, client: pg.Client, phase: string, users: number) {
  return payOnServer(url, pgStore(client), { users, prefix: `prov_pay_${phase}_`, scope: 'bench' });
}
