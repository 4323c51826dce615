-- A session or an account changed or removed (a sign-out, a revoked session, a new role, a ban, a
-- deleted account) is announced on 'gemela_storefront' as 'sessions': every shop node drops the session
-- look-ups it kept (app/modules/accounts/session.server.ts, docs/architecture.md#caches). New sessions
-- announce nothing: nobody can have kept what did not exist.
CREATE OR REPLACE FUNCTION "gemela_sessions_changed"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('gemela_storefront', 'sessions');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_sessions_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "gemela_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_sessions_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "gemela_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "users_sessions_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_sessions_changed"();
