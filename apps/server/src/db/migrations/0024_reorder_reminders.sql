CREATE TABLE "reorder_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reorder_reminders_status_valid" CHECK ("reorder_reminders"."status" in ('scheduled', 'sent', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allergies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reorder_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD CONSTRAINT "reorder_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD CONSTRAINT "reorder_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reorder_reminders_order_unique" ON "reorder_reminders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reorder_reminders_due_idx" ON "reorder_reminders" USING btree ("due_at") WHERE "reorder_reminders"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "reorder_reminders_user_idx" ON "reorder_reminders" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_allergies_valid" CHECK ("users"."allergies" <@ array['milk', 'soy', 'gluten', 'nuts', 'egg']::text[]);