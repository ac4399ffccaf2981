import { and, asc, count, desc, eq, gt, inArray, min, sql } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import {
  STOCK_ALERT_DAYS,
  stockAlertMessages as m,
  type StockAlertAnswerDto,
  type StockAlertDto,
  type StockAlertLinkDto,
  type StockAlertLinkInput,
  type WantedFlavorDto,
} from '@atlas/shared/contract/stock-alerts';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import { productFlavors, products, stockAlerts, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { stockAlertConfirmMail, type AlertedFlavor } from '../../lib/mail-templates/stock-mails';
import { isStockAlertToken, stockAlertLink } from '../../lib/stock-alert-links';

export interface StockAlertContext {
  db: Db;
  mailer: Mailer;
  /** Every secret the server accepts, the one it signs with first. */
  secrets: readonly string[];
  publicUrl: string;
  now: () => Date;
}

/** The statuses of an alert that may still send its e-mail. */
export const OPEN_STATUSES = ['unconfirmed', 'waiting', 'due'] as const;

const DAY_MS = 24 * 60 * 60_000;

/** A (product, flavor) as it is now: its key, its units and its names in both languages. */
export interface FlavorNow {
  productId: number;
  /** The flavor's key as the product spells it, or 'Unflavored'. */
  flavor: string;
  units: number;
  names: Record<Language, AlertedFlavor>;
}

/**
 * The flavor's stock now: a flavor row's units, or for a product without flavors its own units
 * while it is marked in stock. Null when the product or the flavor does not exist.
 */
export async function flavorNow(db: Db, productId: number, flavor: string): Promise<FlavorNow | null> {
  const [product] = await db
    .select({
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      inStock: products.inStock,
      quantity: products.quantity,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const flavors = await db
    .select({ name: productFlavors.name, nameAr: productFlavors.nameAr, quantity: productFlavors.quantity })
    .from(productFlavors)
    .where(eq(productFlavors.productId, productId));
  const names = (flavorEn: string, flavorAr: string) => ({
    en: { productName: product.nameEn, flavorLabel: flavorEn },
    ar: { productName: product.nameAr || product.nameEn, flavorLabel: flavorAr || flavorEn },
  });
  const key = flavor.toLowerCase();
  if (flavors.length === 0) {
    if (key !== UNFLAVORED.toLowerCase()) return null;
    const units = product.inStock ? product.quantity : 0;
    return { productId, flavor: UNFLAVORED, units, names: names('', '') };
  }
  const row = flavors.find((f) => f.name.toLowerCase() === key);
  if (!row) return null;
  return { productId, flavor: row.name, units: row.quantity, names: names(row.name, row.nameAr) };
}

const confirmationMail = (
  ctx: StockAlertContext,
  alertId: number,
  email: string,
  lang: Language,
  item: AlertedFlavor,
) =>
  stockAlertConfirmMail(lang, email, item, {
    confirm: stockAlertLink(ctx.publicUrl, ctx.secrets[0]!, 'confirm', alertId, lang),
    unsubscribe: stockAlertLink(ctx.publicUrl, ctx.secrets[0]!, 'unsubscribe', alertId, lang),
  });

/**
 * 'E-mail me when it is back'. The same alert twice is one alert: asking again while one is open
 * changes nothing, except that a visitor's unconfirmed one gets its confirmation e-mail again
 * (the route limits how often) and a signed-in shopper's own address is trusted at once.
 */
export async function askForAlert(
  ctx: StockAlertContext,
  input: { productId: number; flavor: string; email?: string; lang: Language },
  userId: number | null,
): Promise<StockAlertAnswerDto> {
  const item = await flavorNow(ctx.db, input.productId, input.flavor);
  if (!item) throw AppError.notFound(m.productNotFound);
  if (item.units > 0) throw new AppError(ErrorCode.conflict, 409, m.inStock);
  const account = userId
    ? (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]
    : undefined;
  if (userId && !account) throw new AppError(ErrorCode.unauthorized, 401, 'Not authenticated');
  const email = account?.email.toLowerCase() ?? input.email;
  if (!email) throw AppError.badRequest(m.emailRequired, { email: m.emailRequired });
  const now = ctx.now();
  const mailed = await ctx.db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into ${stockAlerts} (product_id, flavor, user_id, email, locale, status, created_at, confirmed_at, expires_at)
      values (${item.productId}, ${item.flavor}, ${userId}, ${email}, ${input.lang},
              ${account ? 'waiting' : 'unconfirmed'}, ${now.toISOString()}, ${account ? now.toISOString() : null},
              ${new Date(now.getTime() + STOCK_ALERT_DAYS * DAY_MS).toISOString()})
      on conflict (product_id, lower(flavor), email) where status in ('unconfirmed', 'waiting', 'due')
      do nothing
      returning id`);
    const [created] = (inserted as unknown as { rows: { id: number }[] }).rows;
    const [open] = created
      ? [{ id: created.id, status: account ? 'waiting' : 'unconfirmed' }]
      : await tx
          .select({ id: stockAlerts.id, status: stockAlerts.status })
          .from(stockAlerts)
          .where(
            and(
              eq(stockAlerts.productId, item.productId),
              sql`lower(${stockAlerts.flavor}) = lower(${item.flavor})`,
              eq(stockAlerts.email, email),
              inArray(stockAlerts.status, [...OPEN_STATUSES]),
            ),
          )
          .for('update');
    if (!open) return false;
    if (account) {
      // asked before as a visitor with the same address: it is theirs, and signed in, proven
      const confirm = open.status === 'unconfirmed' ? { status: 'waiting' as const, confirmedAt: now } : {};
      await tx
        .update(stockAlerts)
        .set({ userId, ...confirm })
        .where(eq(stockAlerts.id, open.id));
      return false;
    }
    if (open.status !== 'unconfirmed') return false;
    await ctx.mailer.enqueue(tx, confirmationMail(ctx, open.id, email, input.lang, item.names[input.lang]));
    return true;
  });
  if (mailed) ctx.mailer.kick();
  return { status: account ? 'waiting' : 'confirm-email' };
}

async function alertFromLink(
  ctx: StockAlertContext,
  link: StockAlertLinkInput,
  action: 'confirm' | 'unsubscribe',
) {
  const badLink = () => new AppError(ErrorCode.notFound, 404, m.badLink);
  if (!isStockAlertToken(ctx.secrets, action, link.alert, link.token)) throw badLink();
  const [alert] = await ctx.db.select().from(stockAlerts).where(eq(stockAlerts.id, link.alert));
  if (!alert || alert.expiresAt <= ctx.now()) throw badLink();
  return alert;
}

/**
 * The confirmation link: the visitor's alert starts waiting. When the flavor came back meanwhile
 * it is due at once (the sender e-mails it), rather than waiting for the next restock.
 */
export async function confirmAlert(
  ctx: StockAlertContext,
  link: StockAlertLinkInput,
): Promise<StockAlertLinkDto> {
  const alert = await alertFromLink(ctx, link, 'confirm');
  const answer = (status: StockAlertLinkDto['status']) => ({ status, productId: alert.productId });
  if (alert.status === 'sent' || alert.status === 'cancelled') return answer(alert.status);
  if (alert.status !== 'unconfirmed') return answer('confirmed');
  const item = await flavorNow(ctx.db, alert.productId, alert.flavor);
  await ctx.db
    .update(stockAlerts)
    .set({ status: item && item.units > 0 ? 'due' : 'waiting', confirmedAt: ctx.now() })
    .where(and(eq(stockAlerts.id, alert.id), eq(stockAlerts.status, 'unconfirmed')));
  return answer('confirmed');
}

/** The unsubscribe link: this alert and every other open alert of the same address are cancelled. */
export async function unsubscribe(
  ctx: StockAlertContext,
  link: StockAlertLinkInput,
): Promise<StockAlertLinkDto> {
  const alert = await alertFromLink(ctx, link, 'unsubscribe');
  await ctx.db
    .update(stockAlerts)
    .set({ status: 'cancelled' })
    .where(and(eq(stockAlerts.email, alert.email), inArray(stockAlerts.status, [...OPEN_STATUSES])));
  return { status: 'cancelled', productId: alert.productId };
}

/** A signed-in shopper's alerts still waiting, newest first. */
export async function listOwnAlerts(
  db: Db,
  userId: number,
  lang: Language,
  now: Date,
): Promise<StockAlertDto[]> {
  const rows = await db
    .select({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      flavor: stockAlerts.flavor,
      createdAt: stockAlerts.createdAt,
      expiresAt: stockAlerts.expiresAt,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      flavorAr: productFlavors.nameAr,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .leftJoin(
      productFlavors,
      and(
        eq(productFlavors.productId, stockAlerts.productId),
        sql`lower(${productFlavors.name}) = lower(${stockAlerts.flavor})`,
      ),
    )
    .where(
      and(
        eq(stockAlerts.userId, userId),
        inArray(stockAlerts.status, ['waiting', 'due']),
        gt(stockAlerts.expiresAt, now),
      ),
    )
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id));
  return rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    flavor: r.flavor,
    productName: lang === 'ar' ? r.nameAr || r.nameEn : r.nameEn,
    flavorLabel: lang === 'ar' ? r.flavorAr || r.flavor : r.flavor,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** Cancels one of the shopper's own open alerts; 404 for anyone else's or one already done. */
export async function cancelOwnAlert(db: Db, userId: number, alertId: number): Promise<void> {
  const cancelled = await db
    .update(stockAlerts)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(stockAlerts.id, alertId),
        eq(stockAlerts.userId, userId),
        inArray(stockAlerts.status, [...OPEN_STATUSES]),
      ),
    )
    .returning({ id: stockAlerts.id });
  if (cancelled.length === 0) throw AppError.notFound(m.alertNotFound);
}

/** The sold-out flavors most shoppers wait for (the admin dashboard), most waiting first. */
export async function wantedFlavors(
  db: Db,
  query: { limit: number; lang: Language },
  now: Date,
): Promise<WantedFlavorDto[]> {
  const waiting = count();
  const oldest = min(stockAlerts.createdAt);
  const rows = await db
    .select({
      productId: stockAlerts.productId,
      flavor: stockAlerts.flavor,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      waiting,
      oldest,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(eq(stockAlerts.status, 'waiting'), gt(stockAlerts.expiresAt, now)))
    .groupBy(stockAlerts.productId, stockAlerts.flavor, products.nameEn, products.nameAr)
    .orderBy(desc(waiting), asc(oldest))
    .limit(query.limit);
  return rows.map((r) => ({
    productId: r.productId,
    productName: query.lang === 'ar' ? r.nameAr || r.nameEn : r.nameEn,
    flavor: r.flavor,
    waiting: r.waiting,
    oldestSince: new Date(r.oldest!).toISOString(),
  }));
}
