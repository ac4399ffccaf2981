import { count, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { products, trainerFaqs, trainerProducts, trainers } from '../schema/index';
import type { FileStore } from '../../lib/file-store/file-store';
import { saveDemoArt } from '../../lib/demo-art-image';
import { renderTrainerPortrait } from '../../lib/trainer-art';
import { trainers as seedTrainers } from './training/trainers';

const DAY_MS = 86_400_000;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The demo trainers (content/trainers.json), with generated portraits, FAQs and recommended
 * products, when the shop has no trainer yet. Demo content: never seeded in production. Returns
 * how many were added.
 */
export async function seedDemoTrainers(db: Db, files: FileStore, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trainers);
  if (Number(row?.n ?? 0) > 0) return 0;
  return seedCoaches(db, files, now);
}

async function seedCoaches(db: Db, files: FileStore, now: Date): Promise<number> {
  const wanted = [...new Set(seedTrainers.flatMap((t) => t.products))];
  const found = wanted.length
    ? await db
        .select({ id: products.id, name: products.nameEn })
        .from(products)
        .where(inArray(products.nameEn, wanted))
    : [];
  const productIdByName = new Map(found.map((p) => [p.name, p.id]));
  const images = await Promise.all(
    seedTrainers.map((t, index) =>
      saveDemoArt(
        files,
        `trainers/${String(index + 1).padStart(2, '0')}-${slug(t.name.en)}`,
        renderTrainerPortrait(t.portrait),
      ),
    ),
  );
  await db.transaction(async (tx) => {
    for (const [index, t] of seedTrainers.entries()) {
      // joined one after another, a few weeks apart: the directory shows the newest first
      const createdAt = new Date(now.getTime() - (seedTrainers.length - index) * 21 * DAY_MS);
      const [row] = await tx
        .insert(trainers)
        .values({
          nameEn: t.name.en,
          nameAr: t.name.ar,
          specialtyEn: t.specialty.en,
          specialtyAr: t.specialty.ar,
          bioEn: t.bio.en,
          bioAr: t.bio.ar,
          image: images[index]!,
          createdAt,
        })
        .returning({ id: trainers.id });
      const trainerId = row!.id;
      if (t.faq.length) {
        await tx.insert(trainerFaqs).values(
          t.faq.map((f, position) => ({
            trainerId,
            position,
            questionEn: f.question.en,
            questionAr: f.question.ar,
            answerEn: f.answer.en,
            answerAr: f.answer.ar,
          })),
        );
      }
      // a demo catalogue without one of the products (e.g. edited by hand) just skips it
      const productRows = t.products.flatMap((name, position) => {
        const productId = productIdByName.get(name);
        return productId === undefined ? [] : [{ trainerId, productId, position }];
      });
      if (productRows.length) await tx.insert(trainerProducts).values(productRows);
    }
  });
  return seedTrainers.length;
}
