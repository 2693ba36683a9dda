-- Messages that reach people (api/src/messages/). Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.
--
-- The outbox: a message is written in the same transaction as the change that causes it, so a
-- change rolled back sends nothing and a committed one always has its message; the delivery worker
-- sends it afterwards, never inside a staff member's request. `seq` orders a registration's
-- messages (sent in the order written); `lease_until` is how long a worker that took a message may
-- hold it before another takes it again (a worker killed mid-send), with the same `id`, which is
-- the e-mail's Message-ID and the gateway's reference, so a second copy is recognisably the same.
CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  template text NOT NULL,
  recipient text NOT NULL,
  subject text,
  -- As rendered; removed after the audit settings' retention period (the fact of sending stays).
  body text,
  html text,
  dlt_template_id text,
  -- What travels with it: { "receiptNumber": "..." } attaches that receipt's PDF.
  attachment jsonb,
  registration_id text,
  staff_uid text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- Each attempt: { "at", "outcome": "sent" | "retry" | "failed", "answer" }.
  attempt_log jsonb NOT NULL DEFAULT '[]',
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  resent_from uuid REFERENCES messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  body_removed_at timestamptz
);

-- The worker's next batch: what is due, oldest first.
CREATE INDEX messages_due ON messages (seq) WHERE status IN ('queued', 'sending');
CREATE INDEX messages_of_registration ON messages (registration_id, seq) WHERE registration_id IS NOT NULL;
CREATE INDEX messages_by_status ON messages (status, seq);
CREATE INDEX messages_by_template ON messages (template, seq);
CREATE INDEX messages_bodies_kept ON messages (created_at) WHERE body IS NOT NULL;

-- A parent's link to a receipt (GET /r/{token}): the token is this id and its signature, so it
-- names the receipt without revealing the registration; fetches are counted per link, apart from
-- the staff's copy count.
CREATE TABLE receipt_links (
  id text COLLATE "C" PRIMARY KEY,
  receipt_number text COLLATE "C" NOT NULL REFERENCES receipts (number),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  fetches integer NOT NULL DEFAULT 0
);

-- Keys the API signs with, made once by the first instance and shared by every one.
CREATE TABLE signing_keys (
  name text PRIMARY KEY,
  secret text NOT NULL
);

-- Registrations gain an optional e-mail: a receipt and notices go there too.
ALTER TABLE registrations ADD COLUMN email text;

-- Templates carry an SMS text beside the e-mail, and the DLT template id India's SMS rules ask for.
ALTER TABLE notification_templates ADD COLUMN sms_text text NOT NULL DEFAULT '';
ALTER TABLE notification_templates ADD COLUMN dlt_template_id text NOT NULL DEFAULT '';

UPDATE notification_templates SET
  variables = ARRAY['name', 'paymentId', 'amount', 'registrationId', 'receiptNumber', 'receiptLink'],
  sms_text = 'Dear {{name}}, we received ₹{{amount}} for registration {{registrationId}}. Receipt {{receiptNumber}}: {{receiptLink}}'
WHERE id = 'payment-received';
UPDATE notification_templates SET
  sms_text = 'Dear {{name}}, your registration {{registrationId}} for the abacus competition is confirmed.'
WHERE id = 'registration-confirmation';
UPDATE notification_templates SET
  sms_text = 'Dear {{name}}, registration {{registrationId}} has been disqualified. Reason: {{reason}}'
WHERE id = 'disqualification-notice';

INSERT INTO notification_templates (id, name, subject, content, variables, sms_text) VALUES
  ('staff-invitation', 'Staff Invitation',
   'You are invited to the Abacus Admin Portal',
   E'Hello,\n\n{{invitedBy}} has invited you to the Abacus Admin Portal as {{role}}.\n\nSet your password here: {{link}}\n\nThe link can be used once.',
   ARRAY['invitedBy', 'role', 'link'], ''),
  ('approval-requested', 'Approval Requested (Staff)',
   'Approval needed: ₹{{amount}} for {{registrationId}}',
   E'Hello,\n\n{{requestedBy}} confirmed a payment of ₹{{amount}} for {{name}} ({{registrationId}}), which needs a second admin''s approval.\n\nOpen the Approvals list in the portal: {{portalLink}}',
   ARRAY['requestedBy', 'amount', 'name', 'registrationId', 'portalLink'], ''),
  ('disqualification-staff', 'Disqualification (Staff)',
   'Registration {{registrationId}} disqualified',
   E'Hello,\n\n{{actor}} disqualified {{name}} ({{registrationId}}) of centre {{centerCode}}.\n\nReason: {{reason}}',
   ARRAY['actor', 'name', 'registrationId', 'centerCode', 'reason'], ''),
  ('export-ready', 'Export Ready (Staff)',
   'Your {{kind}} export is ready',
   E'Hello,\n\nThe {{kind}} export you asked for is ready to download from Settings, Data: {{portalLink}}',
   ARRAY['kind', 'portalLink'], '');

-- Someone limited to some centres sees the messages of their centres' registrants only (not staff
-- notices); what they do may still write a notice to others (an approval asked of the admins).
ALTER TABLE messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE messages FORCE ROW LEVEL SECURITY;
CREATE POLICY centre_scope ON messages TO abacus_scoped
  USING (registration_id IS NOT NULL AND registration_in_scope(registration_id))
  WITH CHECK (registration_id IS NULL OR registration_in_scope(registration_id));
DO $$
BEGIN
  EXECUTE format('CREATE POLICY every_centre ON messages TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
