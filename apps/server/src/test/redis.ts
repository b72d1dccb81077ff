import { createClient } from 'redis';

/** The Redis the tests that need one use (they skip, with a line saying so, when it does not answer). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers a ping within a second; if not, warns that `skipped` is skipped. */
export async function redisAnswers(skipped: string): Promise<boolean> {
  const client = createClient({
    url: TEST_REDIS_URL,
    socket: { connectTimeout: 1_000, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (err) {
    console.warn(`Redis not reachable at ${TEST_REDIS_URL} (${(err as Error).message}): ${skipped} skipped`);
    return false;
  } finally {
    if (client.isOpen) await client.close().catch(() => undefined);
  }
}
