/**
 * Concurrent calls with the same key share one run: the first starts it, the others wait for its answer. With
 * `keepMs` (default 0) a successful answer is then reused for that long, so no answer is ever older than the run
 * that made it plus `keepMs`; a failure is never kept. For reads that are expensive, identical for every caller of
 * a key, and asked by many at once.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  constructor(private readonly keepMs = 0) {}

  run(key: string, work: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    const started = work();
    this.running.set(key, started);
    const forget = () => {
      if (this.running.get(key) === started) this.running.delete(key);
    };
    started.then(() => {
      if (this.keepMs <= 0) forget();
      else setTimeout(forget, this.keepMs).unref();
    }, forget);
    return started;
  }

  /** Keys running or kept now (for tests). */
  get size(): number {
    return this.running.size;
  }
}
