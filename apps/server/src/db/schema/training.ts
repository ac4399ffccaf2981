import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/** A coach of the trainers directory; texts in English and Arabic. */
export const trainers = pgTable('trainers', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  specialtyEn: text('specialty_en').notNull().default(''),
  specialtyAr: text('specialty_ar').notNull().default(''),
  bioEn: text('bio_en').notNull(),
  bioAr: text('bio_ar').notNull(),
  image: text('image').notNull().default(''),
  /** Social profile links by network (instagram, facebook, x, youtube, tiktok); only real ones. */
  socials: jsonb('socials').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const trainerFaqs = pgTable(
  'trainer_faqs',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    questionEn: text('question_en').notNull(),
    questionAr: text('question_ar').notNull(),
    answerEn: text('answer_en').notNull(),
    answerAr: text('answer_ar').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trainer_faqs_trainer_idx').on(t.trainerId, t.position)],
);

/** The products a trainer recommends, in their order. */
export const trainerProducts = pgTable(
  'trainer_products',
  {
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.productId] })],
);

export interface ExerciseVariation {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
}

/** One exercise of the library: type home|gym|warm, one of the seven muscle groups. */
export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    muscle: text('muscle').notNull(),
    /** The English name lower-cased, spaces turned to hyphens: the last segment of its page's path. */
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    rating: text('rating').notNull(),
    equipmentEn: text('equipment_en').notNull().default(''),
    equipmentAr: text('equipment_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    image: text('image').notNull().default(''),
    videoUrl: text('video_url'),
    variations: jsonb('variations').$type<ExerciseVariation[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('exercises_type', sql`${t.type} in ('home', 'gym', 'warm')`),
    check(
      'exercises_muscle',
      sql`${t.muscle} in ('chest', 'back', 'shoulders', 'arms', 'legs', 'abs', 'calves')`,
    ),
    check('exercises_rating', sql`${t.rating} in ('easy', 'medium', 'difficult')`),
    uniqueIndex('exercises_type_muscle_slug_unique').on(t.type, t.muscle, t.slug),
  ],
);

export interface WorkoutExerciseRow {
  exerciseId: number;
  sets: number;
  reps: string;
  notesEn: string;
  notesAr: string;
}

/** One day of a workout programme (the spec's server-side workout record). */
export const workouts = pgTable(
  'workouts',
  {
    id: serial('id').primaryKey(),
    planType: text('plan_type').notNull(),
    day: text('day').notNull(),
    exercises: jsonb('exercises').$type<WorkoutExerciseRow[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('workouts_plan_type', sql`${t.planType} in ('push-pull-legs', 'bro-split', 'upper-lower', 'home')`),
    uniqueIndex('workouts_plan_day_unique').on(t.planType, sql`lower(${t.day})`),
  ],
);

/**
 * What the shop last wrote from its content files (content/*.json), per item: the hash of the
 * values written. A start compares the files with it to apply only what the files changed, and
 * compares the rows with it to leave alone what an admin changed since (db/shop-content.ts).
 */
export const contentItems = pgTable(
  'content_items',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    hash: text('hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
