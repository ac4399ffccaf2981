import type {
  AdminTrainerDto,
  AdminTrainerFaqDto,
  AdminTrainerPayload,
} from '@atlas/shared/contract/admin-trainers';
import type { TFunction } from '@/lib/translator';
import { ApiError } from '@/lib/api-client';

/** The server's limits (packages/shared/src/contract/admin-trainers.ts), kept here as numbers. */
export const TRAINER_LIMITS = {
  name: 100,
  specialty: 100,
  bio: 5000,
  question: 300,
  answer: 2000,
  faqs: 50,
  products: 50,
} as const;

/** Rows per page of the trainers table (the server's default page size). */
export const TRAINERS_PAGE_SIZE = 20;

/** The admin table shows the bio's first 50 characters and an ellipsis. */
export const BIO_PREVIEW_LENGTH = 50;

export interface TrainerProductRow {
  id: number;
  name: string;
}

export interface TrainerFormValues {
  name: string;
  nameAr: string;
  specialty: string;
  specialtyAr: string;
  bio: string;
  bioAr: string;
  /** The portrait's URL (typed or uploaded); empty for none. */
  image: string;
  faq: AdminTrainerFaqDto[];
  products: TrainerProductRow[];
}

export type TrainerTextField = Exclude<keyof TrainerFormValues, 'faq' | 'products'>;

/** What is wrong with a field, as a key under adminTrainers.form.problems. */
export type FieldProblem = 'required' | 'tooLong' | 'imageUrl';

/** What the server takes as a portrait: an http(s) URL or a path of the shop's own media. */
const IMAGE_URL_PATTERN = /^(?:https?:\/\/[^\s/]+(?:\/\S*)?|\/media\/\S+)$/i;

export function emptyTrainerForm(): TrainerFormValues {
  return {
    name: '',
    nameAr: '',
    specialty: '',
    specialtyAr: '',
    bio: '',
    bioAr: '',
    image: '',
    faq: [],
    products: [],
  };
}

export function trainerFormFrom(trainer: AdminTrainerDto): TrainerFormValues {
  return {
    name: trainer.name,
    nameAr: trainer.nameAr,
    specialty: trainer.specialty,
    specialtyAr: trainer.specialtyAr,
    bio: trainer.bio,
    bioAr: trainer.bioAr,
    image: trainer.image,
    faq: trainer.faq.map((f) => ({ ...f })),
    products: trainer.products.map((p) => ({ ...p })),
  };
}

const maxOf: Record<TrainerTextField, number> = {
  name: TRAINER_LIMITS.name,
  nameAr: TRAINER_LIMITS.name,
  specialty: TRAINER_LIMITS.specialty,
  specialtyAr: TRAINER_LIMITS.specialty,
  bio: TRAINER_LIMITS.bio,
  bioAr: TRAINER_LIMITS.bio,
  image: 2000,
};

/** The problems of the text fields; name and bio are required. */
export function trainerFormProblems(
  values: TrainerFormValues,
): Partial<Record<TrainerTextField, FieldProblem>> {
  const problems: Partial<Record<TrainerTextField, FieldProblem>> = {};
  for (const field of Object.keys(maxOf) as TrainerTextField[]) {
    const value = values[field].trim();
    if ((field === 'name' || field === 'bio') && value === '') problems[field] = 'required';
    else if (value.length > maxOf[field]) problems[field] = 'tooLong';
    else if (field === 'image' && value !== '' && !IMAGE_URL_PATTERN.test(value))
      problems[field] = 'imageUrl';
  }
  return problems;
}

export function isTrainerFormValid(values: TrainerFormValues): boolean {
  return Object.keys(trainerFormProblems(values)).length === 0;
}

/**
 * The JSON body of POST /trainers and PUT /trainers/{id}: every field, so a blank Arabic text
 * clears its translation (the English one is then shown) and the lists replace the stored ones.
 */
export function trainerPayload(values: TrainerFormValues): AdminTrainerPayload {
  return {
    name: values.name.trim(),
    nameAr: values.nameAr.trim(),
    specialty: values.specialty.trim(),
    specialtyAr: values.specialtyAr.trim(),
    bio: values.bio.trim(),
    bioAr: values.bioAr.trim(),
    image: values.image.trim(),
    faq: values.faq.map((f) => ({
      question: f.question.trim(),
      questionAr: f.questionAr.trim(),
      answer: f.answer.trim(),
      answerAr: f.answerAr.trim(),
    })),
    products: values.products.map((p) => p.id),
  };
}

