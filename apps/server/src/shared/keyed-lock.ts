/**
 * Runs tasks with the same key one after another within this process (different keys in parallel).
 * Used where a check must see the result of the previous one, e.g. counting wrong payment passwords:
 * without it, 200 concurrent guesses would all be verified before the first failure is counted.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const prev = this.tails.get(key) ?? Promise.resolve();
    const next = prev.then(task, task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}
