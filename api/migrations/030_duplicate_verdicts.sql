-- Duplicate Audit's "Not a duplicate": a verdict on the registrations that shared a contact
-- number when it was given. It holds for exactly those registrations: one more joining the number
-- reopens the group. One verdict per number, the latest.
CREATE TABLE duplicate_verdicts (
  contact_key text COLLATE "C" PRIMARY KEY,
  registration_ids text[] NOT NULL,
  decided_by text,
  decided_at timestamptz NOT NULL DEFAULT now()
);
