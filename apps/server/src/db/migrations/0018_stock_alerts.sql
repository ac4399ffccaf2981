CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"flavor" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_alerts_status_valid" CHECK ("stock_alerts"."status" in ('unconfirmed', 'waiting', 'due', 'sent', 'cancelled')),
	CONSTRAINT "stock_alerts_locale_valid" CHECK ("stock_alerts"."locale" in ('en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_unique" ON "stock_alerts" USING btree ("product_id",lower("flavor"),"email") WHERE "stock_alerts"."status" in ('unconfirmed', 'waiting', 'due');--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("id") WHERE "stock_alerts"."status" = 'due';--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_expires_idx" ON "stock_alerts" USING btree ("expires_at");--> statement-breakpoint
-- hand-written:
-- A flavor's units going from 0 to more, by any writer (an admin's edit, an import, a cancelled
-- order giving units back), makes the alerts waiting for it due in the same transaction. The
-- sender hears of it through the catalogue's own notification of the same change.
CREATE FUNCTION "stock_alerts_flavor_restocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "stock_alerts" SET "status" = 'due'
	 WHERE "product_id" = NEW."product_id" AND lower("flavor") = lower(NEW."name") AND "status" = 'waiting';
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_alerts_flavor_restocked" AFTER UPDATE OF "quantity" ON "product_flavors" FOR EACH ROW WHEN (OLD."quantity" = 0 AND NEW."quantity" > 0) EXECUTE FUNCTION stock_alerts_flavor_restocked();
--> statement-breakpoint
CREATE TRIGGER "stock_alerts_flavor_added" AFTER INSERT ON "product_flavors" FOR EACH ROW WHEN (NEW."quantity" > 0) EXECUTE FUNCTION stock_alerts_flavor_restocked();
--> statement-breakpoint
-- A product without flavors: its own units (while marked in stock) are its stock.
CREATE FUNCTION "stock_alerts_product_restocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "stock_alerts" SET "status" = 'due'
	 WHERE "product_id" = NEW."id" AND lower("flavor") = 'unflavored' AND "status" = 'waiting';
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_alerts_product_restocked" AFTER UPDATE OF "quantity", "in_stock" ON "products" FOR EACH ROW WHEN (NEW."in_stock" AND NEW."quantity" > 0 AND NOT (OLD."in_stock" AND OLD."quantity" > 0)) EXECUTE FUNCTION stock_alerts_product_restocked();
