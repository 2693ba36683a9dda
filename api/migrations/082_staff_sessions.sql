-- Sessions (Profile > Security): one sign-in of a staff member, named by its ID token's uid and
-- auth_time, so every token refreshed from it belongs to it. Written on the first call a sign-in
-- makes, read with the staff account on every call (api/src/staff/staff-accounts.ts), so ending
-- one counts on its next call on every instance. Later work hangs the session's second factor on
-- this row. Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.
CREATE TABLE staff_sessions (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  uid text NOT NULL REFERENCES staff_accounts (uid) ON DELETE CASCADE,
  -- The ID token's auth_time (seconds since 1970): the sign-in itself.
  auth_time bigint NOT NULL,
  -- The browser's User-Agent on the session's first call, described in words when listed.
  user_agent text,
  signed_in_at timestamptz NOT NULL,
  -- Moved at most once a minute, as staff_accounts.last_active_at is.
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the person (or a superadmin) ends it: its calls answer 401 from then on.
  ended_at timestamptz,
  CONSTRAINT staff_sessions_sign_in UNIQUE (uid, auth_time)
);

-- An ended session is announced as a change of its account ('staff', the uid): the account's open
-- event streams end on every instance, and the browser whose session it was, reconnecting, is
-- refused and signed out. Several ended at once in one transaction make one notification.
CREATE CONSTRAINT TRIGGER staff_sessions_announced_on_end AFTER UPDATE ON staff_sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION row_changed('staff', 'staff_account', 'uid');
