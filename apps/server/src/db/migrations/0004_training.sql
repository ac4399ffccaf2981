CREATE TABLE "exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"muscle" text NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"rating" text NOT NULL,
	"equipment_en" text DEFAULT '' NOT NULL,
	"equipment_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"video_url" text,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_type" CHECK ("exercises"."type" in ('home', 'gym', 'warm')),
	CONSTRAINT "exercises_muscle" CHECK ("exercises"."muscle" in ('chest', 'back', 'shoulders', 'arms', 'legs', 'abs', 'calves')),
	CONSTRAINT "exercises_rating" CHECK ("exercises"."rating" in ('easy', 'medium', 'difficult'))
);
--> statement-breakpoint
CREATE TABLE "trainer_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_en" text NOT NULL,
	"question_ar" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_ar" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_products" (
	"trainer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_products_trainer_id_product_id_pk" PRIMARY KEY("trainer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"specialty_en" text DEFAULT '' NOT NULL,
	"specialty_ar" text DEFAULT '' NOT NULL,
	"bio_en" text NOT NULL,
	"bio_ar" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"socials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_type" text NOT NULL,
	"day" text NOT NULL,
	"exercises" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workouts_plan_type" CHECK ("workouts"."plan_type" in ('push-pull-legs', 'bro-split', 'upper-lower', 'home'))
);
--> statement-breakpoint
ALTER TABLE "trainer_faqs" ADD CONSTRAINT "trainer_faqs_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_products" ADD CONSTRAINT "trainer_products_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_products" ADD CONSTRAINT "trainer_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_type_muscle_slug_unique" ON "exercises" USING btree ("type","muscle","slug");--> statement-breakpoint
CREATE INDEX "trainer_faqs_trainer_idx" ON "trainer_faqs" USING btree ("trainer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_plan_day_unique" ON "workouts" USING btree ("plan_type",lower("day"));--> statement-breakpoint
-- The training read model (src/db/training-read-model.ts) keeps trainers, exercises and workouts in
-- memory. Any statement that changes them says so on the catalogue's channel with the payload
-- '<transaction id>:@training', delivered at commit like the catalogue's own notifications.
CREATE FUNCTION "training_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', pg_current_xact_id()::text || ':@training');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "trainers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trainers" FOR EACH STATEMENT EXECUTE FUNCTION training_changed();
--> statement-breakpoint
CREATE TRIGGER "trainer_faqs_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trainer_faqs" FOR EACH STATEMENT EXECUTE FUNCTION training_changed();
--> statement-breakpoint
CREATE TRIGGER "trainer_products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trainer_products" FOR EACH STATEMENT EXECUTE FUNCTION training_changed();
--> statement-breakpoint
CREATE TRIGGER "exercises_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exercises" FOR EACH STATEMENT EXECUTE FUNCTION training_changed();
--> statement-breakpoint
CREATE TRIGGER "workouts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "workouts" FOR EACH STATEMENT EXECUTE FUNCTION training_changed();
