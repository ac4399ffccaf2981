import { sleep, type Backoff } from '../lib/backoff';

/** How reloads and listener reconnects retry: 250 ms, doubling with each further attempt, at most 2 s. */
export const RELOAD_BACKOFF: Backoff = { baseMs: 250, maxMs: 2000 };

export interface ReloadQueueOptions {
  /** One reload of what was asked for; throws when it failed (the queue retries). */
  load: () => Promise<void>;
  /** Whether anything asked for is still to be loaded; by default, whether a request is unapplied. */
  pending?: () => boolean;
  /**
   * A reload failed (`failures` in a row): after how long to try again, and whether readers stop
   * waiting for it meanwhile (and read what there is).
   */
  failed: (err: unknown, failures: number) => { retryMs: number; release: boolean };
  /** Start reloading on the next turn, so requests that arrive together load once. */
  deferred?: boolean;
}

interface Waiter {
  seq: number;
  resolve: () => void;
}

/**
 * A read model's freshness: changes heard of are numbered as they are requested and applied by one
 * reload loop at a time; readers wait for the number current when they came. Until the first
 * load (`begin`), readers wait for it.
 */
export class ReloadQueue {
  readonly #options: ReloadQueueOptions;
  #requested = 1;
  #applied = 0;
  #draining = false;
  #waiters: Waiter[] = [];
  #stopped = false;

  constructor(options: ReloadQueueOptions) {
    this.#options = options;
  }

  /** Every request heard of is applied: reads need not wait. */
  get current(): boolean {
    return this.#applied >= this.#requested;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  /** Resolves at once when nothing heard of is still being loaded. */
  fresh(): Promise<void> | undefined {
    if (this.#applied >= this.#requested) return undefined;
    const seq = this.#requested;
    return new Promise((resolve) => this.#waiters.push({ seq, resolve }));
  }

  /** Something changed: reload (after stop, nothing). */
  request(): void {
    if (this.#stopped) return;
    this.#requested++;
    if (this.#draining) return;
    this.#draining = true;
    if (this.#options.deferred) setImmediate(() => void this.#drain());
    else void this.#drain();
  }

  /** The first load, requested since construction. */
  begin(): void {
    if (this.#draining) return;
    this.#draining = true;
    void this.#drain();
  }

  /** No more reloads; every reader waiting is let go. */
  stop(): void {
    this.#stopped = true;
    this.#release(this.#requested);
  }

  async #drain(): Promise<void> {
    const pending = this.#options.pending ?? (() => this.#applied < this.#requested);
    let failures = 0;
    while (!this.#stopped && pending()) {
      const upTo = this.#requested;
      try {
        await this.#options.load();
        failures = 0;
      } catch (err) {
        if (this.#stopped) break;
        failures++;
        const { retryMs, release } = this.#options.failed(err, failures);
        if (release) this.#release(upTo);
        await sleep(retryMs);
        continue;
      }
      this.#release(upTo);
    }
    this.#draining = false;
    if (this.#stopped) this.#release(this.#requested);
  }

  #release(upTo: number): void {
    this.#applied = Math.max(this.#applied, upTo);
    if (this.#waiters.length === 0) return;
    const waiting: Waiter[] = [];
    for (const waiter of this.#waiters) {
      if (waiter.seq <= this.#applied) waiter.resolve();
      else waiting.push(waiter);
    }
    this.#waiters = waiting;
  }
}
