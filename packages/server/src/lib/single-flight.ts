/**
 * Concurrent calls with the same key share one run: the first starts it, the others wait for its answer, and the
 * key is free again as soon as it settles (nothing is kept afterwards, so no answer is ever older than the run
 * that made it). For reads that are expensive, identical for every caller of a key, and asked by many at once.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  /** Runs in flight now (for tests). */
  get size(): number {
    return this.running.size;
  }
}
