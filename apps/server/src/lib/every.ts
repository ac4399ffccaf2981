/**
 * Runs `task` every `ms` in this process, never two at once (a slow run makes the next tick
 * skip); a failure is handed to `onError` and the next tick tries again. Returns how to stop it,
 * which waits for a run in progress. The timer does not keep the process alive.
 */
export function every(
  ms: number,
  task: () => Promise<unknown>,
  onError: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= task()
      .catch(onError)
      .finally(() => (running = null));
  }, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
