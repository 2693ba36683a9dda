-- An avatar is stored in parts of at most 256 KB, each written and read by a statement of its own.
-- On PGlite a statement holds the only connection, and a 5 MB image written in one kept every other
-- request waiting (another person's stats: 895 ms p95 while one account uploaded) and grew the
-- database's heap for good. Parts are written before the avatar's row, outside its transaction;
-- parts no avatar row names an hour later are swept by the next upload (api/src/profile/profile-store.ts).
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

CREATE TABLE staff_avatar_parts (
  sha256 text COLLATE "C" NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  part integer NOT NULL CHECK (part >= 0),
  bytes bytea NOT NULL,
  written_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sha256, part)
);
-- Images are compressed already: not worth trying again.
ALTER TABLE staff_avatar_parts ALTER COLUMN bytes SET STORAGE EXTERNAL;

ALTER TABLE staff_avatars ADD COLUMN parts integer;
INSERT INTO staff_avatar_parts (sha256, part, bytes, written_at)
SELECT a.sha256, p.part, substring(a.bytes FROM p.part * 262144 + 1 FOR 262144), a.created_at
FROM staff_avatars AS a, generate_series(0, (length(a.bytes) - 1) / 262144) AS p (part);
UPDATE staff_avatars SET parts = (length(bytes) + 262143) / 262144;
ALTER TABLE staff_avatars ALTER COLUMN parts SET NOT NULL, ADD CHECK (parts > 0), DROP COLUMN bytes;
