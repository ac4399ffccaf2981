// imports and row types alike in shape to the trainers' admin service and db/orders.ts; each names its own tables
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuditAction } from '@atlas/shared/contract/admin';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  promotionMessages,
  type CouponDto,
  type CouponInput,
  type OfferDto,
  type OfferInput,
  type PromotionStatus,
} from '@atlas/shared/contract/promotions';
import { egpToPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';
import { codeFromBytes } from '@atlas/shared/rules/promotions';
import { isUniqueViolation, type Db } from '../../db/client';
import { couponRedemptions, coupons, offers, orders, trainers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';

type CouponRow = typeof coupons.$inferSelect;
type OfferRow = typeof offers.$inferSelect;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const couponNotFound = () => AppError.notFound(promotionMessages.couponNotFound);
const offerNotFound = () => AppError.notFound(promotionMessages.offerNotFound);
const codeTaken = () =>
  new AppError(ErrorCode.conflict, 409, promotionMessages.codeTaken, { code: promotionMessages.codeTaken });

/** A drawn code: 10 characters of a 31-letter alphabet, about 49 bits: not found by trying. */
function drawCode(): string {
  let code = '';
  while (code.length < 10) code += codeFromBytes(randomBytes(16));
  return code.slice(0, 10);
}

interface CouponStats {
  discountPiastres: number;
  revenuePiastres: number;
}

function toCouponDto(row: CouponRow, stats: CouponStats | undefined, trainerName: string | null): CouponDto {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amount: piastresToEgp(row.amountPiastres),
    minSubtotal: row.minSubtotalPiastres === null ? null : piastresToEgp(row.minSubtotalPiastres),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    maxUses: row.maxUses,
    maxUsesPerShopper: row.maxUsesPerShopper,
    firstOrderOnly: row.firstOrderOnly,
    scope: row.scope,
    combinesWithOffers: row.combinesWithOffers,
    trainerId: row.trainerId,
    trainerName,
    showOnTrainerPage: row.showOnTrainerPage,
    note: row.note,
    status: row.status,
    uses: row.uses,
    discountGiven: piastresToEgp(stats?.discountPiastres ?? 0),
    revenue: piastresToEgp(stats?.revenuePiastres ?? 0),
    createdAt: iso(row.createdAt)!,
  };
}

/** Each code's discount given and revenue, counting only uses not given back. */
async function couponStats(db: Db, couponId?: number): Promise<Map<number, CouponStats>> {
  const rows = await db
    .select({
      couponId: couponRedemptions.couponId,
      discount: sql<string>`coalesce(sum(${couponRedemptions.savedPiastres}), 0)`,
      revenue: sql<string>`coalesce(sum(${orders.totalPiastres}), 0)`,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        isNull(couponRedemptions.returnedAt),
        couponId === undefined ? undefined : eq(couponRedemptions.couponId, couponId),
      ),
    )
    .groupBy(couponRedemptions.couponId);
  return new Map(
    rows.map((r) => [
      r.couponId,
      { discountPiastres: Number(r.discount), revenuePiastres: Number(r.revenue) },
    ]),
  );
}

async function trainerNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: trainers.id, name: trainers.nameEn }).from(trainers);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listCoupons(db: Db): Promise<CouponDto[]> {
  const [rows, stats, names] = await Promise.all([
    db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)),
    couponStats(db),
    trainerNames(db),
  ]);
  return rows.map((row) =>
    toCouponDto(row, stats.get(row.id), row.trainerId === null ? null : (names.get(row.trainerId) ?? null)),
  );
}

async function couponDto(db: Db, id: number): Promise<CouponDto> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw couponNotFound();
  const stats = await couponStats(db, id);
  const [trainer] =
    row.trainerId === null
      ? []
      : await db.select({ name: trainers.nameEn }).from(trainers).where(eq(trainers.id, row.trainerId));
  return toCouponDto(row, stats.get(id), trainer?.name ?? null);
}

async function couponValues(db: Db, input: CouponInput) {
  if (input.trainerId !== null) {
    const [trainer] = await db
      .select({ id: trainers.id })
      .from(trainers)
      .where(eq(trainers.id, input.trainerId));
    if (!trainer)
      throw new AppError(ErrorCode.validation, 400, promotionMessages.trainerNotFound, {
        trainerId: promotionMessages.trainerNotFound,
      });
  }
  return {
    kind: input.kind,
    percent: input.kind === 'percent' ? input.percent : 0,
    amountPiastres: input.kind === 'amount' ? egpToPiastres(input.amount) : 0,
    minSubtotalPiastres: input.minSubtotal === null ? null : egpToPiastres(input.minSubtotal),
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    maxUses: input.maxUses,
    maxUsesPerShopper: input.maxUsesPerShopper,
    firstOrderOnly: input.firstOrderOnly,
    scope: input.scope,
    combinesWithOffers: input.combinesWithOffers,
    trainerId: input.trainerId,
    showOnTrainerPage: input.trainerId !== null && input.showOnTrainerPage,
    note: input.note,
  };
}

