-- Notices from the change feed: what staff are told of others' changes. Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.
--
-- 1. Registration events say what happened when it is something a person may be told about:
--    `change` 'paid' (the payment status went to success) or 'disqualified' (the status went to
--    disqualified). The field is left out otherwise, so payloads stay as small as before and an
--    older shell, which reads only type, id, version and actor, is unaffected.
-- 2. A new event type 'job': a bulk job finished ('bulkCompleted', 'bulkFailed'), a registrations
--    CSV download finished ('exportCompleted'). Its id is the job's, its actor the person who asked for it; GET /admin/events
--    sends it to that person only (api/src/routes/events.ts).

CREATE FUNCTION notify_change(p_type text, p_id text, p_version integer, p_actor json, p_change text) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify('abacus_changes',
    CASE WHEN p_change IS NULL
         THEN json_build_object('type', p_type, 'id', p_id, 'version', p_version, 'actor', p_actor)
         ELSE json_build_object('type', p_type, 'id', p_id, 'version', p_version, 'actor', p_actor, 'change', p_change) END::text)
$$;

CREATE OR REPLACE FUNCTION registration_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id text := CASE WHEN TG_OP = 'DELETE' THEN OLD.registration_id ELSE NEW.registration_id END;
  kind text := CASE WHEN TG_OP = 'UPDATE' AND (OLD.payment_status, OLD.payment_mode, OLD.payment_amount)
                        IS DISTINCT FROM (NEW.payment_status, NEW.payment_mode, NEW.payment_amount)
                    THEN 'payment' ELSE 'registration' END;
  what text := CASE WHEN TG_OP <> 'UPDATE' THEN NULL
                    WHEN NEW.status = 'disqualified' AND OLD.status IS DISTINCT FROM 'disqualified' THEN 'disqualified'
                    WHEN NEW.payment_status = 'success' AND OLD.payment_status IS DISTINCT FROM 'success' THEN 'paid' END;
BEGIN
  PERFORM notify_change(kind, id, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.version END, change_actor(id, NULL, NULL), what);
  RETURN NULL;
END $$;

-- Jobs: announced once, when they end, to their owner. Not deferred: the owner is on the row.
CREATE FUNCTION bulk_job_finished() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_change('job', NEW.id::text, NULL, json_build_object('uid', NEW.created_by_uid, 'email', NEW.created_by_email),
                        CASE WHEN NEW.status = 'completed' THEN 'bulkCompleted' ELSE 'bulkFailed' END);
  RETURN NULL;
END $$;

CREATE TRIGGER bulk_jobs_announced_when_finished AFTER UPDATE OF status ON bulk_jobs
  FOR EACH ROW WHEN (NEW.status IN ('completed', 'failed') AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION bulk_job_finished();

CREATE FUNCTION export_link_finished() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_change('job', NEW.id::text, NULL, json_build_object('uid', NEW.staff_uid, 'email', NULL), 'exportCompleted');
  RETURN NULL;
END $$;

CREATE TRIGGER export_links_announced_when_finished AFTER UPDATE OF finished_at ON export_links
  FOR EACH ROW WHEN (OLD.finished_at IS NULL AND NEW.finished_at IS NOT NULL)
  EXECUTE FUNCTION export_link_finished();
