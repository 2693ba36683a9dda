-- Each staff member's own profile: contact details and an avatar image.

-- Avatars are stored once per content (the key is the SHA-256 of the bytes) and served at
-- /avatars/<sha256>: a new image is a new address, so an address can be cached for ever.
CREATE TABLE staff_avatars (
  sha256 text COLLATE "C" PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE staff_accounts
  ADD COLUMN phone text,
  ADD COLUMN alternate_email text,
  ADD COLUMN avatar_sha256 text COLLATE "C" REFERENCES staff_avatars (sha256);
-- Finding whether a replaced avatar is still used by anyone, without reading every account.
CREATE INDEX staff_accounts_avatar ON staff_accounts (avatar_sha256);
