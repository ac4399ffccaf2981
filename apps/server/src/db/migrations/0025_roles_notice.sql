-- hand-written:
-- The admin guard keeps the roles it has read in memory (src/db/user-roles.ts). Any statement that
-- may change who is an admin (a role set, a user added or removed) says so on the catalogue's
-- channel as '<transaction id>:@roles', delivered at commit, to the writing session before its
-- COMMIT's reply.
CREATE FUNCTION "roles_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', pg_current_xact_id()::text || ':@roles');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "roles_notice" AFTER INSERT OR UPDATE OF "role" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION roles_notice();
