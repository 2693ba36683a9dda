-- The registration list sorts by centre (its Centre column, for people who see several centres):
-- the sort index every sortable column has, read forwards or backwards, ties by id.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.
CREATE INDEX registrations_center_sort ON registrations (center_code, registration_id);
