-- Migration 018 kept 1,000 values of name statistics so that the planner never takes '%kulkarni%'
-- for a rare name. Every search plans with them, though: the planner matches the pattern against
-- each kept value, and an id-shaped search spent 2.9 ms of its 3.0 in the database planning (1.85
-- ms with 100 values, 2.05 with 300, 2.65 with 500; 1,000,000 registrations). With 300 values, over
-- 55 ANALYZEs, '%kulkarni%' (25,160 rows) was estimated at 7,936 to 35,000; the rows plan walks the
-- sort index for every estimate down to about 3,000 and turns to the trigram index only near 100
-- (measured with rarer names), so the margin 018 bought is kept (issue 17).
ALTER TABLE registrations ALTER COLUMN name SET STATISTICS 300;
ANALYZE registrations (name);