/** A FAQ to add: both the question and the answer are needed; the Arabic texts are optional. */
export function faqToAdd(draft: AdminTrainerFaqDto): AdminTrainerFaqDto | 'incomplete' | 'tooLong' {
  const faq = {
    question: draft.question.trim(),
    questionAr: draft.questionAr.trim(),
    answer: draft.answer.trim(),
    answerAr: draft.answerAr.trim(),
  };
  if (!faq.question || !faq.answer) return 'incomplete';
  if (
    faq.question.length > TRAINER_LIMITS.question ||
    faq.questionAr.length > TRAINER_LIMITS.question ||
    faq.answer.length > TRAINER_LIMITS.answer ||
    faq.answerAr.length > TRAINER_LIMITS.answer
  )
    return 'tooLong';
  return faq;
}

export type ProductIdCheck =
  { ok: true; id: number } | { ok: false; problem: 'required' | 'invalid' | 'duplicate' | 'tooMany' };

/**
 * A product id typed into the Products tab: not blank, a whole number from 1 (Arabic-Indic
 * digits accepted), not already in the list ('This product is already associated
 * with this trainer').
 */
export function checkProductId(input: string, current: readonly TrainerProductRow[]): ProductIdCheck {
  const text = toLatinDigits(input.trim()).replace(/^#/, '');
  if (text === '') return { ok: false, problem: 'required' };
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647)
    return { ok: false, problem: 'invalid' };
  const id = Number(text);
  if (current.some((p) => p.id === id)) return { ok: false, problem: 'duplicate' };
  if (current.length >= TRAINER_LIMITS.products) return { ok: false, problem: 'tooMany' };
  return { ok: true, id };
}

function toLatinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** The first 50 characters of a bio and an ellipsis when there is more (whole characters, not halves). */
export function bioPreview(bio: string): string {
  const chars = Array.from(bio.replace(/\s+/g, ' ').trim());
  return chars.length > BIO_PREVIEW_LENGTH
    ? `${chars.slice(0, BIO_PREVIEW_LENGTH).join('').trimEnd()}…`
    : chars.join('');
}

/** A text in the active language: the Arabic one when the interface is Arabic and there is one. */
export function localized(language: string, english: string, arabic: string): string {
  return language === 'ar' && arabic.trim() ? arabic : english;
}

/** A session that has ended: the silent refresh failed and the call answered 401. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Why a write failed, in the interface's words: a translation key under adminTrainers.errors
 * with its values; `text` is the server's own message when the interface has no words for it.
 */
export type FailureReason = { key: string; values?: Record<string, string | number> } | { text: string };

export function failureReason(error: unknown): FailureReason {
  if (!(error instanceof ApiError)) return { key: 'adminTrainers.errors.unknown' };
  if (error.code === 'NETWORK_ERROR') return { key: 'adminTrainers.errors.network' };
  if (error.status === 403) return { key: 'adminTrainers.errors.forbidden' };
  if (error.status === 404) return { key: 'adminTrainers.errors.notFound' };
  if (error.status === 413) return { key: 'adminTrainers.errors.tooLarge' };
  if (error.status === 415) return { key: 'adminTrainers.errors.notImage' };
  if (error.status >= 500) return { key: 'adminTrainers.errors.server' };
  const fields = Object.entries(error.fields ?? {});
  for (const [field, message] of fields) {
    const missing = /^Product (\d+) does not exist$/.exec(message);
    if (missing) return { key: 'adminTrainers.errors.productMissing', values: { id: missing[1]! } };
    if (message === 'This product is already associated with this trainer')
      return { key: 'adminTrainers.products.duplicate' };
    if (message === 'Please provide both a question and an answer')
      return { key: 'adminTrainers.faq.incomplete' };
    if (field === 'name' && message === 'Name is required') return { key: 'adminTrainers.form.nameRequired' };
    if (field === 'bio' && message === 'Bio is required') return { key: 'adminTrainers.form.bioRequired' };
  }
  const [first] = fields;
  if (first) return { text: `${first[0]}: ${first[1]}` };
  return error.message ? { text: error.message } : { key: 'adminTrainers.errors.unknown' };
}

/** The `{message}` of 'Failed to … trainer: {message}', in the active language where it can be. */
export function failureText(t: TFunction, error: unknown): string {
  const reason = failureReason(error);
  return 'text' in reason ? reason.text : t(reason.key, reason.values);
}
