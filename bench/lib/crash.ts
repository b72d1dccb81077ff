import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../../apps/server/src/shared/password.js';
import { makeNonce } from './nonce.js';
import { repoRoot } from './server.js';
import { DAY_MS, openSqlite, shanghaiDay } from './sqlite.js';

/**
 * The crash bench (docs/operations.md, "Crashes"): the built server under a mixed load of several
 * pupils (orders, pays, cancels, check-ins with pictures, uploads ahead of a check-in, likes, unlikes,
 * comments, feedback with pictures, homework corrections with a photo) is killed with SIGKILL again and
 * again and restarted on the same store; after the last restart the bench waits for the homework queue
 * to drain, then the store is checked straight in SQL: money, stock, counts, uploads, half-written
 * records, the queued jobs (expiry of unpaid orders, corrections), and every answer the pupils were given.
 */

const PAY_PWD = '135790';
/** A running correction's lock older than this is taken over (HOMEWORK_STALE_LOCK_MS; default 2 min). */
const STALE_LOCK_MS = 20_000;
/** How long the bench waits, after the last restart, for the corrections still queued or running. */
const QUEUE_WAIT_MS = 120_000;
/** The demo pages of arithmetic (assets/media/homework, made by scripts/make-homework-media.mjs). */
const HOMEWORK_PAGES = ['page-kousuan-1.jpg', 'page-kousuan-2.jpg', 'page-kousuan-3.jpg', 'page-blurry.jpg'];
const requireServer = createRequire(join(repoRoot, 'apps/server/package.json'));

// ---- The store, straight ----

