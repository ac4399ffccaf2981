import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import { orderItems, productFlavors, products, reorderReminders } from '../../db/schema/index';
import { drainLoop, sendInBatches } from '../../lib/drain-loop';
import { every } from '../../lib/every';
import type { Mailer } from '../../lib/mailer';
import { reorderReminderMail, type RemindedLine } from '../../lib/mail-templates/stock-mails';

const BATCH = 50;
const SWEEP_EVERY_MS = 60 * 60_000;

/** What an order's payment may be for its reminder to go: paid, or cash on delivery. */
const PAID_STATUSES = ['completed', 'pending'];

export interface ReorderReminderContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

interface DueReminder {
  id: number;
  order_id: number;
  email: string;
  f_name: string;
  locale: string;
  wants: boolean;
  order_status: string;
  payment_status: string;
  /** Another order of the shopper since, not cancelled, holding one of this order's products. */
  ordered_again: boolean;
}

/** Whether a due reminder still applies: reminders on, the order kept and paid, nothing of it ordered since. */
const stillApplies = (r: DueReminder) =>
  r.wants && r.order_status !== 'cancelled' && PAID_STATUSES.includes(r.payment_status) && !r.ordered_again;

/** The order's lines as the shopper's language names them now (as ordered when the product is gone). */
async function remindedLines(tx: Db, orderId: number, lang: Language): Promise<RemindedLine[]> {
  const rows = await tx
    .select({
      ordered: orderItems.name,
      flavor: orderItems.flavor,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      flavorAr: productFlavors.nameAr,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(
      productFlavors,
      sql`${productFlavors.productId} = ${orderItems.productId} and lower(${productFlavors.name}) = lower(${orderItems.flavor})`,
    )
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => {
    const name = (lang === 'ar' ? row.nameAr || row.nameEn : row.nameEn) ?? row.ordered;
    const unflavored = row.flavor.toLowerCase() === UNFLAVORED.toLowerCase();
    return {
      name,
      flavorLabel: unflavored ? '' : (lang === 'ar' && row.flavorAr) || row.flavor,
    };
  });
}

/**
 * One batch of due reminders, in one transaction: each becomes its e-mail in the outbox and is
 * marked sent, or is marked skipped when it no longer applies. Rows are claimed with SKIP
 * LOCKED, so several processes share the work and none sends a reminder twice.
 */
async function sendBatch(ctx: ReorderReminderContext): Promise<{ claimed: number; sent: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      select r.id, r.order_id, u.email, u.f_name, u.locale, u.reorder_reminders as wants,
             o.status as order_status, o.payment_status,
             exists (
               select 1 from orders later
                 join order_items li on li.order_id = later.id
                where later.user_id = r.user_id and later.id > r.order_id and later.status <> 'cancelled'
                  and li.product_id in (select product_id from order_items where order_id = r.order_id)
             ) as ordered_again
        from ${reorderReminders} r
        join users u on u.id = r.user_id
        join orders o on o.id = r.order_id
       where r.status = 'scheduled' and r.due_at <= ${now.toISOString()}::timestamptz
       order by r.due_at, r.id
       limit ${BATCH}
       for update of r skip locked`);
    const due = (result as unknown as { rows: DueReminder[] }).rows;
    let sent = 0;
    for (const reminder of due) {
      if (!stillApplies(reminder)) {
        await tx
          .update(reorderReminders)
          .set({ status: 'skipped' })
          .where(eq(reorderReminders.id, reminder.id));
        continue;
      }
      const lang: Language = reminder.locale === 'ar' ? 'ar' : 'en';
      await ctx.mailer.enqueue(
        tx,
        reorderReminderMail(
          lang,
          reminder.email,
          {
            name: reminder.f_name,
            orderId: reminder.order_id,
            lines: await remindedLines(tx, reminder.order_id, lang),
          },
          {
            reorder: `${ctx.publicUrl}/reorder/${reminder.order_id}?lang=${lang}`,
            settings: `${ctx.publicUrl}/profile/settings?lang=${lang}`,
          },
        ),
      );
      await tx
        .update(reorderReminders)
        .set({ status: 'sent', sentAt: now })
        .where(eq(reorderReminders.id, reminder.id));
      sent += 1;
    }
    return { claimed: due.length, sent };
  });
}

/** Sends every reminder due now; how many e-mails were queued. */
export async function sendDueReminders(ctx: ReorderReminderContext): Promise<number> {
  return sendInBatches(
    () => sendBatch(ctx),
    BATCH,
    () => ctx.mailer.kick(),
  );
}

export interface ReorderReminderSender {
  /** Sends what is due now; a call during a pass runs one more pass after it. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** The sweeper every process runs: hourly, and once at start. */
export function createReorderReminderSender(
  ctx: ReorderReminderContext,
  log: FastifyBaseLogger,
): ReorderReminderSender {
  let stopped = true;
  let stopSweep: (() => Promise<void>) | null = null;
  const { drain, settled } = drainLoop(() => sendDueReminders(ctx));
  const logError = (err: unknown) => log.error({ err }, 'reorder reminders: sending failed');

  return {
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      stopSweep = every(SWEEP_EVERY_MS, drain, logError);
      drain().catch(logError);
    },
    async stop() {
      stopped = true;
      await stopSweep?.();
      stopSweep = null;
      await settled();
    },
  };
}
