import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from '../rules/admin-search';
import { multilineText, text } from './text';

/** Admin trainers: both languages side by side. */

export const TRAINER_NAME_MAX = 100;
export const TRAINER_SPECIALTY_MAX = 100;
export const TRAINER_BIO_MAX = 5000;
export const TRAINER_FAQ_QUESTION_MAX = 300;
export const TRAINER_FAQ_ANSWER_MAX = 2000;
export const TRAINER_FAQ_MAX = 50;
export const TRAINER_PRODUCTS_MAX = 50;
export const TRAINER_IMAGE_URL_MAX = 2000;
export const ADMIN_TRAINERS_PAGE_SIZE = 20;

export const NAME_REQUIRED = 'Name is required';
export const BIO_REQUIRED = 'Bio is required';
export const FAQ_INCOMPLETE = 'Please provide both a question and an answer';
export const DUPLICATE_TRAINER_PRODUCT = 'This product is already associated with this trainer';
export const TRAINER_NOT_FOUND = 'Trainer not found';

const MAX_ID = 2_147_483_647;
const PRODUCT_ID_MESSAGE = 'A product id is a positive whole number';
const IMAGE_URL_MESSAGE = 'The image must be an http(s) URL or a /media/ path';
/** An absolute http(s) URL or a path of our own media; no spaces, no other schemes. */
const IMAGE_URL_PATTERN = /^(?:https?:\/\/[^\s/]+(?:\/\S*)?|\/media\/\S+)$/i;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** An optional translation or detail: null and blank are "none" (stored empty, read as the English). */
const optionalText = (label: string, max: number) =>
  text({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish();
const optionalMultiline = (label: string, max: number) =>
  multilineText({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish();

/** The portrait: an http(s) URL or a /media/ path; empty or null removes it. */
export const TrainerImageUrl = text({ error: IMAGE_URL_MESSAGE })
  .trim()
  .max(TRAINER_IMAGE_URL_MAX, tooLong('The image URL', TRAINER_IMAGE_URL_MAX))
  .refine((v) => v === '' || IMAGE_URL_PATTERN.test(v), IMAGE_URL_MESSAGE)
  .nullish();

export const AdminTrainerFaqInput = z.object(
  {
    question: text({ error: FAQ_INCOMPLETE })
      .trim()
      .min(1, FAQ_INCOMPLETE)
      .max(TRAINER_FAQ_QUESTION_MAX, tooLong('A question', TRAINER_FAQ_QUESTION_MAX)),
    answer: multilineText({ error: FAQ_INCOMPLETE })
      .trim()
      .min(1, FAQ_INCOMPLETE)
      .max(TRAINER_FAQ_ANSWER_MAX, tooLong('An answer', TRAINER_FAQ_ANSWER_MAX)),
    /** Left out: an existing FAQ with the same English text keeps its translation; else none. */
    questionAr: optionalText('The Arabic question', TRAINER_FAQ_QUESTION_MAX),
    answerAr: optionalMultiline('The Arabic answer', TRAINER_FAQ_ANSWER_MAX),
  },
  { error: FAQ_INCOMPLETE },
);
export type AdminTrainerFaqInput = z.infer<typeof AdminTrainerFaqInput>;

const productId = z.coerce
  .number({ error: PRODUCT_ID_MESSAGE })
  .int(PRODUCT_ID_MESSAGE)
  .positive(PRODUCT_ID_MESSAGE)
  .max(MAX_ID, PRODUCT_ID_MESSAGE);

/** A recommended product: `{ id }` as the spec's Trainer entity lists them, or the bare id. */
const TrainerProductRef = z
  .union([z.object({ id: productId }), productId], { error: PRODUCT_ID_MESSAGE })
  .transform((v) => (typeof v === 'number' ? v : v.id));

const productIds = z
  .array(TrainerProductRef, { error: 'products must be a list of product ids' })
  .max(TRAINER_PRODUCTS_MAX, `A trainer recommends at most ${TRAINER_PRODUCTS_MAX} products`)
  .superRefine((ids, ctx) => {
    const seen = new Set<number>();
    ids.forEach((id, index) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: DUPLICATE_TRAINER_PRODUCT });
      seen.add(id);
    });
  });

/**
 * POST /trainers and PUT /trainers/{id} (admin), as JSON or as multipart form fields (faq and
 * products then as JSON strings, the image as a file in the field "image" or a URL).
 * PUT replaces the trainer: a list left out is empty (the spec's client leaves out empty lists);
 * an Arabic text or specialty left out is kept as it was, null or blank clears it (the English
 * one is then shown in Arabic too); an image left out is kept.
 */
export const AdminTrainerInput = z.object({
  name: text({ error: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(TRAINER_NAME_MAX, tooLong('Name', TRAINER_NAME_MAX)),
  nameAr: optionalText('The Arabic name', TRAINER_NAME_MAX),
  specialty: optionalText('Specialty', TRAINER_SPECIALTY_MAX),
  specialtyAr: optionalText('The Arabic specialty', TRAINER_SPECIALTY_MAX),
  bio: multilineText({ error: BIO_REQUIRED })
    .trim()
    .min(1, BIO_REQUIRED)
    .max(TRAINER_BIO_MAX, tooLong('Bio', TRAINER_BIO_MAX)),
  bioAr: optionalMultiline('The Arabic bio', TRAINER_BIO_MAX),
  image: TrainerImageUrl,
  faq: z
    .array(AdminTrainerFaqInput, { error: 'faq must be a list of questions and answers' })
    .max(TRAINER_FAQ_MAX, `A trainer has at most ${TRAINER_FAQ_MAX} questions`)
    .default([]),
  products: productIds.default([]),
});
export type AdminTrainerInput = z.infer<typeof AdminTrainerInput>;
/** What a client sends (before defaults and transforms). */
export type AdminTrainerPayload = z.input<typeof AdminTrainerInput>;

// alike in shape to an order's line and the order (contract/orders.ts); a trainer's FAQ has its own fields
export const AdminTrainerFaqDto = z.object({
  question: z.string(),
  /** Empty when no translation is given (the English text is shown in Arabic). */
  questionAr: z.string(),
  answer: z.string(),
  answerAr: z.string(),
});
export type AdminTrainerFaqDto = z.infer<typeof AdminTrainerFaqDto>;

/** A trainer as the admin edits it: texts in both languages (Arabic empty when not given). */
export const AdminTrainerDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameAr: z.string(),
    specialty: z.string(),
    specialtyAr: z.string(),
    bio: z.string(),
    bioAr: z.string(),
    /** Absolute URL of the portrait; empty when there is none. */
    image: z.string(),
    faq: z.array(AdminTrainerFaqDto),
    /** The recommended products in their order, with the English name. */
    products: z.array(z.object({ id: z.number().int(), name: z.string() })),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminTrainer' });
export type AdminTrainerDto = z.infer<typeof AdminTrainerDto>;
export const AdminTrainerListDto = z.array(AdminTrainerDto);

/** GET /trainers/admin: the admin search (type name|id, query) and paging; total in X-Total-Count. */
export const AdminTrainerListQuery = z.object({
  type: text().trim().max(20).optional(),
  query: text().trim().max(ADMIN_SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_TRAINERS_PAGE_SIZE),
});
export type AdminTrainerListQuery = z.infer<typeof AdminTrainerListQuery>;

export const AdminTrainerIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
