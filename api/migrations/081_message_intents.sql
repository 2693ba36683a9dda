-- What a change means to send (api/src/messages/intents.ts). Runs on PostgreSQL 15 and PGlite.
--
-- A change writes one row here in its own transaction, as cheap as one insert; the delivery worker
-- composes the messages from it (templates, recipients, the parent's receipt link) in a
-- transaction of its own and deletes it. A change rolled back leaves no intent; a committed one
-- always has its messages. `id` orders composition, so a registration's messages are written,
-- and sent, in the order of the changes that caused them.
CREATE TABLE message_intents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  registration_id text,
  -- { "kind": ..., ... }: what composing needs, as the change knew it.
  intent jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when composing failed (a bug, logged): the intent is kept for a person to look at, and
  -- the ones after it go on.
  failure text
);

CREATE INDEX message_intents_waiting ON message_intents (id) WHERE failure IS NULL;

-- Someone limited to some centres writes intents of their centres' registrations (and staff
-- notices, with no registration); only the API's own role composes and reads them.
ALTER TABLE message_intents ENABLE ROW LEVEL SECURITY;
ALTER TABLE message_intents FORCE ROW LEVEL SECURITY;
CREATE POLICY centre_scope ON message_intents FOR INSERT TO abacus_scoped
  WITH CHECK (registration_id IS NULL OR registration_in_scope(registration_id));
DO $$
BEGIN
  EXECUTE format('CREATE POLICY every_centre ON message_intents TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
