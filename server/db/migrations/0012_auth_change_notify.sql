-- Hand-written (decision 070): every instance caches sessions and what authorisation reads from the profile. A change
-- to either, by any writer (the app, the admin CLI, a cascade from a deleted user, a hand-run UPDATE), tells every
-- instance at commit through NOTIFY, so none keeps serving the old answer. Only the columns a cached session holds
-- fire it: last_seen_at touches and other profile fields stay quiet.
CREATE OR REPLACE FUNCTION pariksha_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM pg_notify('pariksha_auth_changes',
    json_build_object('kind', CASE WHEN TG_TABLE_NAME = 'sessions' THEN 'session' ELSE 'user' END, 'id', changed.id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change_trigger
  AFTER UPDATE OF revoked_at, expires_at, user_id, token_hash OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION pariksha_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER profiles_auth_change_trigger
  AFTER UPDATE OF role, subscription_plan, subscription_expires_at, email, full_name, class, faculty, language OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION pariksha_notify_auth_change();
