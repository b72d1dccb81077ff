import { PAY_PWD, type Fixture, type Pupil } from './crash-fixture.js';
import { between, pick, sleep, type ServerProcess } from './crash-servers.js';
import { makeNonce } from './nonce.js';

/** The crash bench's (crash.ts) mixed load through the API, and what the pupils were told. */

interface Answer {
  status: number;
  data: unknown;
}

/** What the pupils were told: each of these must be in the store after every crash. */
export interface Acknowledged {
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

export class Load {
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
