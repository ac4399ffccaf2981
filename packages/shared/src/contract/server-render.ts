import type { Language } from '../rules/locale';
import type { ProductDto, ProductFacetsDto, ProductListQuery } from './products';
import type {
  ExerciseDto,
  ExerciseSummaryDto,
  ExerciseType,
  PlanType,
  TrainerDetailsDto,
  TrainerDto,
  WorkoutDto,
} from './training';
import type { MealPlanDto } from './nutrition';
import type { PublicConfigDto } from './config';
import type { ProductReviewsDto, ReviewListQuery } from './reviews';

/**
 * What the server hands the web app's server renderer: the page data it needs, read in-process
 * from the services (no HTTP round trip to itself). Each method answers exactly what the
 * matching API route answers, so the browser's cache holds the same shapes either way.
 */
export interface PageDataSource {
  listProducts(query: ProductListQuery, lang: Language): Promise<{ items: ProductDto[]; total: number }>;
  /** Rejects with `{ statusCode: 404 }` when there is no such product. */
  getProduct(id: number, lang: Language): Promise<ProductDto>;
  relatedProducts(id: number, lang: Language): Promise<ProductDto[]>;
  productFacets(): Promise<ProductFacetsDto>;
  /** What GET /products/{id}/reviews answers a visitor (published reviews and the summary). */
  productReviews(id: number, query: ReviewListQuery, lang: Language): Promise<ProductReviewsDto>;
  /** Every product's id, for the sitemap. */
  productIds(): Promise<number[]>;
  /** Every trainer, oldest first, or the first `limit`. */
  listTrainers(lang: Language, limit?: number): Promise<TrainerDto[]>;
  /** Rejects with `{ statusCode: 404 }` when there is no such trainer. */
  getTrainer(id: number, lang: Language): Promise<TrainerDetailsDto>;
  /** A type's exercises, or one muscle group's; rejects with 404 for an unknown muscle group. */
  listExercises(
    type: ExerciseType,
    muscle: string | undefined,
    lang: Language,
  ): Promise<ExerciseSummaryDto[]>;
  /** Rejects with `{ statusCode: 404 }` when there is no such exercise. */
  getExercise(type: ExerciseType, muscle: string, exercise: string, lang: Language): Promise<ExerciseDto>;
  listWorkouts(filter: { planType?: PlanType; day?: string }, lang: Language): Promise<WorkoutDto[]>;
  /** Paths of every trainer, muscle and exercise page, for the sitemap. */
  trainingPaths(): Promise<string[]>;
  /** The meal planner's ten days (GET /meal-plans). */
  listMealPlans(lang: Language): Promise<MealPlanDto[]>;
  /** What GET /config answers. */
  publicConfig(): Promise<PublicConfigDto>;
}

export interface RenderRequest {
  /** Path and query, e.g. `/products?category=Protein`. */
  url: string;
  lang: Language;
  /** The shop's public origin (`PUBLIC_URL`), for canonical and Open Graph URLs. */
  origin: string;
  source: PageDataSource;
  /** Translations of both languages, every part of each (web/translation-parts.ts). */
  translations: Record<Language, Record<string, unknown>>;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL (path without tracking parameters). */
  canonical: string;
  /** Absolute image URL for Open Graph and Twitter cards. */
  image?: string;
  /** The image to preload for the largest contentful paint. */
  lcpImage?: string;
  /** The `sizes` of that picture's `<img>`: an uploaded one is preloaded from its srcset, as the page picks it. */
  lcpImageSizes?: string;
  ogType: 'website' | 'product';
  /** schema.org objects, each written as one application/ld+json script. */
  jsonLd: object[];
  /** Extra Open Graph properties (e.g. product:price:amount). */
  og: Record<string, string>;
  /** Search engines should not index this page (private screens). */
  noindex: boolean;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** False for signed-in screens: the shell is sent empty and the browser renders. */
      serverRendered: boolean;
      head: PageHead;
      /** The rendered app, to go inside `<div id="root">`. */
      html: string;
      /** Scripts that hand the router's and the query cache's state to the browser. */
      hydrationScripts: string;
      /** Source files of the route modules the page uses (keys of Vite's manifest). */
      modules: string[];
      /** Source files whose code loads later but whose styles the page's HTML needs now (its parts). */
      styleModules: string[];
      /**
       * Parts far below the first screen (the footer): their styles are a small stylesheet of their
       * own, applied as soon as it arrives after the first paint, not inline.
       */
      lateStyleModules: string[];
    };

/** The server renderer's module (built by `vite build --ssr src/entry-server.tsx`). */
export interface ServerRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** Paths of the public pages that take no parameters, for the sitemap. */
  publicPaths(): string[];
}
