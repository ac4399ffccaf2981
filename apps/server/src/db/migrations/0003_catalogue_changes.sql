ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The catalogue read model (src/db/catalogue-read-model.ts) keeps the products in memory.
-- Every statement that changes products or product_flavors tells it which products changed, on
-- the channel catalogue_changed, with the payload '<transaction id>:<id>,<id>,…' (or
-- '<transaction id>:*' for "reload everything"). Notifications are sent at commit, to every
-- listening session, the writing session included, before the COMMIT's reply.
CREATE FUNCTION "catalogue_notify"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	payload text;
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN
		RETURN;
	END IF;
	payload := pg_current_xact_id()::text || ':' || array_to_string(ids, ',');
	-- a NOTIFY payload must stay under 8000 bytes
	IF octet_length(payload) > 7900 THEN
		payload := pg_current_xact_id()::text || ':*';
	END IF;
	PERFORM pg_notify('catalogue_changed', payload);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM catalogue_notify(array(SELECT DISTINCT id FROM new_rows ORDER BY 1));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM catalogue_notify(array(SELECT id FROM new_rows UNION SELECT id FROM old_rows ORDER BY 1));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM catalogue_notify(array(SELECT DISTINCT id FROM old_rows ORDER BY 1));
	ELSE
		PERFORM pg_notify('catalogue_changed', pg_current_xact_id()::text || ':*');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_changed_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_changed_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_changed_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_changed_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
-- updated_at moves when what a shopper reads changes; stock (quantity, in_stock) does not move it
CREATE FUNCTION "products_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (to_jsonb(NEW) - '{quantity,in_stock,updated_at,final_price_piastres}'::text[])
		IS DISTINCT FROM (to_jsonb(OLD) - '{quantity,in_stock,updated_at,final_price_piastres}'::text[]) THEN
		NEW.updated_at := now();
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_touch" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION products_touch();
--> statement-breakpoint
CREATE FUNCTION "product_flavors_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
	touched integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		ids := array(SELECT DISTINCT product_id FROM new_rows ORDER BY 1);
		touched := ids;
	ELSIF TG_OP = 'UPDATE' THEN
		ids := array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows ORDER BY 1);
		-- a flavor's name or image is content; its quantity is stock
		touched := array(
			SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE (to_jsonb(n) - 'quantity') IS DISTINCT FROM (to_jsonb(o) - 'quantity')
			UNION
			SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE n.product_id <> o.product_id
		);
	ELSIF TG_OP = 'DELETE' THEN
		ids := array(SELECT DISTINCT product_id FROM old_rows ORDER BY 1);
		touched := ids;
	ELSE
		PERFORM pg_notify('catalogue_changed', pg_current_xact_id()::text || ':*');
		RETURN NULL;
	END IF;
	IF cardinality(touched) > 0 THEN
		UPDATE products SET updated_at = now() WHERE id = ANY (touched);
	END IF;
	PERFORM catalogue_notify(ids);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_flavors_changed_insert" AFTER INSERT ON "product_flavors" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_flavors_changed();
--> statement-breakpoint
CREATE TRIGGER "product_flavors_changed_update" AFTER UPDATE ON "product_flavors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_flavors_changed();
--> statement-breakpoint
CREATE TRIGGER "product_flavors_changed_delete" AFTER DELETE ON "product_flavors" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_flavors_changed();
--> statement-breakpoint
CREATE TRIGGER "product_flavors_changed_truncate" AFTER TRUNCATE ON "product_flavors" FOR EACH STATEMENT EXECUTE FUNCTION product_flavors_changed();
