import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client';
import { backoffMs, sleep } from '../lib/backoff';
import { RELOAD_BACKOFF } from './reload-queue';

/** Notifications already handled (each arrives once per listening connection). */
const SEEN_PAYLOADS = 4096;
// a silently dead listener is noticed within 300 + 400 ms, reloaded well inside a second
const HEARTBEAT_MS = 300;
const HEARTBEAT_TIMEOUT_MS = 400;

export interface NoticeListenerOptions {
  database: Database;
  channel: string;
  /** The dedicated connection's application_name (PostgreSQL). */
  applicationName: string;
  /** Names the read model in log messages ('catalogue: …'). */
  label: string;
  log: FastifyBaseLogger;
  /** Each payload once, however many connections heard it. */
  onPayload: (payload: string) => void;
  /** After the dedicated connection was replaced: notifications may have been missed. */
  onReconnect: () => void;
}

/**
 * Hears a NOTIFY channel for a read model. On PGlite, its own listen. On PostgreSQL, every
 * connection of the pool LISTENs (a write's own notifications arrive before its COMMIT returns),
 * and a dedicated connection hears other processes; it is checked every 300 ms and, when it stops
 * answering, replaced with backoff, after which anything may have changed.
 */
export class NoticeListener {
  readonly #options: NoticeListenerOptions;
  readonly #seen = new Set<string>();
  #started: Promise<void> | undefined;
  #stopped = false;
  #cleanups: (() => Promise<void> | void)[] = [];
  // PostgreSQL only: the dedicated listening connection and its heartbeat
  #listener: pg.Client | undefined;
  #reconnecting = false;
  #beating = false;

  constructor(options: NoticeListenerOptions) {
    this.#options = options;
  }

  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    const { database, channel } = this.#options;
    if (database.driver === 'pglite') {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const unlisten = await client.listen(channel, (payload) => this.#heard(payload));
      this.#cleanups.push(() => unlisten().catch(() => {}));
    } else {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      await this.#listenOnPool(pool);
      await this.#connectListener(pool);
      const heartbeat = setInterval(() => this.#heartbeat(pool), HEARTBEAT_MS);
      heartbeat.unref();
      this.#cleanups.push(() => clearInterval(heartbeat));
    }
  }

  /** Stops at once (nothing more is heard or reconnected), then waits for start and releases the connections. */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    await this.#started?.catch(() => {});
    for (const cleanup of this.#cleanups.splice(0)) await cleanup();
    const listener = this.#listener;
    this.#listener = undefined;
    if (listener) await endQuietly(listener);
  }

  #heard(payload: string): void {
    if (this.#seen.has(payload)) return;
    this.#seen.add(payload);
    if (this.#seen.size > SEEN_PAYLOADS) this.#seen.delete(this.#seen.values().next().value!);
    this.#options.onPayload(payload);
  }

  /**
   * New connections LISTEN in the pool's onConnect hook, before they are handed out; the ones
   * opened before (migrations) once here.
   */
  async #listenOnPool(pool: pg.Pool): Promise<void> {
    const { channel } = this.#options;
    const onNotification = (message: pg.Notification) => {
      if (message.channel === channel && message.payload) this.#heard(message.payload);
    };
    const clients = new Set<pg.ClientBase>();
    const listen = async (client: pg.ClientBase) => {
      if (clients.has(client)) return;
      clients.add(client);
      client.on('notification', onNotification);
      client.once('end', () => clients.delete(client));
      await client.query(`LISTEN ${channel}`);
    };
    const options = pool.options as pg.PoolOptions & {
      onConnect?: (client: pg.ClientBase) => void | Promise<void>;
    };
    const previous = options.onConnect;
    const onConnect = async (client: pg.ClientBase) => {
      await previous?.(client);
      await listen(client);
    };
    options.onConnect = onConnect;
    this.#cleanups.push(() => {
      if (options.onConnect === onConnect) options.onConnect = previous;
      for (const client of clients) client.off('notification', onNotification);
      clients.clear();
    });
    const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
    await Promise.all(
      idle.map(async (client) => {
        try {
          await listen(client);
        } finally {
          client.release();
        }
      }),
    );
  }

  async #connectListener(pool: pg.Pool): Promise<void> {
    const { channel, applicationName } = this.#options;
    const client = new pg.Client({
      ...(pool.options as pg.ClientConfig),
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      application_name: applicationName,
    });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) this.#heard(message.payload);
    });
    client.on('error', (err) => this.#lost(pool, client, err));
    client.on('end', () => this.#lost(pool, client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      void endQuietly(client);
      throw err;
    }
    if (this.#stopped) {
      await endQuietly(client);
      return;
    }
    this.#listener = client;
  }

  /** Every 300 ms: the listening connection must answer within 400 ms, or it is replaced. */
  #heartbeat(pool: pg.Pool): void {
    const client = this.#listener;
    if (!client || this.#beating || this.#stopped) return;
    this.#beating = true;
    const timeout = setTimeout(
      () => this.#lost(pool, client, new Error('no answer to the heartbeat')),
      HEARTBEAT_TIMEOUT_MS,
    );
    client
      .query('SELECT 1')
      .catch((err: unknown) => this.#lost(pool, client, err))
      .finally(() => {
        clearTimeout(timeout);
        this.#beating = false;
      });
  }

  #lost(pool: pg.Pool, client: pg.Client, err: unknown): void {
    if (this.#stopped || this.#listener !== client) return;
    this.#listener = undefined;
    void endQuietly(client);
    this.#options.log.warn({ err }, `${this.#options.label}: lost the listening connection; reconnecting`);
    void this.#reconnect(pool);
  }

  async #reconnect(pool: pg.Pool): Promise<void> {
    if (this.#reconnecting) return;
    this.#reconnecting = true;
    try {
      for (let attempt = 0; !this.#stopped; attempt++) {
        try {
          await this.#connectListener(pool);
          this.#options.onReconnect();
          return;
        } catch (err) {
          this.#options.log.warn(
            { err },
            `${this.#options.label}: reconnecting the listener failed; retrying`,
          );
          await sleep(backoffMs(attempt, RELOAD_BACKOFF));
        }
      }
    } finally {
      this.#reconnecting = false;
    }
  }
}

async function endQuietly(client: pg.Client): Promise<void> {
  client.removeAllListeners('notification');
  client.on('error', () => {});
  await Promise.race([client.end().catch(() => {}), sleep(1000)]);
}
