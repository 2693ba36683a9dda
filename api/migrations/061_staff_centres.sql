-- The centres whose registrations a staff member sees, by code; empty: every centre. A superadmin
-- always sees every centre, whatever is stored (the API refuses to limit one).
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

ALTER TABLE staff_accounts ADD COLUMN centers text[] COLLATE "C" NOT NULL DEFAULT '{}';
