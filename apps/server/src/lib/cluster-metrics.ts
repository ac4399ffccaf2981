import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'atlas:cluster-metrics';
const ANSWER = 'atlas:cluster-metrics-answer';
const TIMEOUT_MS = 5_000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/**
 * The primary of `npm run start:cluster`: a worker asked for /api/metrics gets every worker's
 * figures through here (prom-client's aggregator: counters and histograms summed, gauges as each
 * declares), so one scrape of the shared port sees the whole machine.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK || typeof message.id !== 'string') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (err: unknown) => worker.send({ type: ANSWER, id, error: String(err) } satisfies Answer),
    );
  });
}

/** This process's metrics text; in a cluster worker, the whole cluster's. */
export function metricsSource(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker || !process.send) return () => registry.metrics();
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // answers the primary's requests for this worker's figures
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the cluster primary did not answer for metrics'));
      }, TIMEOUT_MS);
      function onMessage(message: Answer) {
        if (message?.type !== ANSWER || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.text ?? '');
      }
      process.on('message', onMessage);
      process.send!({ type: ASK, id });
    });
}
