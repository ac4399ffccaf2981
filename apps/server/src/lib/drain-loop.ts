export interface DrainLoop {
  /**
   * Runs `pass` until a pass ends with no call having come during it: a call while passes run
   * joins them (one more pass follows, so what changed meanwhile is seen). Resolves to what the
   * passes counted.
   */
  drain(): Promise<number>;
  /** Waits for the passes under way, whatever their outcome. */
  settled(): Promise<void>;
}

/** One drain at a time per process, for the outbox and the senders that feed it. */
export function drainLoop(pass: () => Promise<number>): DrainLoop {
  let running: Promise<number> | null = null;
  let again = false;
  return {
    drain() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let counted = 0;
        do {
          again = false;
          counted += await pass();
        } while (again);
        return counted;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    async settled() {
      await running?.catch(() => 0);
    },
  };
}

/**
 * One pass of a sender that claims rows in batches: sends batch after batch until one claims
 * fewer rows than a batch holds, waking the mailer after each batch that queued an e-mail; how
 * many it queued.
 */
export async function sendInBatches(
  batch: () => Promise<{ claimed: number; sent: number }>,
  batchSize: number,
  kickMailer: () => void,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const done = await batch();
    sent += done.sent;
    if (done.sent > 0) kickMailer();
    if (done.claimed < batchSize) return sent;
  }
}
