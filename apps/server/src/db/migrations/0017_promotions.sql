CREATE TABLE "cart_coupons" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"saved_piastres" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"amount_piastres" bigint DEFAULT 0 NOT NULL,
	"min_subtotal_piastres" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_shopper" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"scope" jsonb NOT NULL,
	"combines_with_offers" boolean DEFAULT true NOT NULL,
	"trainer_id" integer,
	"show_on_trainer_page" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_valid" CHECK ("coupons"."kind" in ('percent', 'amount', 'free-delivery')),
	CONSTRAINT "coupons_status_valid" CHECK ("coupons"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent" between 0 and 100),
	CONSTRAINT "coupons_amount_nonnegative" CHECK ("coupons"."amount_piastres" >= 0),
	CONSTRAINT "coupons_uses_within_limit" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_uses" is null or "coupons"."uses" <= "coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"scope" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_kind_valid" CHECK ("offers"."kind" in ('sale', 'tier')),
	CONSTRAINT "offers_status_valid" CHECK ("offers"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "offers_percent_range" CHECK ("offers"."percent" between 1 and 90),
	CONSTRAINT "offers_min_quantity_valid" CHECK ("offers"."min_quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_unique" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_created_idx" ON "coupon_redemptions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_trainer_idx" ON "coupons" USING btree ("trainer_id");--> statement-breakpoint
-- Automatic offers change the prices the catalogue read model shows: any change to them reloads
-- the whole catalogue in every process ('<transaction id>:*', as a change to many products).
CREATE FUNCTION "offers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', pg_current_xact_id()::text || ':*');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "offers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION offers_changed();
--> statement-breakpoint
-- A trainer's page shows the code attached to the trainer: a change to what it shows reloads the
-- training read model. Taking or giving back a use (only `uses`) does not.
CREATE TRIGGER "coupons_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "code", "kind", "percent", "amount_piastres", "starts_at", "ends_at", "status", "trainer_id", "show_on_trainer_page" ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION training_changed();
