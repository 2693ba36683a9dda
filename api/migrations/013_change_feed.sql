-- The change feed, so that every API instance hears every change. Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.
--
-- Every committed change to a registration (its payment included), a settings section (feature
-- flags included), a centre, a template or a staff account sends a small event on the channel
-- 'abacus_changes' with NOTIFY, in the transaction that makes it: PostgreSQL delivers it only if
-- that transaction commits. Each API instance LISTENs on one connection and passes the events to
-- its browsers (api/src/plugins/change-feed.ts). The payload is
--   { "type": "registration" | "payment" | "settings" | "center" | "template" | "staff",
--     "id": text | null, "version": integer | null, "actor": { "uid", "email" } | null }
-- well under NOTIFY's 8,000-byte limit (ids are at most a few hundred characters).
--
-- The actor is the one the audit trail records: every audited change writes its audit entry in
-- the same transaction, after the row. So the row triggers are constraint triggers deferred to the
-- commit, when that entry exists, and read it back (audit entries default `at` to now(), the
-- transaction's start, so the entry of this transaction is the one at now()).

CREATE FUNCTION change_actor(p_registration_id text, p_target_types text[], p_target_id text) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT json_build_object('uid', actor_uid, 'email', actor_email)
  FROM audit_log
  WHERE at = now() AND actor_uid IS NOT NULL
    AND (CASE WHEN p_registration_id IS NOT NULL THEN registration_id = p_registration_id
              ELSE target_type = ANY (p_target_types) AND target_id = p_target_id END)
  ORDER BY id DESC
  LIMIT 1
$$;

CREATE FUNCTION notify_change(p_type text, p_id text, p_version integer, p_actor json) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify('abacus_changes', json_build_object('type', p_type, 'id', p_id, 'version', p_version, 'actor', p_actor)::text)
$$;

-- Registrations: updates and deletes one event each; 'payment' when the payment changed.
CREATE FUNCTION registration_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id text := CASE WHEN TG_OP = 'DELETE' THEN OLD.registration_id ELSE NEW.registration_id END;
  kind text := CASE WHEN TG_OP = 'UPDATE' AND (OLD.payment_status, OLD.payment_mode, OLD.payment_amount)
                        IS DISTINCT FROM (NEW.payment_status, NEW.payment_mode, NEW.payment_amount)
                    THEN 'payment' ELSE 'registration' END;
BEGIN
  PERFORM notify_change(kind, id, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.version END, change_actor(id, NULL, NULL));
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER registrations_announced_on_update AFTER UPDATE ON registrations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION registration_changed();
CREATE CONSTRAINT TRIGGER registrations_announced_on_delete AFTER DELETE ON registrations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION registration_changed();

-- Inserts come one at a time (a registration made elsewhere), by the thousand (a CSV import) or
-- by the million (the seed): one event per statement, naming the row only when there is one.
CREATE FUNCTION registrations_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
  only_id text;
BEGIN
  SELECT count(*), min(registration_id) INTO n, only_id FROM new_rows;
  IF n = 0 THEN RETURN NULL; END IF;
  PERFORM notify_change('registration', CASE WHEN n = 1 THEN only_id END, CASE WHEN n = 1 THEN 1 END, change_actor(only_id, NULL, NULL));
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_announced_on_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_inserted();

-- Settings sections: the featureFlags section is audited per flag ('feature_flag', its key).
CREATE FUNCTION settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_change('settings', NEW.section, NEW.version,
    CASE WHEN NEW.section = 'featureFlags'
         THEN (SELECT json_build_object('uid', actor_uid, 'email', actor_email) FROM audit_log
               WHERE at = now() AND target_type = 'feature_flag' AND actor_uid IS NOT NULL ORDER BY id DESC LIMIT 1)
         ELSE change_actor(NULL, ARRAY['settings'], NEW.section) END);
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER portal_settings_announced AFTER UPDATE ON portal_settings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION settings_changed();

-- Centres, templates and staff accounts: one function, told the event type, the audit target
-- type and the key column by the trigger's arguments. Staff records carry no version.
CREATE FUNCTION row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  id text := item ->> TG_ARGV[2];
BEGIN
  PERFORM notify_change(TG_ARGV[0], id, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE (item ->> 'version')::integer END,
                        change_actor(NULL, ARRAY[TG_ARGV[1]], id));
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER centers_announced AFTER INSERT OR UPDATE OR DELETE ON centers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_changed('center', 'center', 'id');
CREATE CONSTRAINT TRIGGER notification_templates_announced AFTER UPDATE ON notification_templates
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_changed('template', 'template', 'id');

-- Staff accounts: what the Users tab shows, not the last-active time every request moves, nor
-- the private parts of a profile.
CREATE CONSTRAINT TRIGGER staff_accounts_announced_on_insert AFTER INSERT ON staff_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_changed('staff', 'staff_account', 'uid');
CREATE CONSTRAINT TRIGGER staff_accounts_announced_on_update AFTER UPDATE ON staff_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.email, OLD.display_name, OLD.role, OLD.status) IS DISTINCT FROM (NEW.email, NEW.display_name, NEW.role, NEW.status))
  EXECUTE FUNCTION row_changed('staff', 'staff_account', 'uid');
CREATE CONSTRAINT TRIGGER staff_accounts_announced_on_delete AFTER DELETE ON staff_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_changed('staff', 'staff_account', 'uid');