/** The few SQL calls the bench makes, the same on SQLite and PostgreSQL (`?` placeholders). */
interface Sql {
  all<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

function sqliteSql(file: string): Sql {
  const db = openSqlite(file);
  db.pragma('busy_timeout = 10000');
  return {
    all: (text, params = []) => {
      const stmt = db.prepare(text) as unknown as {
        reader: boolean;
        all(...a: unknown[]): unknown[];
        run(...a: unknown[]): unknown;
      };
      if (stmt.reader) return Promise.resolve(stmt.all(...params) as never);
      stmt.run(...params);
      return Promise.resolve([]);
    },
    close: () => Promise.resolve(db.close()),
  };
}

interface PgClient {
  connect(): Promise<void>;
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}
const pgClient = (url: string): PgClient => {
  const pg = requireServer('pg') as { Client: new (o: { connectionString: string }) => PgClient };
  return new pg.Client({ connectionString: url });
};

async function postgresSql(url: string): Promise<Sql> {
  const client = pgClient(url);
  await client.connect();
  return {
    all: async (text, params = []) => {
      let i = 0;
      const res = await client.query(
        text.replace(/\?/g, () => `$${++i}`),
        params,
      );
      return res.rows as never;
    },
    close: () => client.end(),
  };
}

const n = (v: unknown) => Number(v ?? 0);

// ---- Server processes ----

export interface CrashTarget {
  dialect: 'sqlite' | 'postgres';
  dataDir: string;
  env: Record<string, string>;
  openSql(): Promise<Sql>;
}

class ServerProcess {
  child: ChildProcess | null = null;
  up = false;
  constructor(
    readonly port: number,
    private readonly target: CrashTarget,
    private readonly logFile: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.target.dataDir,
        NODE_ENV: 'production',
        DEMO_SEED: '1',
        LOG_LEVEL: 'warn',
        WRITE_RATE_LIMIT: '0',
        // Jobs that are not under test stay off, so a restart is quick.
        STATS_ROLLUP_MS: '0',
        REMINDER_TICK_MS: '0',
        REPORT_PUSH_MS: '0',
        HOMEWORK_POLL_MS: '0',
        ...this.target.env,
      },
      stdio: ['ignore', log, log],
    });
    this.child = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server on ${this.port} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/health`)).ok) {
          this.up = true;
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`server on ${this.port} did not answer within 120 s`);
  }

  private async signal(sig: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.up = false;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(sig);
    });
  }

  kill9 = () => this.signal('SIGKILL');
  stop = () => this.signal('SIGTERM');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(a: readonly T[]): T => a[Math.floor(Math.random() * a.length)] as T;
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo));

// ---- The bench's own rows ----

interface Pupil {
  id: number;
  token: string;
  addressId: number;
}

interface Fixture {
  pupils: Pupil[];
  goods: { id: number; stock: number }[];
  campId: number;
  taskIds: number[];
  benchUserIds: number[];
}

async function one<T>(db: Sql, text: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.all<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

/** Pupils with points, a payment password, a token and an address; goods; a running camp of 21 tasks. */
async function writeFixture(db: Sql, pupils: number, prefix: string): Promise<Fixture> {
  const now = Date.now();
  const hash = await hashPassword(PAY_PWD);
  const out: Fixture = { pupils: [], goods: [], campId: 0, taskIds: [], benchUserIds: [] };
  for (let i = 0; i < pupils; i++) {
    const { id } = await one<{ id: number }>(
      db,
      `insert into users (account, password_hash, pay_pwd_hash, nickname, points, created_at, updated_at)
       values (?, ?, ?, ?, 100000, ?, ?) returning id`,
      [`${prefix}_${i}`, hash, hash, `崩溃${i}`, now, now],
    );
    await db.all(
      `insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at)
       values (?, 100000, 100000, 'operator_grant', 'bench', ?)`,
      [id, now],
    );
    const token = randomBytes(32).toString('base64url');
    await db.all(
      `insert into auth_tokens (token_hash, user_id, device, created_at, expires_at) values (?, ?, 'bench', ?, ?)`,
      [createHash('sha256').update(token).digest('hex'), id, now, now + DAY_MS],
    );
    const address = await one<{ id: number }>(
      db,
      `insert into addresses (user_id, name, phone, province_code, province_name, city_code, city_name,
       district_code, district_name, detail, is_default, created_at, updated_at)
       values (?, '压测', '13800000000', '11', '北京市', '1101', '市辖区', '110101', '东城区', '东长安街1号', 1, ?, ?)
       returning id`,
      [id, now, now],
    );
    out.pupils.push({ id: n(id), token, addressId: n(address.id) });
    out.benchUserIds.push(n(id));
  }
  const category = await one<{ id: number }>(db, 'select id from goods_categories order by id limit 1');
  for (let g = 0; g < 3; g++) {
    const stock = 400;
    const { id } = await one<{ id: number }>(
      db,
      `insert into goods (name, pictures, description, category_id, points, stock, limit_per_user, on_shelf,
       exchanged, created_at, updated_at) values (?, '[]', '', ?, ?, ?, 0, 1, 0, ?, ?) returning id`,
      [`崩溃商品${g}`, category.id, 10 + g, stock, now, now],
    );
    out.goods.push({ id: n(id), stock });
  }
  const DAYS = 21;
  const today = shanghaiDay(now);
  const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);
  const { id: campId } = await one<{ id: number }>(
    db,
    `insert into checkin_camps (title, kind, cover, intro, version, start_date, end_date, grade_ids,
     points_per_checkin, prize_days, prize_text, rules, service_qr, service_phone, enabled,
     enrolled_count, checkin_count, task_count, created_at, updated_at)
     values ('崩溃打卡营', 'reading', '', '', '', ?, ?, '', 5, 0, '', '', '', '', 1, 0, 0, ?, ?, ?) returning id`,
    [
      shanghaiDay(dayStart(today) - (DAYS - 1) * DAY_MS),
      shanghaiDay(dayStart(today) + 9 * DAY_MS),
      DAYS,
      now,
      now,
    ],
  );
  out.campId = n(campId);
  for (let d = 1; d <= DAYS; d++) {
    const { id } = await one<{ id: number }>(
      db,
      `insert into checkin_tasks (camp_id, day_index, title, content, picture, audio, checkin_count,
       created_at, updated_at) values (?, ?, ?, '', '', '', 0, ?, ?) returning id`,
      [out.campId, d, `第${d}天 朗读`, now, now],
    );
    out.taskIds.push(n(id));
  }
  return out;
}

// ---- The load ----

interface Answer {
  status: number;
  data: unknown;
}

/** What the pupils were told: each of these must be in the store after every crash. */
interface Acknowledged {
  committed: Set<number>;
  paid: Set<number>;
  cancelled: Set<number>;
  posts: Set<number>;
  uploads: Set<number>;
  comments: Set<number>;
  /** Feedback answered 感谢您的反馈, with the number of pictures sent. */
  feedback: Map<number, number>;
  /** Corrections answered 已提交批改. */
  corrections: Set<number>;
}

export interface LoadCounts {
  sent: number;
  ok: number;
  refused: number;
  serverErrors: number;
  connectionErrors: number;
  byAction: Record<string, number>;
}

class Load {
  stopped = false;
  counts: LoadCounts = { sent: 0, ok: 0, refused: 0, serverErrors: 0, connectionErrors: 0, byAction: {} };
  ack: Acknowledged = {
    committed: new Set(),
    paid: new Set(),
    cancelled: new Set(),
    posts: new Set(),
    uploads: new Set(),
    comments: new Set(),
    feedback: new Map(),
    corrections: new Set(),
  };
  private unpaid = new Map<number, number[]>();
  private pending = new Map<number, number[]>();
  private posted = new Map<number, Set<number>>();
  private seq = 0;

  constructor(
    private readonly servers: ServerProcess[],
    private readonly fx: Fixture,
    private readonly pictures: Buffer[],
    private readonly homeworkPages: Buffer[],
    /** At most this many corrections in the run: each one is an OCR run of a second or more. */
    private readonly maxCorrections: number,
  ) {}

  private base(): string | null {
    const up = this.servers.filter((s) => s.up);
    return up.length ? pick(up).url : null;
  }

  private async call(action: string, pupil: Pupil, path: string, body: string | FormData, type?: string) {
    const base = this.base();
    if (!base) {
      await sleep(50);
      return null;
    }
    this.counts.sent++;
    this.counts.byAction[action] = (this.counts.byAction[action] ?? 0) + 1;
    try {
      const headers: Record<string, string> = { nonce: makeNonce(), authorization: `Bearer ${pupil.token}` };
      if (type) headers['content-type'] = type;
      const res = await fetch(base + path, { method: 'POST', headers, body });
      const json = (await res.json()) as { data: unknown };
      const answer: Answer = { status: res.status, data: json.data };
      if (res.status === 200) this.counts.ok++;
      else if (res.status >= 500) this.counts.serverErrors++;
      else this.counts.refused++;
      return answer;
    } catch {
      // Killed under the request: the pupil was told nothing, so nothing is expected of it.
      this.counts.connectionErrors++;
      await sleep(50);
      return null;
    }
  }

  private form = (o: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString();
  private formType = 'application/x-www-form-urlencoded';

  private picture(): Blob {
    return new Blob([new Uint8Array(pick(this.pictures))], { type: 'image/jpeg' });
  }

  async order(p: Pupil, thenPay: boolean) {
    const body = JSON.stringify({
      idempotencyKey: `crash-${p.id}-${++this.seq}`,
      addressId: p.addressId,
      items: [{ goodsId: pick(this.fx.goods).id, quantity: between(1, 4) }],
    });
    const a = await this.call('commitOrder', p, '/api/integral/commitOrder', body, 'application/json');
    if (a?.status !== 200) return;
    const orderId = (a.data as { orderId: number }).orderId;
    this.ack.committed.add(orderId);
    if (!thenPay) {
      this.unpaid.set(p.id, [...(this.unpaid.get(p.id) ?? []), orderId]);
      return;
    }
    const paid = await this.call(
      'payOrderByPwd',
      p,
      '/api/integral/payOrderByPwd',
      this.form({ orderId, pwd: PAY_PWD }),
      this.formType,
    );
    if (paid?.status === 200) this.ack.paid.add(orderId);
  }

  async cancel(p: Pupil): Promise<void> {
    const list = this.unpaid.get(p.id) ?? [];
    const orderId = list.pop();
    if (orderId === undefined) return this.order(p, false);
    const a = await this.call(
      'cancelOrder',
      p,
      '/api/integral/cancleOrDeleteOrder',
      this.form({ orderId, type: 'cancel' }),
      this.formType,
    );
    if (a?.status === 200) this.ack.cancelled.add(orderId);
  }

  async upload(p: Pupil) {
    const fd = new FormData();
    fd.append('type', 'image');
    fd.append('file', this.picture(), 'photo.jpg');
    const a = await this.call('fileUploadTwo', p, '/api/dakaying/fileUploadTwo', fd);
    if (a?.status !== 200) return;
    const fileId = (a.data as { fileId: number }).fileId;
    this.ack.uploads.add(fileId);
    this.pending.set(p.id, [...(this.pending.get(p.id) ?? []), fileId]);
  }

  async checkin(p: Pupil): Promise<void> {
    const done = this.posted.get(p.id) ?? new Set<number>();
    this.posted.set(p.id, done);
    const open = this.fx.taskIds.filter((t) => !done.has(t));
    if (open.length === 0) return this.like(p);
    const taskId = pick(open);
    const fd = new FormData();
    fd.append('taskId', String(taskId));
    fd.append('content', `第${taskId}个任务的打卡`);
    fd.append('fileType', 'image');
    const pending = this.pending.get(p.id) ?? [];
    if (pending.length && Math.random() < 0.5) fd.append('fileIds', pending.splice(0, 2).join(','));
    if (Math.random() < 0.7) fd.append('file', this.picture(), 'photo.jpg');
    const a = await this.call('commitCheckin', p, '/api/dakaying/commitDakaInfoAndFile', fd);
    if (a?.status === 200) {
      done.add(taskId);
      const post = a.data as { dakaInfoId: number; files: { fileId: number }[] };
      this.ack.posts.add(post.dakaInfoId);
      for (const f of post.files) this.ack.uploads.add(f.fileId);
    } else if (a?.status === 409) done.add(taskId);
  }

  /** 意见反馈 with 1–3 pictures: the feedback, its picture rows and their uploads in one transaction. */
  async feedback(p: Pupil): Promise<void> {
    const fd = new FormData();
    fd.append('category', pick(['功能异常', '内容纠错', '产品建议', '其他']));
    fd.append('content', `第${++this.seq}条反馈：点读页面翻页有点慢`);
    fd.append('contact', '13800000000');
    const count = between(1, 4);
    for (let i = 0; i < count; i++) fd.append('file', this.picture(), `feedback${i}.jpg`);
    const a = await this.call('saveFeedback', p, '/api/myInfo/saveFeedback', fd);
    if (a?.status !== 200) return;
    const fb = a.data as { id: number; pictures: unknown[] };
    this.ack.feedback.set(fb.id, count);
  }

  /** 作业批改 with its photo: the correction and its job, queued, in the photo's upload transaction. */
  async correct(p: Pupil): Promise<void> {
    // Counted when sent (not while every server is down).
    if ((this.counts.byAction.correctHomework ?? 0) >= this.maxCorrections) return this.feedback(p);
    const fd = new FormData();
    fd.append(
      'file',
      new Blob([new Uint8Array(pick(this.homeworkPages))], { type: 'image/jpeg' }),
      'page.jpg',
    );
    const a = await this.call('correctHomework', p, '/api/thirdpart/correctHomework', fd);
    if (a?.status !== 200) return;
    const c = a.data as { id: number; photo: { id: number } };
    this.ack.corrections.add(c.id);
    this.ack.uploads.add(c.photo.id);
  }

  async like(p: Pupil): Promise<void> {
    const posts = [...this.ack.posts];
    if (posts.length === 0) return this.checkin(p);
    const dakaInfoId = pick(posts);
    if (Math.random() < 0.3)
      await this.call('unlike', p, '/api/dakaying/deleteDianzan', this.form({ dakaInfoId }), this.formType);
    else
      await this.call(
        'like',
        p,
        '/api/dakaying/saveComment',
        this.form({ dakaInfoId, type: 'like' }),
        this.formType,
      );
  }

  async comment(p: Pupil): Promise<void> {
    const posts = [...this.ack.posts];
    if (posts.length === 0) return this.checkin(p);
    const a = await this.call(
      'comment',
      p,
      '/api/dakaying/saveComment',
      this.form({ dakaInfoId: pick(posts), type: 'comment', content: '读得真好' }),
      this.formType,
    );
    const comment = (a?.data as { comment: { commentId: number } | null } | undefined)?.comment;
    if (a?.status === 200 && comment) this.ack.comments.add(comment.commentId);
  }

  async enrol(p: Pupil) {
    for (;;) {
      const a = await this.call(
        'enrol',
        p,
        '/api/dakaying/commitDakaYingBaoming',
        this.form({ dakaId: this.fx.campId }),
        this.formType,
      );
      if (a?.status === 200) return;
      if (a) throw new Error(`enrolment refused: ${a.status} ${JSON.stringify(a.data)}`);
    }
  }

  async worker(p: Pupil) {
    while (!this.stopped) {
      const r = Math.random();
      if (r < 0.25) await this.order(p, true);
      else if (r < 0.33) await this.order(p, false);
      else if (r < 0.38) await this.cancel(p);
      else if (r < 0.53) await this.checkin(p);
      else if (r < 0.61) await this.upload(p);
      else if (r < 0.66) await this.feedback(p);
      else if (r < 0.68) await this.correct(p);
      else if (r < 0.87) await this.like(p);
      else await this.comment(p);
    }
  }
}

// ---- The invariants ----

export interface Invariant {
  name: string;
  violations: number;
}

async function countOf(db: Sql, text: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.all<{ n: unknown }>(text, params);
  return n(row?.n);
}

/** Files under the upload folders, as keys of the file store. */
function uploadFiles(uploadsDir: string): string[] {
  const out: string[] = [];
  for (const kind of ['image', 'audio', 'video', 'document']) {
    const dir = join(uploadsDir, kind);
    if (!existsSync(dir)) continue;
    for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
      if (e.isFile()) out.push(join(e.parentPath, e.name).slice(uploadsDir.length + 1));
  }
  return out;
}

async function checkInvariants(
  db: Sql,
  target: CrashTarget,
  fx: Fixture,
  ack: Acknowledged,
): Promise<Invariant[]> {
  const users = fx.benchUserIds.join(',');
  const checks: [string, string][] = [
    [
      'every balance equals the sum of its ledger',
      `select count(*) as n from users u where u.points <> (select coalesce(sum(delta), 0) from points_ledger l where l.user_id = u.id)`,
    ],
    [
      "every balance equals its newest ledger row's balance_after",
      `select count(*) as n from users u where exists (select 1 from points_ledger l where l.user_id = u.id)
       and u.points <> (select l.balance_after from points_ledger l where l.user_id = u.id order by l.id desc limit 1)`,
    ],
    ['no balance below zero', 'select count(*) as n from users where points < 0'],
    [
      'no order paid twice',
      `select count(*) as n from (select ref from points_ledger where reason = 'order_pay' group by ref having count(*) > 1) t`,
    ],
    [
      'every paid order has its one pay row of its total',
      `select count(*) as n from orders o where o.status in ('paid', 'shipped', 'completed') and
       (select count(*) from points_ledger l where l.reason = 'order_pay' and l.ref = 'order:' || o.id and l.delta = -o.total_points) <> 1`,
    ],
    [
      'no pay row of an unpaid order, and every cancelled paid order refunded',
      `select count(*) as n from orders o where
       (o.status = 'unpaid' and exists (select 1 from points_ledger l where l.ref = 'order:' || o.id))
       or (o.status = 'cancelled' and (select count(*) from points_ledger l where l.reason = 'order_pay' and l.ref = 'order:' || o.id)
           <> (select count(*) from points_ledger l where l.reason = 'order_refund' and l.ref = 'order:' || o.id))`,
    ],
    [
      'every ledger pay row names an order',
      `select count(*) as n from points_ledger l where l.reason = 'order_pay'
       and not exists (select 1 from orders o where 'order:' || o.id = l.ref)`,
    ],
    [
      'no order without its items (no half-written order)',
      `select count(*) as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    ],
    [
      "every order's total equals its items",
      `select count(*) as n from orders o where o.total_points <> (select sum(i.points * i.quantity) from order_items i where i.order_id = o.id)`,
    ],
    ['no stock below zero', 'select count(*) as n from goods where stock < 0'],
    [
      'exchanged equals the paid units',
      `select count(*) as n from goods g where g.exchanged <> (select coalesce(sum(i.quantity), 0) from order_items i
       join orders o on o.id = i.order_id where i.goods_id = g.id and o.status in ('paid', 'shipped', 'completed'))`,
    ],
    [
      'no unpaid order past its time (the expiry job finished after the restart)',
      `select count(*) as n from orders where status = 'unpaid' and expires_at <= ?`,
    ],
    [
      "every post's likes and comments equal their rows",
      `select count(*) as n from checkin_posts p where
       p.like_count <> (select count(*) from checkin_likes l where l.post_id = p.id)
       or p.comment_count <> (select count(*) from checkin_comments c where c.post_id = p.id)`,
    ],
    [
      "every member's check-ins, days and likes received equal their rows",
      `select count(*) as n from checkin_enrolments e where
       e.checkin_count <> (select count(*) from checkin_posts p where p.camp_id = e.camp_id and p.user_id = e.user_id)
       or e.days <> (select count(distinct p.day) from checkin_posts p where p.camp_id = e.camp_id and p.user_id = e.user_id)
       or e.likes_received <> (select coalesce(sum(p.like_count), 0) from checkin_posts p where p.camp_id = e.camp_id and p.user_id = e.user_id)`,
    ],
    [
      "every camp's members and shown check-ins equal their rows",
      `select count(*) as n from checkin_camps c where
       c.enrolled_count <> (select count(*) from checkin_enrolments e where e.camp_id = c.id)
       or c.checkin_count <> (select count(*) from checkin_posts p where p.camp_id = c.id and p.hidden = 0)`,
    ],
    [
      "every task's and camp day's check-ins equal their rows",
      `select (select count(*) from checkin_tasks t where t.checkin_count <>
         (select count(*) from checkin_posts p where p.task_id = t.id and p.hidden = 0))
       + (select count(*) from checkin_camp_days d where d.checkin_count <>
         (select count(*) from checkin_posts p where p.camp_id = d.camp_id and p.day = d.day and p.hidden = 0)) as n`,
    ],
    [
      'one check-in reward and one ledger row per first check-in of a task',
      `select (select count(*) from checkin_rewards r where r.points > 0 and (select count(*) from points_ledger l
         where l.reason = 'checkin' and l.ref = 'checkin:' || r.post_id) <> 1)
       + (select count(*) from points_ledger l where l.reason = 'checkin' and l.user_id in (${users})
         and not exists (select 1 from checkin_rewards r where 'checkin:' || r.post_id = l.ref)) as n`,
    ],
    [
      'no picture check-in without its files, no text one with files (no half-written post)',
      `select count(*) as n from checkin_posts p where p.camp_id = ? and
       ((p.media = 'image') <> exists (select 1 from checkin_post_files f where f.post_id = p.id))`,
    ],
    [
      "no upload of the pupils' that is neither a check-in's file, pending (swept later), a feedback picture nor a homework photo",
      `select count(*) as n from uploads u where u.user_id in (${users})
       and not exists (select 1 from checkin_post_files f where f.upload_id = u.id)
       and not exists (select 1 from checkin_pending_files p where p.upload_id = u.id)
       and not exists (select 1 from feedback_pictures f where f.upload_id = u.id)
       and not exists (select 1 from homework_corrections c where c.upload_id = u.id)`,
    ],
    [
      "no feedback of the pupils' without its pictures (they send 1–3: no half-written feedback)",
      `select count(*) as n from feedback f where f.user_id in (${users})
       and not exists (select 1 from feedback_pictures p where p.feedback_id = f.id)`,
    ],
    [
      "every feedback's and correction's picture names an image upload of its author",
      `select (select count(*) from feedback_pictures p join feedback f on f.id = p.feedback_id
         where not exists (select 1 from uploads u where u.id = p.upload_id and u.user_id = f.user_id and u.kind = 'image'))
       + (select count(*) from homework_corrections c
         where not exists (select 1 from uploads u where u.id = c.upload_id and u.user_id = c.user_id and u.kind = 'image')) as n`,
    ],
    [
      'no correction of the pupils left pending, no job queued or running (the queue finished after the kills)',
      `select (select count(*) from homework_corrections c where c.user_id in (${users}) and c.status = 'pending')
       + (select count(*) from homework_jobs j join homework_corrections c on c.id = j.correction_id
         where c.user_id in (${users}) and j.status in ('queued', 'running')) as n`,
    ],
  ];
  const out: Invariant[] = [];
  const now = Date.now();
  for (const [name, text] of checks) {
    const params = text.includes('expires_at <= ?')
      ? [now]
      : text.includes('p.camp_id = ? and')
        ? [fx.campId]
        : [];
    out.push({ name, violations: await countOf(db, text, params) });
  }

  // Stock: what the bench put in, less what orders not cancelled hold.
  let stockOff = 0;
  for (const g of fx.goods) {
    const row = await one<{ stock: unknown; held: unknown }>(
      db,
      `select g.stock, (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
       where i.goods_id = g.id and o.status <> 'cancelled') as held from goods g where g.id = ?`,
      [g.id],
    );
    if (n(row.stock) !== g.stock - n(row.held)) stockOff++;
  }
  out.push({
    name: 'stock equals the initial stock less the units of orders not cancelled',
    violations: stockOff,
  });

  // Files: every row's files on disk, and every file on disk named by a row (after the start-up sweep).
  const uploadsDir = join(target.dataDir, 'uploads');
  const rows = await db.all<{ file_key: string; thumb_key: string }>(
    'select file_key, thumb_key from uploads',
  );
  const named = new Set(rows.flatMap((r) => [r.file_key, r.thumb_key]).filter(Boolean));
  out.push({
    name: 'no upload row whose file or thumbnail is missing',
    violations: [...named].filter((k) => !existsSync(join(uploadsDir, k))).length,
  });
  out.push({
    name: 'no upload file without its row (after the sweep)',
    violations: uploadFiles(uploadsDir).filter((k) => !named.has(k)).length,
  });
  const pictureKeys = await db.all<{ file_key: string; thumb_key: string }>(
    `select u.file_key, u.thumb_key from uploads u where u.id in (select upload_id from feedback_pictures)
     or u.id in (select upload_id from homework_corrections where user_id in (${users}))`,
  );
  out.push({
    name: 'no feedback picture or homework photo whose file or thumbnail is missing',
    violations: pictureKeys
      .flatMap((r) => [r.file_key, r.thumb_key])
      .filter((k) => k && !existsSync(join(uploadsDir, k))).length,
  });

  // Feedback: each one answered is there with every picture it was sent with, in order.
  const feedbackIds = [...ack.feedback.keys()];
  const pics = await db.all<{ feedback_id: unknown; n: unknown; top: unknown }>(
    `select feedback_id, count(*) as n, max(position) as top from feedback_pictures
     where feedback_id in (${feedbackIds.length ? feedbackIds.join(',') : '0'}) group by feedback_id`,
  );
  const picsOf = new Map(pics.map((r) => [n(r.feedback_id), { n: n(r.n), top: n(r.top) }]));
  out.push({
    name: 'every feedback answered has exactly the pictures sent, in order',
    violations: [...ack.feedback].filter(([id, sent]) => {
      const got = picsOf.get(id);
      return !got || got.n !== sent || got.top !== sent - 1;
    }).length,
  });

  // Corrections: each one has its one job, closed as the correction, and exactly one result: done with
  // its marks and their counts, or failed with a reason. Both are written by the job's close, in one
  // transaction under the runner's lock (finishJob), so the correction's finish time is the job's last
  // update: a result written by a runner that lost its lock would show as a difference.
  const corrections = await db.all<{
    id: unknown;
    status: string;
    marks: string;
    right_count: unknown;
    wrong_count: unknown;
    unreadable_count: unknown;
    fail_reason: string;
    engine: string;
    finished_at: unknown;
    jobs: unknown;
    job_status: string | null;
    job_updated_at: unknown;
  }>(
    `select c.id, c.status, c.marks, c.right_count, c.wrong_count, c.unreadable_count, c.fail_reason, c.engine,
     c.finished_at, (select count(*) from homework_jobs j where j.correction_id = c.id) as jobs,
     (select j.status from homework_jobs j where j.correction_id = c.id) as job_status,
     (select j.updated_at from homework_jobs j where j.correction_id = c.id) as job_updated_at
     from homework_corrections c where c.user_id in (${users})`,
  );
  const oneResult = (c: (typeof corrections)[number]) => {
    // Still queued or running: counted by the invariant of the queue above.
    if (c.status === 'pending' && (c.job_status === 'queued' || c.job_status === 'running')) return true;
    if (n(c.jobs) !== 1 || c.job_status !== c.status || c.finished_at === null) return false;
    if (n(c.finished_at) !== n(c.job_updated_at) || c.engine === '') return false;
    const marks = JSON.parse(c.marks) as unknown[];
    if (c.status === 'failed') return c.fail_reason !== '' && marks.length === 0;
    return (
      c.status === 'done' &&
      c.fail_reason === '' &&
      marks.length > 0 &&
      n(c.right_count) + n(c.wrong_count) + n(c.unreadable_count) === marks.length
    );
  };
  out.push({
    name: 'every correction has its one job, closed with it, and one result (done with its marks, or failed with a reason)',
    violations: corrections.filter((c) => !oneResult(c)).length,
  });

  // Nothing the pupils were told is lost.
  const ids = (s: Set<number>) => (s.size ? [...s].join(',') : '0');
  const lost = async (table: string, s: Set<number>, extra = '') =>
    s.size - (await countOf(db, `select count(*) as n from ${table} where id in (${ids(s)})${extra}`));
  out.push({
    name: 'every order answered 下单成功 is there',
    violations: await lost('orders', ack.committed),
  });
  out.push({
    name: 'every order answered 支付成功 is paid',
    violations: await lost('orders', ack.paid, ` and status = 'paid'`),
  });
  out.push({
    name: 'every order answered 订单已取消 is cancelled',
    violations: await lost('orders', ack.cancelled, ` and status = 'cancelled'`),
  });
  out.push({ name: 'every check-in answered is there', violations: await lost('checkin_posts', ack.posts) });
  out.push({ name: 'every upload answered is there', violations: await lost('uploads', ack.uploads) });
  out.push({
    name: 'every comment answered is there',
    violations: await lost('checkin_comments', ack.comments),
  });
  out.push({
    name: 'every feedback answered 感谢您的反馈 is there',
    violations: await lost('feedback', new Set(ack.feedback.keys())),
  });
  out.push({
    name: 'every correction answered 已提交批改 is there',
    violations: await lost('homework_corrections', ack.corrections),
  });

  if (target.dialect === 'sqlite') {
    const [row] = await db.all<{ integrity_check: string }>('pragma integrity_check');
    out.push({ name: 'SQLite integrity_check', violations: row?.integrity_check === 'ok' ? 0 : 1 });
  }
  return out;
}

