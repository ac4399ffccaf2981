CREATE TABLE "contact_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"weight" numeric(6, 2) NOT NULL,
	"height" numeric(6, 2) NOT NULL,
	"waist" numeric(6, 2) NOT NULL,
	"neck" numeric(6, 2) NOT NULL,
	"hip" numeric(6, 2),
	"goal" text NOT NULL,
	"diet_plan" text NOT NULL,
	"plan_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurements_gender_check" CHECK ("measurements"."gender" in ('male', 'female')),
	CONSTRAINT "measurements_age_check" CHECK ("measurements"."age" between 1 and 105)
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_submissions_created_idx" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "measurements_user_taken_idx" ON "measurements" USING btree ("user_id","taken_at");