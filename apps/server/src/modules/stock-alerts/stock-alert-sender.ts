import { eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@atlas/shared/rules/locale';
import type { Catalogue } from '../../db/catalogue-read-model';
import { stockAlerts } from '../../db/schema/index';
import { drainLoop, sendInBatches } from '../../lib/drain-loop';
import { every } from '../../lib/every';
import { backInStockMail } from '../../lib/mail-templates/stock-mails';
import { stockAlertLink } from '../../lib/stock-alert-links';
import { flavorNow, type FlavorNow, type StockAlertContext } from './stock-alerts.service';

const BATCH = 50;
const SWEEP_EVERY_MS = 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

interface DueAlert {
  id: number;
  product_id: number;
  flavor: string;
  email: string;
  locale: Language;
}

/**
 * One batch of due alerts, in one transaction: each becomes its back-in-stock e-mail in the
 * outbox and is marked sent, or, when its flavor is sold out again by now, waits again (the next
 * restock makes it due again). Rows are claimed with SKIP LOCKED, so several processes share the
 * work and none sends an alert twice. Expired alerts are left for the prune.
 */
async function sendBatch(ctx: StockAlertContext): Promise<{ claimed: number; sent: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      select id, product_id, flavor, email, locale from ${stockAlerts}
       where status = 'due' and expires_at > ${now.toISOString()}::timestamptz
       order by id
       limit ${BATCH}
       for update skip locked`);
    const due = (result as unknown as { rows: DueAlert[] }).rows;
    const flavors = new Map<string, FlavorNow | null>();
    let sent = 0;
    for (const alert of due) {
      const key = `${alert.product_id}\u0000${alert.flavor.toLowerCase()}`;
      if (!flavors.has(key)) flavors.set(key, await flavorNow(tx, alert.product_id, alert.flavor));
      const item = flavors.get(key);
      if (!item || item.units === 0) {
        await tx.update(stockAlerts).set({ status: 'waiting' }).where(eq(stockAlerts.id, alert.id));
        continue;
      }
      const lang = alert.locale;
      await ctx.mailer.enqueue(
        tx,
        backInStockMail(lang, alert.email, item.names[lang], {
          product: `${ctx.publicUrl}/products/${item.productId}?lang=${lang}`,
          unsubscribe: stockAlertLink(ctx.publicUrl, ctx.secrets[0]!, 'unsubscribe', alert.id, lang),
        }),
      );
      await tx.update(stockAlerts).set({ status: 'sent', sentAt: now }).where(eq(stockAlerts.id, alert.id));
      sent += 1;
    }
    return { claimed: due.length, sent };
  });
}

/** Sends every due alert; how many e-mails were queued. */
export async function sendDueAlerts(ctx: StockAlertContext): Promise<number> {
  return sendInBatches(
    () => sendBatch(ctx),
    BATCH,
    () => ctx.mailer.kick(),
  );
}

/** Deletes the alerts past their 90 days, whatever their status; how many. */
export async function pruneExpiredAlerts(ctx: StockAlertContext): Promise<number> {
  const deleted = await ctx.db
    .delete(stockAlerts)
    .where(lte(stockAlerts.expiresAt, ctx.now()))
    .returning({ id: stockAlerts.id });
  return deleted.length;
}

export interface StockAlertSender {
  /** What the routes' services work with (the same database, mailer, secrets and clock). */
  readonly context: StockAlertContext;
  /** Sends what is due now; a call during a pass runs one more pass after it (as the mailer's drain). */
  drain(): Promise<number>;
  prune(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The sender every process runs. The stock triggers mark alerts due inside the writing
 * transaction; the catalogue read model hears of every stock change (its own notifications,
 * from any process), which wakes the sender at once; a minute's sweep catches anything else.
 */
export function createStockAlertSender(
  ctx: StockAlertContext,
  catalogue: Catalogue,
  log: FastifyBaseLogger,
): StockAlertSender {
  let stopped = true;
  const stops: (() => Promise<void> | void)[] = [];
  const { drain, settled } = drainLoop(() => sendDueAlerts(ctx));
  const logError = (what: string) => (err: unknown) => log.error({ err }, `stock alerts: ${what} failed`);
  const kick = () => {
    if (!stopped) drain().catch(logError('sending'));
  };
  const prune = () => pruneExpiredAlerts(ctx);

  return {
    context: ctx,
    drain,
    prune,
    start() {
      if (!stopped) return;
      stopped = false;
      stops.push(catalogue.onChange(kick));
      stops.push(every(SWEEP_EVERY_MS, drain, logError('sending')));
      stops.push(every(PRUNE_EVERY_MS, prune, logError('pruning')));
      kick();
      prune().catch(logError('pruning'));
    },
    async stop() {
      stopped = true;
      await Promise.all(stops.splice(0).map((stop) => stop()));
      await settled();
    },
  };
}