// ---- The run ----

export interface CrashResult {
  dialect: 'sqlite' | 'postgres';
  processes: number;
  pupils: number;
  seconds: number;
  kills: number;
  backdatedOrders: number;
  /** From the end of the load to no correction queued or running (the servers still up). */
  queueWaitSeconds: number;
  /** PostgreSQL: job leases still held at the end (by killed processes), run out before the last start. */
  leasesRunOut: number;
  load: LoadCounts;
  acknowledged: Record<keyof Acknowledged, number>;
  store: Record<string, number>;
  invariants: Invariant[];
  violations: number;
  serverLogErrors: number;
}

/** Unpaid orders made due while the servers are down, so their start-up expiry sweep has work. */
async function backdate(db: Sql, share: number): Promise<number> {
  const rows = await db.all<{ id: unknown }>(`select id from orders where status = 'unpaid'`);
  const due = rows.filter(() => Math.random() < share).map((r) => n(r.id));
  if (due.length)
    await db.all(`update orders set expires_at = ? where id in (${due.join(',')})`, [Date.now() - 1000]);
  return due.length;
}

async function pictures(count: number): Promise<Buffer[]> {
  const sharp = requireServer('sharp') as (o: unknown) => { jpeg(): { toBuffer(): Promise<Buffer> } };
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: { width: 64 + i, height: 48, channels: 3, background: { r: (i * 40) % 256, g: 120, b: 200 } },
      })
        .jpeg()
        .toBuffer(),
    ),
  );
}

