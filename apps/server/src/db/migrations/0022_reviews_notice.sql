-- hand-written:
-- The product pages' review lists are kept in memory (modules/reviews/review-answers.ts). Any
-- statement that changes reviews (a write, a moderation, a helpful vote through its counter)
-- says so on the catalogue's channel as '<transaction id>:@reviews', delivered at commit.
CREATE FUNCTION "reviews_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', pg_current_xact_id()::text || ':@reviews');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION reviews_notice();
