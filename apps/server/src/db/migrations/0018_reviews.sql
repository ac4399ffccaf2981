CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer,
	"reporter" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "review_reports_reason_valid" CHECK ("review_reports"."reason" in ('spam', 'offensive', 'off-topic', 'personal-info', 'fake', 'other'))
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"lang" text NOT NULL,
	"flavor" text NOT NULL,
	"photo" text,
	"status" text NOT NULL,
	"rejection_reason" text,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_valid" CHECK ("reviews"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "reviews_lang_valid" CHECK ("reviews"."lang" in ('en', 'ar')),
	CONSTRAINT "reviews_helpful_nonnegative" CHECK ("reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "review_moderation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_once" ON "review_reports" USING btree ("review_id","reporter");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "review_votes_user_idx" ON "review_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_product_unique" ON "reviews" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_newest_idx" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_helpful_idx" ON "reviews" USING btree ("product_id","status","helpful_count");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","status_at");--> statement-breakpoint
-- hand-written:
-- products.rating_count and rating_sum are the count and star sum of the product's published
-- reviews. Every statement on reviews adds its difference (an increment, so two transactions
-- publishing at once both count: the second's UPDATE reads the first's committed row). A change
-- to a published review (or a review entering or leaving published) also moves the product's
-- updated_at, so its catalogue entry and cached pages reload (products_changed, migration 0003);
-- a helpful vote (helpful_count alone) does not.
CREATE FUNCTION "reviews_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE products p SET rating_count = p.rating_count + d.c, rating_sum = p.rating_sum + d.s, updated_at = now()
		FROM (SELECT product_id, count(*) AS c, sum(rating) AS s FROM new_rows WHERE status = 'published' GROUP BY product_id) d
		WHERE p.id = d.product_id;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE products p SET rating_count = p.rating_count - d.c, rating_sum = p.rating_sum - d.s, updated_at = now()
		FROM (SELECT product_id, count(*) AS c, sum(rating) AS s FROM old_rows WHERE status = 'published' GROUP BY product_id) d
		WHERE p.id = d.product_id;
	ELSIF TG_OP = 'UPDATE' THEN
		UPDATE products p SET rating_count = p.rating_count + d.c, rating_sum = p.rating_sum + d.s, updated_at = now()
		FROM (
			SELECT product_id, sum(c) AS c, sum(s) AS s FROM (
				SELECT n.product_id, 1 AS c, n.rating AS s FROM new_rows n JOIN old_rows o ON o.id = n.id
				WHERE n.status = 'published'
					AND (to_jsonb(n) - 'helpful_count') IS DISTINCT FROM (to_jsonb(o) - 'helpful_count')
				UNION ALL
				SELECT o.product_id, -1, -o.rating FROM new_rows n JOIN old_rows o ON o.id = n.id
				WHERE o.status = 'published'
					AND (to_jsonb(n) - 'helpful_count') IS DISTINCT FROM (to_jsonb(o) - 'helpful_count')
			) changes GROUP BY product_id
		) d
		WHERE p.id = d.product_id;
	ELSE
		UPDATE products SET rating_count = 0, rating_sum = 0 WHERE rating_count <> 0 OR rating_sum <> 0;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_changed_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER "reviews_changed_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER "reviews_changed_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER "reviews_changed_truncate" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
-- reviews.helpful_count is the number of its votes
CREATE FUNCTION "review_votes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE reviews r SET helpful_count = r.helpful_count + d.c
		FROM (SELECT review_id, count(*) AS c FROM new_rows GROUP BY review_id) d WHERE r.id = d.review_id;
	ELSE
		UPDATE reviews r SET helpful_count = r.helpful_count - d.c
		FROM (SELECT review_id, count(*) AS c FROM old_rows GROUP BY review_id) d WHERE r.id = d.review_id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "review_votes_changed_insert" AFTER INSERT ON "review_votes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_votes_changed();
--> statement-breakpoint
CREATE TRIGGER "review_votes_changed_delete" AFTER DELETE ON "review_votes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_votes_changed();
