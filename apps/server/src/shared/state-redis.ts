import { createClient } from 'redis';
import type { SharedState } from './state.js';

/** INCR and set the window on the first hit, atomically. */
const INCREMENT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

const makeClient = (url: string) => createClient({ url, socket: { connectTimeout: 5_000 } });
type Client = ReturnType<typeof makeClient>;

/** SharedState in Redis (REDIS_URL): keys expire by themselves, so there is nothing to purge. */
export class RedisSharedState implements SharedState {
  /** A connection in subscriber mode can do nothing else: made on the first subscribe. */
  private subscriber: Client | null = null;

  private constructor(
    private readonly client: Client,
    private readonly prefix: string,
    private readonly onError: (err: unknown) => void,
  ) {}

  static async connect(
    url: string,
    onError: (err: unknown) => void,
    prefix = 'jc:',
  ): Promise<RedisSharedState> {
    const client = makeClient(url);
    // Without a listener a dropped connection would crash the process; the client reconnects by itself.
    client.on('error', onError);
    await client.connect();
    return new RedisSharedState(client, prefix, onError);
  }

  async rememberOnce(key: string, ttlMs: number): Promise<boolean> {
    const res = await this.client.set(this.prefix + key, '1', {
      condition: 'NX',
      expiration: { type: 'PX', value: ttlMs },
    });
    return res === 'OK';
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const res = await this.client.eval(INCREMENT_SCRIPT, {
      keys: [this.prefix + key],
      arguments: [String(ttlMs)],
    });
    return Number(res);
  }

  async count(key: string): Promise<number> {
    const v = await this.client.get(this.prefix + key);
    return v === null ? 0 : Number(v);
  }

  async reset(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.client.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, listener: (message: string) => void): Promise<void> {
    if (!this.subscriber) {
      this.subscriber = this.client.duplicate();
      this.subscriber.on('error', this.onError);
      await this.subscriber.connect();
    }
    await this.subscriber.subscribe(this.prefix + channel, listener);
  }

  async close(): Promise<void> {
    if (this.subscriber?.isOpen) await this.subscriber.close();
    if (this.client.isOpen) await this.client.close();
  }
}