/** A write that would give a code another code already has: answered as the code being taken. */
async function orCodeTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

/**
 * A promotion's change in one transaction, audited: what it was, the write, what it is now.
 * `read` answers the promotion as the admin sees it (and refuses an unknown id).
 */
async function auditedChange<T>(
  db: Db,
  actor: AuditActor,
  change: {
    action: AuditAction;
    entity: 'coupon' | 'offer';
    id: number;
    read: (tx: Db, id: number) => Promise<T>;
  },
  write: (tx: Db) => Promise<unknown>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await change.read(tx, change.id);
    await write(tx);
    const after = await change.read(tx, change.id);
    await recordAudit(tx, actor, {
      action: change.action,
      entity: change.entity,
      entityId: change.id,
      before,
      after,
    });
    return after;
  });
}

export async function createCoupon(db: Db, actor: AuditActor, input: CouponInput): Promise<CouponDto> {
  const values = await couponValues(db, input);
  return orCodeTaken(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ ...values, code: input.code || drawCode() })
        .returning({ id: coupons.id });
      const after = await couponDto(tx, row!.id);
      await recordAudit(tx, actor, { action: 'coupon.create', entity: 'coupon', entityId: row!.id, after });
      return after;
    }),
  );
}

/**
 * Edits a code. Its uses stay; a limit below the uses already taken is refused by the database's
 * check and answered as a validation error.
 */
export async function updateCoupon(
  db: Db,
  actor: AuditActor,
  id: number,
  input: CouponInput,
): Promise<CouponDto> {
  const values = await couponValues(db, input);
  return orCodeTaken(() =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!locked) throw couponNotFound();
      if (input.maxUses !== null && input.maxUses < locked.uses) {
        const message = `The code has been used ${locked.uses} times already.`;
        throw new AppError(ErrorCode.validation, 400, message, { maxUses: message });
      }
      const before = await couponDto(tx, id);
      await tx
        .update(coupons)
        .set({ ...values, code: input.code || locked.code, updatedAt: sql`now()` })
        .where(eq(coupons.id, id));
      const after = await couponDto(tx, id);
      await recordAudit(tx, actor, {
        action: 'coupon.update',
        entity: 'coupon',
        entityId: id,
        before,
        after,
      });
      return after;
    }),
  );
}

export async function setCouponStatus(
  db: Db,
  actor: AuditActor,
  id: number,
  status: PromotionStatus,
): Promise<CouponDto> {
  return auditedChange(db, actor, { action: 'coupon.status', entity: 'coupon', id, read: couponDto }, (tx) =>
    tx
      .update(coupons)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(coupons.id, id)),
  );
}

// ---- automatic offers ---------------------------------------------------------------------------

// alike in shape to the catalogue's product row and the web's facts form mappings; each maps its own row
function toOfferDto(row: OfferRow): OfferDto {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    kind: row.kind,
    percent: row.percent,
    minQuantity: row.kind === 'tier' ? row.minQuantity : 1,
    scope: row.scope,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    status: row.status,
    createdAt: iso(row.createdAt)!,
  };
}

const offerValues = (input: OfferInput) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  kind: input.kind,
  percent: input.percent,
  minQuantity: input.kind === 'tier' ? input.minQuantity : 1,
  scope: input.scope,
  startsAt: input.startsAt === null ? null : new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
});

export async function listOffers(db: Db): Promise<OfferDto[]> {
  const rows = await db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id));
  return rows.map(toOfferDto);
}

async function offerDto(db: Db, id: number): Promise<OfferDto> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  if (!row) throw offerNotFound();
  return toOfferDto(row);
}

// alike in shape to createCoupon/updateCoupon, different rules: an offer has no code to draw or
// keep unique, and no uses to keep its limits above
export async function createOffer(db: Db, actor: AuditActor, input: OfferInput): Promise<OfferDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(offers).values(offerValues(input)).returning();
    const after = toOfferDto(row!);
    await recordAudit(tx, actor, { action: 'offer.create', entity: 'offer', entityId: row!.id, after });
    return after;
  });
}

export async function updateOffer(
  db: Db,
  actor: AuditActor,
  id: number,
  input: OfferInput,
): Promise<OfferDto> {
  return auditedChange(db, actor, { action: 'offer.update', entity: 'offer', id, read: offerDto }, (tx) =>
    tx
      .update(offers)
      .set({ ...offerValues(input), updatedAt: sql`now()` })
      .where(eq(offers.id, id)),
  );
}

export async function setOfferStatus(
  db: Db,
  actor: AuditActor,
  id: number,
  status: PromotionStatus,
): Promise<OfferDto> {
  return auditedChange(db, actor, { action: 'offer.status', entity: 'offer', id, read: offerDto }, (tx) =>
    tx
      .update(offers)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(offers.id, id)),
  );
}
