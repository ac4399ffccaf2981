CREATE TABLE "paypal_captures" (
	"paypal_order_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "paypal_captures_resolution_check" CHECK ("paypal_captures"."resolution" in ('order', 'refunded', 'not-captured'))
);
--> statement-breakpoint
CREATE INDEX "paypal_captures_open_idx" ON "paypal_captures" USING btree ("next_check_at") WHERE "paypal_captures"."resolved_at" is null;