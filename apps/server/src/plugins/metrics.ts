import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricsSource } from '../lib/cluster-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus text served at /api/metrics: this process's, or in a cluster every worker's. */
    metricsText(): Promise<string>;
  }
}

/** Paths that match no route share one label, so probing unknown URLs cannot grow the series. */
const routeOf = (url: string | undefined) => url ?? 'unmatched';

/**
 * Request rate, latency and errors per route, database pool use, the mail outbox backlog and the
 * process's own figures (CPU, memory, event-loop delay), in the Prometheus text format.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'atlas_' });

  const requests = new Counter({
    name: 'atlas_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'atlas_http_errors_total',
    help: 'HTTP answers with a 4xx or 5xx status, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'atlas_http_request_duration_seconds',
    help: 'Time from receiving a request to sending the answer',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request.routeOptions.url) };
    const status = String(reply.statusCode);
    requests.inc({ ...labels, status });
    if (reply.statusCode >= 400) errors.inc({ ...labels, status });
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'atlas_db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool; PGlite is one in-process connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = app.database.poolStats();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
      this.set({ state: 'max' }, pool.max);
    },
  });
  new Gauge({
    name: 'atlas_mail_outbox_messages',
    help: 'E-mails not yet delivered: pending (waiting or being retried) and failed for good',
    labelNames: ['status'],
    registers: [registry],
    // one table seen by every process: a cluster reports it once, not once per worker
    aggregator: 'max',
    async collect() {
      const backlog = await app.mailer.backlog();
      this.set({ status: 'pending' }, backlog.pending);
      this.set({ status: 'failed' }, backlog.failed);
    },
  });

  app.decorate('metricsText', metricsSource(registry));
}
