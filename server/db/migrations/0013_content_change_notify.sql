-- Hand-written (decision 071): every instance caches the students' content lists (notes, past papers, mock tests) as
-- serialised answers. A change to what a list shows, by any writer (the admin's screens, the seed, a CLI, a hand-run
-- UPDATE, a test factory), tells every instance at commit through NOTIFY, so none keeps serving the old answer.
-- Content tables notify once per statement with the table's name (an import of a thousand questions sends one);
-- a student's mock-test starts, submissions and monthly usage notify with their user id, the only per-user part a
-- cached list holds. Answer saves (current_position only) and other usage counters stay quiet.
CREATE OR REPLACE FUNCTION pariksha_notify_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pariksha_content_changes', json_build_object('table', TG_TABLE_NAME)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pariksha_notify_user_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM pg_notify('pariksha_content_changes', json_build_object('table', TG_TABLE_NAME, 'userId', changed.user_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER subjects_content_change_trigger AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subjects
  FOR EACH STATEMENT EXECUTE FUNCTION pariksha_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER subscription_plans_content_change_trigger AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscription_plans
  FOR EACH STATEMENT EXECUTE FUNCTION pariksha_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER notes_content_change_trigger AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notes
  FOR EACH STATEMENT EXECUTE FUNCTION pariksha_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER past_papers_content_change_trigger AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON past_papers
  FOR EACH STATEMENT EXECUTE FUNCTION pariksha_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER past_paper_questions_content_change_trigger AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON past_paper_questions
  FOR EACH STATEMENT EXECUTE FUNCTION pariksha_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER mock_tests_content_change_trigger AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mock_tests
  FOR EACH STATEMENT EXECUTE FUNCTION pariksha_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER mock_test_questions_content_change_trigger AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mock_test_questions
  FOR EACH STATEMENT EXECUTE FUNCTION pariksha_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER mcqs_content_change_trigger AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mcqs
  FOR EACH STATEMENT EXECUTE FUNCTION pariksha_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER attempts_content_change_trigger
  AFTER INSERT OR UPDATE OF status, deadline_at, percentage, mock_test_id, user_id, kind ON attempts
  FOR EACH ROW WHEN (NEW.kind = 'mock_test') EXECUTE FUNCTION pariksha_notify_user_content_change();
--> statement-breakpoint
CREATE TRIGGER attempts_deleted_content_change_trigger AFTER DELETE ON attempts
  FOR EACH ROW WHEN (OLD.kind = 'mock_test') EXECUTE FUNCTION pariksha_notify_user_content_change();
--> statement-breakpoint
CREATE TRIGGER plan_usage_content_change_trigger AFTER INSERT OR UPDATE ON plan_usage
  FOR EACH ROW WHEN (NEW.counter = 'mock_tests') EXECUTE FUNCTION pariksha_notify_user_content_change();
--> statement-breakpoint
CREATE TRIGGER plan_usage_deleted_content_change_trigger AFTER DELETE ON plan_usage
  FOR EACH ROW WHEN (OLD.counter = 'mock_tests') EXECUTE FUNCTION pariksha_notify_user_content_change();
