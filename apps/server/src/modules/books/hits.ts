import { VIDEO_TIMU_TYPES, type HitKind, type TimuType } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { formatDate } from '../../shared/time.js';

const ITEM_KINDS: readonly string[] = ['s', 't', 'y', 'k', '7'];

/**
 * Hit counters written in batches: a hit is one cheap existence check and a map increment; every
 * `flushMs` the pending counts go to the store in one transaction (items.hits, books.hits_video for
 * video items, and the daily hit_counts rows). Counters never move a book's update date, so the book
 * cache is not invalidated by hits; cached answers show counters up to the cache age (60 s) stale.
 */
export class HitCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
    private readonly flushMs = 2_000,
  ) {}

  /** Counts one hit after checking the target exists (404 otherwise). */
  async hit(kind: HitKind, id: number): Promise<void> {
    if (!(await this.exists(kind, id))) throw notFound('没有找到要统计的内容');
    const key = `${kind}:${id}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flush().catch(this.onError);
      }, this.flushMs);
      this.timer.unref();
    }
  }

  private async exists(kind: HitKind, id: number): Promise<boolean> {
    if (ITEM_KINDS.includes(kind)) {
      return !!(await this.db.selectFrom('items').select('id').where('id', '=', id).executeTakeFirst());
    }
    if (kind === 'banner' || kind === 'ad') {
      // Banners are dictionary entries; both count only while enabled.
      return !!(await this.db
        .selectFrom(kind === 'banner' ? 'dictionaries' : 'page_ads')
        .select('id')
        .where('id', '=', id)
        .where('enabled', '=', 1)
        .executeTakeFirst());
    }
    return !!(await this.db.selectFrom('qiwei_qrcodes').select('id').where('id', '=', id).executeTakeFirst());
  }

  /** Writes the pending counts; concurrent calls are serialized. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const day = formatDate(Date.now());
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [key, n] of batch) {
          const [kind = '', idText = '0'] = key.split(':');
          const id = Number(idText);
          if (ITEM_KINDS.includes(kind)) {
            const item = await trx
              .updateTable('items')
              .set((eb) => ({ hits: eb('hits', '+', n) }))
              .where('id', '=', id)
              .returning(['book_id', 'type'])
              .executeTakeFirst();
            if (item && VIDEO_TIMU_TYPES.includes(item.type as TimuType)) {
              await trx
                .updateTable('books')
                .set((eb) => ({ hits_video: eb('hits_video', '+', n) }))
                .where('id', '=', item.book_id)
                .execute();
            }
          }
          await trx
            .insertInto('hit_counts')
            .values({ kind, target_id: id, day, count: n })
            .onConflict((oc) =>
              oc.columns(['kind', 'target_id', 'day']).doUpdateSet((eb) => ({
                count: eb('hit_counts.count', '+', eb.ref('excluded.count')),
              })),
            )
            .execute();
        }
      });
    } catch (err) {
      // Put the counts back so the next flush tries again.
      for (const [key, n] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + n);
      throw err;
    }
  }
}

const counters = new WeakMap<Db, HitCounter>();

/** The counter of an app's store (tests flush it directly). */
export function hitCounterOf(db: Db, onError: (err: unknown) => void = () => undefined): HitCounter {
  let c = counters.get(db);
  if (!c) {
    c = new HitCounter(db, onError);
    counters.set(db, c);
  }
  return c;
}
