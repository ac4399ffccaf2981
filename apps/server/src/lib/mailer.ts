import nodemailer from 'nodemailer';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema/index';
import { backoffMs } from './backoff';
import { drainLoop } from './drain-loop';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How a message leaves the shop: SMTP, or (without SMTP_URL) the development log. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  deliver(message: MailMessage): Promise<void>;
}

export function createTransport(options: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async deliver(message) {
        await transporter.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    kind: 'log',
    async deliver(message) {
      options.log.info({ to: message.to, subject: message.subject }, `dev outbox:\n${message.text}`);
    },
  };
}

/**
 * The durable outbox. A message is written with `enqueue` in the same transaction as the change
 * that causes it (an order, a status change, a sign-up code), so it exists exactly when the
 * change does. The sender then delivers it after the commit, from any server process: a claim
 * takes due messages with SKIP LOCKED and leases them for LEASE_MS, so a process killed
 * mid-delivery leaves them to be retried (delivery is at least once). A failed delivery is
 * retried with exponential backoff; after MAX_ATTEMPTS the message is marked failed and stays
 * in the table for an operator, never silently dropped.
 *
 * Sent messages carry personal data (sign-up codes, addresses, orders) and are kept only
 * `retentionDays`: every process prunes them hourly, in small batches claimed with SKIP LOCKED,
 * so several processes share the work and a long backlog never holds one long lock.
 */
export interface Mailer {
  readonly transport: MailTransport['kind'];
  enqueue(db: Db, message: MailMessage): Promise<void>;
  /** Wakes the sender after a commit, so a message leaves now rather than at the next poll. */
  kick(): void;
  /** Delivers every message that is due now (also run by the poll); how many were sent. */
  drain(): Promise<number>;
  /** Pending and failed messages, for the metrics. */
  backlog(): Promise<{ pending: number; failed: number }>;
  /** Deletes the messages sent more than `retentionDays` ago; how many. */
  prune(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** The first retry waits this long; each later one twice as long, up to MAX_BACKOFF_MS. */
  retryBaseMs?: number;
  /** How often the sender looks for due messages (other processes' and retries); 0: only when kicked. */
  pollMs?: number;
  /** Sent messages older than this are deleted (MAIL_RETENTION_DAYS). */
  retentionDays?: number;
  /** How often the sent messages are pruned; 0: only when asked (tests). */
  pruneMs?: number;
  /** Rows deleted per statement while pruning. */
  pruneBatch?: number;
}

export const MAX_ATTEMPTS = 20;
const MAX_BACKOFF_MS = 30 * 60_000;
const LEASE_MS = 60_000;
const BATCH = 20;

/** The wait after a message's `attempts`-th failed delivery. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return backoffMs(attempts - 1, { baseMs, maxMs: MAX_BACKOFF_MS });
}

interface Claimed extends MailMessage {
  id: number;
  attempts: number;
}

export function createMailer({
  db,
  transport,
  log,
  retryBaseMs = 5_000,
  pollMs = 1_000,
  retentionDays = 30,
  pruneMs = 60 * 60_000,
  pruneBatch = 500,
}: MailerOptions): Mailer {
  let timer: NodeJS.Timeout | null = null;
  let pruneTimer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** Messages due by `since` (the database's clock), so a pass never re-claims what it just failed. */
  async function claim(since: string): Promise<Claimed[]> {
    const result = await db.execute(sql`
      update ${outboxMessages}
         set attempts = attempts + 1,
             next_attempt_at = now() + ${LEASE_MS} * interval '1 millisecond'
       where id in (
         select id from ${outboxMessages}
          where status = 'pending' and next_attempt_at <= ${since}::timestamptz
          order by next_attempt_at, id
          limit ${BATCH}
          for update skip locked)
      returning id, "to", subject, text, html, attempts`);
    return (result as unknown as { rows: Claimed[] }).rows;
  }

  async function deliver(message: Claimed): Promise<boolean> {
    try {
      await transport.deliver({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(outboxMessages.id, message.id));
      return true;
    } catch (err) {
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      const wait = retryDelayMs(message.attempts, retryBaseMs);
      log.warn(
        { err, outboxId: message.id, attempts: message.attempts, retryInMs: giveUp ? null : wait },
        giveUp ? 'e-mail delivery failed for good' : 'e-mail delivery failed; will retry',
      );
      await db
        .update(outboxMessages)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500),
          nextAttemptAt: sql`now() + ${wait} * interval '1 millisecond'`,
        })
        .where(eq(outboxMessages.id, message.id));
      return false;
    }
  }

  async function drainOnce(): Promise<number> {
    const clock = await db.execute(sql`select now()::text as now`);
    const since = (clock as unknown as { rows: { now: string }[] }).rows[0]!.now;
    let sent = 0;
    for (;;) {
      const batch = await claim(since);
      if (batch.length === 0) return sent;
      const results = await Promise.all(batch.map(deliver));
      sent += results.filter(Boolean).length;
    }
  }

  /** One drain at a time per process; a kick during a drain runs one more pass after it. */
  const { drain, settled } = drainLoop(drainOnce);

  async function prune(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const result = await db.execute(sql`
        delete from ${outboxMessages}
         where id in (
           select id from ${outboxMessages}
            where status = 'sent' and sent_at < now() - ${retentionDays} * interval '1 day'
            limit ${pruneBatch}
            for update skip locked)
        returning id`);
      const n = (result as unknown as { rows: unknown[] }).rows.length;
      deleted += n;
      if (n < pruneBatch || stopped) return deleted;
    }
  }

  const pruneLogged = () => {
    if (stopped) return;
    prune().then(
      (n) =>
        n > 0 && log.info({ deleted: n, retentionDays }, 'mail outbox: sent e-mails past retention deleted'),
      (err: unknown) => log.error({ err }, 'mail outbox: prune failed'),
    );
  };

  const drainLogged = () => {
    if (stopped) return;
    drain().catch((err: unknown) => log.error({ err }, 'mail outbox: drain failed'));
  };

  return {
    transport: transport.kind,
    async enqueue(tx, message) {
      await tx.insert(outboxMessages).values(message);
    },
    kick: drainLogged,
    drain,
    async backlog() {
      const rows = await db
        .select({ status: outboxMessages.status, n: count() })
        .from(outboxMessages)
        .where(sql`${outboxMessages.status} <> 'sent'`)
        .groupBy(outboxMessages.status);
      const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
      return { pending: of('pending'), failed: of('failed') };
    },
    prune,
    start() {
      if (timer) return;
      stopped = false;
      if (pollMs > 0) {
        timer = setInterval(drainLogged, pollMs);
        timer.unref();
      }
      drainLogged();
      if (pruneMs > 0) {
        pruneTimer = setInterval(pruneLogged, pruneMs);
        pruneTimer.unref();
        pruneLogged();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (pruneTimer) clearInterval(pruneTimer);
      timer = pruneTimer = null;
      await settled();
    },
  };
}