export async function benchCrash(opts: {
  dialect: 'sqlite' | 'postgres';
  port: number;
  kills: number;
  pupils: number;
  /** Homework corrections sent during the load, at most. */
  corrections: number;
  /** Between a start and the next kill, in ms. */
  killEveryMs: [number, number];
  log?: (line: string) => void;
}): Promise<CrashResult> {
  const log = opts.log ?? (() => undefined);
  const dataDir = mkdtempSync(join(tmpdir(), `jc-crash-${opts.dialect}-`));
  const GRACE_MS = 3000;
  let dbName = '';
  const target: CrashTarget = {
    dialect: opts.dialect,
    dataDir,
    env: {
      UPLOAD_ORPHAN_GRACE_MS: String(GRACE_MS),
      // Every process works the homework queue; a job whose process was killed is taken over after 20 s.
      HOMEWORK_POLL_MS: '500',
      HOMEWORK_STALE_LOCK_MS: String(STALE_LOCK_MS),
    },
    openSql: () => Promise.resolve(sqliteSql(join(dataDir, 'app.db'))),
  };
  if (opts.dialect === 'postgres') {
    dbName = `jc_crash_${process.pid}_${Date.now()}`;
    const admin = pgClient('postgres://postgres@127.0.0.1:5432/postgres');
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = `postgres://postgres@127.0.0.1:5432/${dbName}`;
    target.env.DATABASE_URL = url;
    target.openSql = () => postgresSql(url);
  }
  const processes = opts.dialect === 'postgres' ? 2 : 1;
  const logFile = join(dataDir, 'server.log');
  const servers = Array.from(
    { length: processes },
    (_, i) => new ServerProcess(opts.port + i, target, logFile),
  );
  try {
    // First start: migrations and the demo seed; then the bench's own rows, with no server running.
    await servers[0]!.start();
    await servers[0]!.stop();
    let db = await target.openSql();
    const fx = await writeFixture(db, opts.pupils, `crash_${opts.dialect}`);
    await db.close();
    for (const s of servers) await s.start();

    const pages = HOMEWORK_PAGES.map((f) =>
      readFileSync(join(repoRoot, 'apps/server/assets/media/homework', f)),
    );
    const load = new Load(servers, fx, await pictures(6), pages, opts.corrections);
    for (const p of fx.pupils) await load.enrol(p);
    const t0 = performance.now();
    const workers = fx.pupils.flatMap((p) => [load.worker(p), load.worker(p)]);

    let backdated = 0;
    let leasesRunOut = 0;
    for (let k = 1; k <= opts.kills; k++) {
      await sleep(between(...opts.killEveryMs));
      const victim = servers[k % processes]!;
      await victim.kill9();
      log(`  kill -9 #${k} of the server on ${victim.port} (sent so far ${load.counts.sent})`);
      // While it is down, some unpaid orders fall due: its start-up sweep must cancel them.
      if (processes === 1) {
        db = await target.openSql();
        backdated += await backdate(db, 0.5);
        await db.close();
      }
      await victim.start();
    }
    await sleep(opts.killEveryMs[0]);
    load.stopped = true;
    await Promise.all(workers);
    const seconds = (performance.now() - t0) / 1000;

    // The queued jobs finish: the servers stay up until no correction is queued or running (a job whose
    // process was killed mid-way is taken over once its lock is stale), at most QUEUE_WAIT_MS.
    const waitStart = performance.now();
    db = await target.openSql();
    for (;;) {
      const open = await countOf(
        db,
        `select count(*) as n from homework_jobs j join homework_corrections c on c.id = j.correction_id
         where c.user_id in (${fx.benchUserIds.join(',')}) and j.status in ('queued', 'running')`,
      );
      if (open === 0 || performance.now() - waitStart > QUEUE_WAIT_MS) {
        log(
          `  homework queue: ${open} job(s) open ${((performance.now() - waitStart) / 1000).toFixed(1)} s after the load`,
        );
        break;
      }
      await sleep(500);
    }
    await db.close();
    const queueWaitSeconds = (performance.now() - waitStart) / 1000;

    // Every unpaid order falls due while the servers are down; after the grace of the upload sweep, one
    // start runs both sweeps (orders, files) before it listens, then stops.
    for (const s of servers) await s.stop();
    db = await target.openSql();
    backdated += await backdate(db, 1);
    // On PostgreSQL each periodic job takes a lease in the store (docs/operations.md, "Several
    // processes"); a killed process's lease runs out only after 0.9 of the job's period (54 s for order
    // expiry, 54 min for the upload sweep), and until then every start skips that job. As if that time
    // had passed (like the orders made due), the leases are run out, so the last start runs the jobs.
    if (opts.dialect === 'postgres') {
      const [row] = await db.all<{ n: unknown }>(
        `select count(*) as n from shared_once where key like 'job:%' and expires_at > ?`,
        [Date.now()],
      );
      leasesRunOut = n(row?.n);
      await db.all(`update shared_once set expires_at = ? where key like 'job:%'`, [Date.now() - 1]);
    }
    await db.close();
    await sleep(GRACE_MS + 500);
    await servers[0]!.start();
    await servers[0]!.stop();

    db = await target.openSql();
    const invariants = await checkInvariants(db, target, fx, load.ack);
    const count = (t: string, where = '') => countOf(db, `select count(*) as n from ${t}${where}`);
    /** The bench's pupils' rows. */
    const pupils = `user_id in (${fx.benchUserIds.join(',')})`;
    const store = {
      orders: await count('orders', ` where ${pupils}`),
      paidOrders: await count('orders', ` where status = 'paid' and ${pupils}`),
      cancelledOrders: await count('orders', ` where status = 'cancelled' and ${pupils}`),
      ledgerRows: await count('points_ledger'),
      posts: await count('checkin_posts', ` where camp_id = ${fx.campId}`),
      likes: await count('checkin_likes'),
      comments: await count('checkin_comments'),
      feedback: await count('feedback', ` where ${pupils}`),
      feedbackPictures: await count(
        'feedback_pictures',
        ` where feedback_id in (select id from feedback where ${pupils})`,
      ),
      corrections: await count('homework_corrections', ` where ${pupils}`),
      correctionsDone: await count('homework_corrections', ` where status = 'done' and ${pupils}`),
      correctionsFailed: await count('homework_corrections', ` where status = 'failed' and ${pupils}`),
      // Jobs claimed more than once: their process was killed with the job in hand (or an engine error).
      correctionsTakenOver: await count(
        'homework_jobs',
        ` where attempts > 1 and correction_id in (select id from homework_corrections where ${pupils})`,
      ),
      uploads: await count('uploads', ` where user_id in (${fx.benchUserIds.join(',')})`),
      uploadFiles: uploadFiles(join(dataDir, 'uploads')).length,
    };
    await db.close();
    const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    return {
      dialect: opts.dialect,
      processes,
      pupils: opts.pupils,
      seconds,
      kills: opts.kills,
      backdatedOrders: backdated,
      queueWaitSeconds,
      leasesRunOut,
      load: load.counts,
      acknowledged: {
        committed: load.ack.committed.size,
        paid: load.ack.paid.size,
        cancelled: load.ack.cancelled.size,
        posts: load.ack.posts.size,
        uploads: load.ack.uploads.size,
        comments: load.ack.comments.size,
        feedback: load.ack.feedback.size,
        corrections: load.ack.corrections.size,
      },
      store,
      invariants,
      violations: invariants.reduce((s, i) => s + i.violations, 0),
      serverLogErrors: serverLog.split('\n').filter((l) => /"level":(50|60)/.test(l)).length,
    };
  } finally {
    for (const s of servers) await s.kill9();
    if (process.env.BENCH_KEEP !== '1') rmSync(dataDir, { recursive: true, force: true });
    else log(`  store kept in ${dataDir}`);
    if (dbName && process.env.BENCH_KEEP !== '1') {
      const admin = pgClient('postgres://postgres@127.0.0.1:5432/postgres');
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}
