-- Passkeys (issue 58): a staff member's WebAuthn credentials, the challenges the API hands out for
-- them, and the second factor a session (migration 082) has passed. Runs on PostgreSQL 15 and PGlite.
CREATE TABLE staff_passkeys (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  uid text NOT NULL REFERENCES staff_accounts (uid) ON DELETE CASCADE,
  -- The credential id as the browser sends it (base64url), unique across everyone.
  credential_id text NOT NULL UNIQUE,
  -- The COSE public key the authenticator made.
  public_key bytea NOT NULL,
  -- The authenticator's signature counter (0 for most passkeys, which keep none).
  sign_count bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX staff_passkeys_uid ON staff_passkeys (uid, created_at);

-- A challenge is the session's, for one purpose, used once (deleted as it is checked), and good for
-- 2 minutes. Kept in the database so that any instance may check what another handed out.
CREATE TABLE webauthn_challenges (
  challenge text NOT NULL PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES staff_sessions (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  expires_at timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);

-- When the session last passed its second factor (a passkey); null: never. Read with the account on
-- every call (api/src/staff/staff-accounts.ts), so checking it costs no round trip of its own.
ALTER TABLE staff_sessions ADD COLUMN second_factor_at timestamptz;
