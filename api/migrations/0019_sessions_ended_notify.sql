-- A session that ends (logout, sign-out of one device or everywhere, a password change or reset,
-- a block, the account's deletion) announces its id on the channel every API process listens on,
-- at commit, so each closes the notification streams opened with it (docs/decisions/0123). In the
-- database rather than beside each revocation in the code: every way a session ends is covered,
-- the cascade of a deleted account included, and a rolled-back revocation announces nothing.
CREATE FUNCTION "carclub_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('carclub_sessions_ended', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_revoked_notify" AFTER UPDATE OF "revoked_at" ON "sessions"
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION "carclub_session_ended"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_notify" AFTER DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION "carclub_session_ended"();
