-- Migration 018 kept 1,000 values of name statistics so that the planner never takes '%kulkarni%'
-- for a rare name. Every search plans with them, though: the planner matches the pattern against
-- each kept value, and an id-shaped search spent 2.9 ms of its 3.0 in the database planning (1.85
-- ms with 100 values, 2.05 with 300, 2.65 with 500; 1,000,000 registrations). With 300 values, over
-- 55 ANALYZEs, '%kulkarni%' (25,160 rows) was estimated at 7,936 to 35,000; the rows plan walked the
-- sort index at an estimate of 3,277 and took the trigram index at 98 (rarer names), so the margin
-- 018 bought is kept.
ALTER TABLE registrations ALTER COLUMN name SET STATISTICS 300;
ANALYZE registrations (name);
