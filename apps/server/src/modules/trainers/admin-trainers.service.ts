import { asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  TRAINER_NOT_FOUND,
  type AdminTrainerDto,
  type AdminTrainerInput,
  type AdminTrainerListQuery,
} from '@atlas/shared/contract/admin-trainers';
import { adminSearchType, containsPattern } from '@atlas/shared/rules/admin-search';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import { products, trainerFaqs, trainerProducts, trainers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { MediaUrl } from '../../lib/media';

type TrainerRow = typeof trainers.$inferSelect;
type FaqRow = typeof trainerFaqs.$inferSelect;
interface ProductLink {
  trainerId: number;
  productId: number;
  nameEn: string;
  nameAr: string;
}

/** The stored form of a trainer as the audit log keeps it (before/after). */
interface TrainerSnapshot {
  id: number;
  nameEn: string;
  nameAr: string;
  specialtyEn: string;
  specialtyAr: string;
  bioEn: string;
  bioAr: string;
  image: string;
  faq: { questionEn: string; questionAr: string; answerEn: string; answerAr: string }[];
  productIds: number[];
}

const MAX_ID = 2_147_483_647;

// ---- reads ---------------------------------------------------------------------------------

function searchCondition(query: AdminTrainerListQuery): SQL | undefined | 'none' {
  const value = query.query?.trim();
  if (!value) return undefined;
  const type = adminSearchType('trainers', query.type);
  if (type === 'id') {
    const id = /^#?\d{1,10}$/.test(value) ? Number(value.replace('#', '')) : NaN;
    return id > 0 && id <= MAX_ID ? eq(trainers.id, id) : 'none';
  }
  const pattern = containsPattern(value);
  return or(ilike(trainers.nameEn, pattern), ilike(trainers.nameAr, pattern));
}

async function detailsOf(db: Db, rows: TrainerRow[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { faqs: [] as FaqRow[], links: [] as ProductLink[] };
  const [faqs, links] = await Promise.all([
    db
      .select()
      .from(trainerFaqs)
      .where(inArray(trainerFaqs.trainerId, ids))
      .orderBy(asc(trainerFaqs.position), asc(trainerFaqs.id)),
    db
      .select({
        trainerId: trainerProducts.trainerId,
        productId: trainerProducts.productId,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
      })
      .from(trainerProducts)
      .innerJoin(products, eq(products.id, trainerProducts.productId))
      .where(inArray(trainerProducts.trainerId, ids))
      .orderBy(asc(trainerProducts.position), asc(trainerProducts.productId)),
  ]);
  return { faqs, links };
}

function toDto(
  row: TrainerRow,
  faqs: FaqRow[],
  links: ProductLink[],
  media: MediaUrl,
  lang: Language,
): AdminTrainerDto {
  return {
    id: row.id,
    name: row.nameEn,
    nameAr: row.nameAr,
    specialty: row.specialtyEn,
    specialtyAr: row.specialtyAr,
    bio: row.bioEn,
    bioAr: row.bioAr,
    image: row.image ? media(row.image) : '',
    faq: faqs
      .filter((f) => f.trainerId === row.id)
      .map((f) => ({
        question: f.questionEn,
        questionAr: f.questionAr,
        answer: f.answerEn,
        answerAr: f.answerAr,
      })),
    products: links
      .filter((l) => l.trainerId === row.id)
      .map((l) => ({ id: l.productId, name: lang === 'ar' && l.nameAr ? l.nameAr : l.nameEn })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first, searched by name (either language) or id, a page at a time. */
export async function listAdminTrainers(
  db: Db,
  query: AdminTrainerListQuery,
  media: MediaUrl,
  lang: Language,
): Promise<{ items: AdminTrainerDto[]; total: number }> {
  const where = searchCondition(query);
  if (where === 'none') return { items: [], total: 0 };
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(trainers)
      .where(where)
      .orderBy(desc(trainers.createdAt), desc(trainers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(trainers).where(where),
  ]);
  const { faqs, links } = await detailsOf(db, rows);
  return { items: rows.map((row) => toDto(row, faqs, links, media, lang)), total };
}

export async function getAdminTrainer(
  db: Db,
  id: number,
  media: MediaUrl,
  lang: Language,
): Promise<AdminTrainerDto> {
  const [row] = await db.select().from(trainers).where(eq(trainers.id, id));
  if (!row) throw AppError.notFound(TRAINER_NOT_FOUND);
  const { faqs, links } = await detailsOf(db, [row]);
  return toDto(row, faqs, links, media, lang);
}

// ---- writes --------------------------------------------------------------------------------

async function snapshotOf(tx: Db, id: number, lock: boolean): Promise<TrainerSnapshot | undefined> {
  const select = tx.select().from(trainers).where(eq(trainers.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) return undefined;
  const faqs = await tx
    .select()
    .from(trainerFaqs)
    .where(eq(trainerFaqs.trainerId, id))
    .orderBy(asc(trainerFaqs.position), asc(trainerFaqs.id));
  const links = await tx
    .select({ productId: trainerProducts.productId })
    .from(trainerProducts)
    .where(eq(trainerProducts.trainerId, id))
    .orderBy(asc(trainerProducts.position), asc(trainerProducts.productId));
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    specialtyEn: row.specialtyEn,
    specialtyAr: row.specialtyAr,
    bioEn: row.bioEn,
    bioAr: row.bioAr,
    image: row.image,
    faq: faqs.map((f) => ({
      questionEn: f.questionEn,
      questionAr: f.questionAr,
      answerEn: f.answerEn,
      answerAr: f.answerAr,
    })),
    productIds: links.map((l) => l.productId),
  };
}

/** Every id must be a product of the shop: a 400 naming the first that is not. */
async function checkProducts(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set(
    (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((r) => r.id),
  );
  const index = ids.findIndex((id) => !found.has(id));
  if (index === -1) return;
  const message = `Product ${ids[index]} does not exist`;
  throw new AppError(ErrorCode.validation, 400, message, { [`products.${index}`]: message });
}

/** Left out: keep what is stored; null or blank: none (read as the English text). */
const keepOr = (value: string | null | undefined, current: string) =>
  value === undefined ? current : (value ?? '');

/** Replaces the FAQs and product links of a trainer, in the given order. */
async function writeDetails(
  tx: Db,
  id: number,
  input: AdminTrainerInput,
  before: TrainerSnapshot | undefined,
): Promise<void> {
  await checkProducts(tx, input.products);
  if (before) {
    await tx.delete(trainerFaqs).where(eq(trainerFaqs.trainerId, id));
    await tx.delete(trainerProducts).where(eq(trainerProducts.trainerId, id));
  }
  if (input.faq.length > 0) {
    await tx.insert(trainerFaqs).values(
      input.faq.map((item, position) => {
        // a client that knows only the English text (the spec's) keeps the stored translation
        const old = before?.faq.find((f) => f.questionEn === item.question);
        return {
          trainerId: id,
          position,
          questionEn: item.question,
          questionAr: keepOr(item.questionAr, old?.questionAr ?? ''),
          answerEn: item.answer,
          answerAr: keepOr(item.answerAr, old && old.answerEn === item.answer ? old.answerAr : ''),
        };
      }),
    );
  }
  if (input.products.length > 0) {
    await tx
      .insert(trainerProducts)
      .values(input.products.map((productId, position) => ({ trainerId: id, productId, position })));
  }
}

/**
 * A product deleted between the check and the insert fails the foreign key: the same 400 as
 * an unknown id, never a 500.
 */
async function withProductCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const { code, cause } = (err ?? {}) as { code?: string; cause?: { code?: string } };
    if (code !== '23503' && cause?.code !== '23503') throw err;
    const message = 'One of the products no longer exists';
    throw new AppError(ErrorCode.validation, 400, message, { products: message });
  }
}

/**
 * `image`: the portrait as stored (an upload's /media/ path or the URL given; see storedMediaPath in lib/media),
 * empty for none. `input.image` is not read: the route resolves it into `image`.
 */
export async function createTrainer(
  db: Db,
  actor: AuditActor,
  input: AdminTrainerInput,
  image: string,
): Promise<number> {
  return withProductCheck(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(trainers)
        .values({
          nameEn: input.name,
          nameAr: input.nameAr ?? '',
          specialtyEn: input.specialty ?? '',
          specialtyAr: input.specialtyAr ?? '',
          bioEn: input.bio,
          bioAr: input.bioAr ?? '',
          image,
        })
        .returning({ id: trainers.id });
      const id = row!.id;
      await writeDetails(tx, id, input, undefined);
      await recordAudit(tx, actor, {
        action: 'trainer.create',
        entity: 'trainer',
        entityId: id,
        before: null,
        after: await snapshotOf(tx, id, false),
      });
      return id;
    }),
  );
}

/** Replaces the trainer's texts, FAQs and products; `image` as stored, undefined keeps it. */
export async function updateTrainer(
  db: Db,
  actor: AuditActor,
  id: number,
  input: AdminTrainerInput,
  image: string | undefined,
): Promise<void> {
  await withProductCheck(() =>
    db.transaction(async (tx) => {
      const before = await snapshotOf(tx, id, true);
      if (!before) throw AppError.notFound(TRAINER_NOT_FOUND);
      await tx
        .update(trainers)
        .set({
          nameEn: input.name,
          nameAr: keepOr(input.nameAr, before.nameAr),
          specialtyEn: keepOr(input.specialty, before.specialtyEn),
          specialtyAr: keepOr(input.specialtyAr, before.specialtyAr),
          bioEn: input.bio,
          bioAr: keepOr(input.bioAr, before.bioAr),
          image: image ?? before.image,
        })
        .where(eq(trainers.id, id));
      await writeDetails(tx, id, input, before);
      await recordAudit(tx, actor, {
        action: 'trainer.update',
        entity: 'trainer',
        entityId: id,
        before,
        after: await snapshotOf(tx, id, false),
      });
    }),
  );
}

/** Deletes the trainer; the FAQs and product links go with it (foreign keys cascade). */
export async function deleteTrainer(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await snapshotOf(tx, id, true);
    if (!before) throw AppError.notFound(TRAINER_NOT_FOUND);
    await tx.delete(trainers).where(eq(trainers.id, id));
    await recordAudit(tx, actor, {
      action: 'trainer.delete',
      entity: 'trainer',
      entityId: id,
      before,
      after: null,
    });
  });
}

export const trainerExists = async (db: Db, id: number): Promise<boolean> =>
  (await db.select({ id: trainers.id }).from(trainers).where(eq(trainers.id, id))).length > 0;
