import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import {
  AggregatorRegistry,
  type MetricObjectWithValues,
  type MetricValue,
  type Registry,
} from 'prom-client';

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/** A worker whose metrics answer the primary's questions says so once. */
const READY = 'atlas:metrics-ready';
/** A worker asks the primary for the whole cluster's text… */
const ASK = 'atlas:cluster-metrics';
const ANSWER = 'atlas:cluster-metrics-answer';
/** …and the primary asks each ready worker for its own figures. */
const COLLECT = 'atlas:worker-metrics';
const COLLECTED = 'atlas:worker-metrics-answer';

/** How long the primary waits for one worker's figures: a stuck worker is left out of the scrape, not fatal to it. */
const WORKER_TIMEOUT_MS = 2_000;
/** How long a worker waits for the primary's answer (longer than the primary's own wait). */
const PRIMARY_TIMEOUT_MS = 5_000;

interface Message {
  type?: string;
  id?: string;
  text?: string;
  error?: string;
  metrics?: MetricsJson;
}

/** Asks one worker for its figures; null when it does not answer in time or has gone. */
function figuresOf(worker: Worker): Promise<MetricsJson | null> {
  return new Promise((resolve) => {
    const id = randomUUID();
    const done = (metrics: MetricsJson | null) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(metrics);
    };
    const timer = setTimeout(() => done(null), WORKER_TIMEOUT_MS);
    const onMessage = (message: Message) => {
      if (message?.type === COLLECTED && message.id === id) done(message.metrics ?? null);
    };
    const onExit = () => done(null);
    worker.on('message', onMessage);
    worker.once('exit', onExit);
    try {
      worker.send({ type: COLLECT, id });
    } catch {
      done(null);
    }
  });
}

/**
 * The primary of `npm run start:cluster`: a worker asked for /api/metrics gets every worker's
 * figures through here (prom-client's aggregation: counters and histograms summed, gauges as each
 * declares), so one scrape of the shared port sees the whole machine. Only workers that have said
 * they are ready are asked, and one that does not answer in time is left out: a worker still
 * starting, or one just killed, must not turn the scrape into an error.
 */
export function serveClusterMetrics(): void {
  const ready = new Set<Worker>();
  cluster.on('exit', (worker) => ready.delete(worker));
  cluster.on('message', (worker, message: Message) => {
    if (message?.type === READY) {
      ready.add(worker);
      return;
    }
    if (message?.type !== ASK || typeof message.id !== 'string') return;
    const id = message.id;
    const asked = [...ready].filter((w) => w.isConnected());
    Promise.all(asked.map(figuresOf))
      .then((answers) =>
        AggregatorRegistry.aggregate(answers.filter((a): a is MetricsJson => a !== null)).metrics(),
      )
      .then(
        (text) => worker.send({ type: ANSWER, id, text } satisfies Message),
        (err: unknown) => worker.send({ type: ANSWER, id, error: String(err) } satisfies Message),
      );
  });
}

/** This process's metrics text; in a cluster worker, the whole cluster's. */
export function metricsSource(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker || !process.send) return () => registry.metrics();
  process.on('message', (message: Message) => {
    if (message?.type !== COLLECT || typeof message.id !== 'string') return;
    const id = message.id;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: COLLECTED, id, metrics } satisfies Message),
      () => process.send?.({ type: COLLECTED, id } satisfies Message),
    );
  });
  process.send({ type: READY } satisfies Message);
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the cluster primary did not answer for metrics'));
      }, PRIMARY_TIMEOUT_MS);
      function onMessage(message: Message) {
        if (message?.type !== ANSWER || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.text ?? '');
      }
      process.on('message', onMessage);
      process.send!({ type: ASK, id } satisfies Message);
    });
}
