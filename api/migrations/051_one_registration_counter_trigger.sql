-- Every table kept from the registrations (the dashboard counters, the list's filter and school
-- counts, Duplicate Audit's contact groups, the search table and the trend chart's quarter hours)
-- is now kept by one trigger function, fired once per statement: the six families of the earlier
-- migrations each had their own trio of triggers and their own row type.
-- The row type and the KPI definition are migration 050's.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

DROP TRIGGER registrations_counted_on_insert ON registrations;
DROP TRIGGER registrations_counted_on_update ON registrations;
DROP TRIGGER registrations_counted_on_delete ON registrations;
DROP TRIGGER registrations_contacts_on_insert ON registrations;
DROP TRIGGER registrations_contacts_on_update ON registrations;
DROP TRIGGER registrations_contacts_on_delete ON registrations;
DROP TRIGGER registrations_trended_on_insert ON registrations;
DROP TRIGGER registrations_trended_on_update ON registrations;
DROP TRIGGER registrations_trended_on_delete ON registrations;
DROP TRIGGER registrations_filter_counted_on_insert ON registrations;
DROP TRIGGER registrations_filter_counted_on_update ON registrations;
DROP TRIGGER registrations_filter_counted_on_delete ON registrations;
DROP TRIGGER registrations_school_counted_on_insert ON registrations;
DROP TRIGGER registrations_school_counted_on_update ON registrations;
DROP TRIGGER registrations_school_counted_on_delete ON registrations;
DROP TRIGGER registrations_searched_on_insert ON registrations;
DROP TRIGGER registrations_searched_on_update ON registrations;
DROP TRIGGER registrations_searched_on_delete ON registrations;

DROP FUNCTION count_inserted_registrations(), count_updated_registrations(), count_deleted_registrations(),
  count_inserted_contacts(), count_updated_contacts(), count_deleted_contacts(),
  trend_inserted_registrations(), trend_updated_registrations(), trend_deleted_registrations(),
  filter_count_inserted_registrations(), filter_count_updated_registrations(), filter_count_deleted_registrations(),
  school_count_inserted_registrations(), school_count_updated_registrations(), school_count_deleted_registrations(),
  search_rows_inserted(), search_rows_updated(), search_rows_deleted();
DROP FUNCTION apply_registration_counts(registration_count_row[]), apply_contact_counts(contact_count_row[]),
  apply_registration_trends(registration_trend_row[]), apply_filter_counts(registration_filter_row[]),
  apply_school_filter_counts(school_filter_row[]);
DROP TYPE registration_count_row, contact_count_row, registration_trend_row, registration_filter_row, school_filter_row;

-- search_text is name, registration id and payment id joined by U+001F, lower-cased by the "C"
-- rules, so that a search is a plain LIKE on it (see migration 011).
CREATE FUNCTION as_registration_change(sign integer, r registrations) RETURNS registration_change
LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(sign, r.registration_id, r.created_at, r.status, r.cadre, r.std, r.payment_mode, r.payment_status,
             r.gender, r.level_enrolled, r.school_value, r.school_name, r.contact_key,
             lower((r.name || E'\x1f' || r.registration_id || E'\x1f' || r.payment_id) COLLATE "C"),
             r.contact_number)::registration_change
$$;

-- Applies one statement's changes to every kept table, in the order the separate triggers ran
-- (contacts, counters, filter counts, schools, search, trends) and each table's keys in order, so
-- that two transactions lock the same rows in the same order. A change that cancels out (an
-- edit that keeps every counted column) writes and locks nothing.
CREATE FUNCTION apply_registration_changes(changes registration_change[]) RETURNS void
LANGUAGE sql AS $$
  -- Duplicate Audit: members per contact number, and how many numbers are shared by two or more.
  WITH delta AS (
    SELECT c.contact_key, sum(c.sign)::integer AS change
    FROM unnest(changes) AS c
    GROUP BY c.contact_key
    HAVING sum(c.sign) <> 0
  ), counted AS (
    INSERT INTO contact_groups AS g (contact_key, member_count)
    SELECT contact_key, change FROM delta ORDER BY contact_key
    ON CONFLICT (contact_key) DO UPDATE SET member_count = g.member_count + excluded.member_count
    RETURNING g.contact_key, g.member_count
  ), shared AS (
    SELECT sum((k.member_count > 1)::integer - (k.member_count - d.change > 1)::integer) AS change
    FROM counted k JOIN delta d USING (contact_key)
  )
  UPDATE summary_counter_slots s SET shared_contact_numbers = s.shared_contact_numbers + shared.change
  FROM shared
  WHERE s.slot = summary_counter_slot() AND shared.change <> 0;

  UPDATE summary_counter_slots s SET
    total_registrations = s.total_registrations + k.total_registrations,
    successful_payments = s.successful_payments + k.successful_payments,
    online_pending = s.online_pending + k.online_pending,
    offline_pending = s.offline_pending + k.offline_pending,
    total_disqualified = s.total_disqualified + k.total_disqualified,
    total_duplicates = s.total_duplicates + k.total_duplicates
  FROM registration_kpis(changes) AS k
  WHERE s.slot = summary_counter_slot()
    AND (k.total_registrations <> 0 OR k.successful_payments <> 0 OR k.online_pending <> 0
         OR k.offline_pending <> 0 OR k.total_disqualified <> 0 OR k.total_duplicates <> 0);

  -- A registration without a gender counts under '' so that the key has no null.
  INSERT INTO registration_filter_counts AS f
  SELECT c.status, c.cadre, c.std, c.payment_mode, c.payment_status, coalesce(c.gender, ''), c.level_enrolled, sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(c.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
  DO UPDATE SET registrations = f.registrations + excluded.registrations;

  -- A school without an official name counts under ''.
  INSERT INTO school_filter_counts AS f
  SELECT c.school_value, coalesce(c.school_name, ''), c.status, c.cadre, c.std, c.payment_mode, c.payment_status,
         coalesce(c.gender, ''), c.level_enrolled, sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  HAVING sum(c.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (school_value, school_name, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
  DO UPDATE SET registrations = f.registrations + excluded.registrations;

  INSERT INTO registration_schools AS s
  SELECT c.school_value, coalesce(c.school_name, ''), sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1, 2
  HAVING sum(c.sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (school_value, school_name) DO UPDATE SET registrations = s.registrations + excluded.registrations;

  -- The search table: a removed row goes unless the statement also keeps it (an update); a kept
  -- row is written only when a searched field changed, which most updates (payments, status) leave.
  DELETE FROM registration_search s
  USING (SELECT c.registration_id FROM unnest(changes) AS c GROUP BY 1 HAVING max(c.sign) = -1) AS removed
  WHERE s.registration_id = removed.registration_id;

  INSERT INTO registration_search AS s
  SELECT c.registration_id, c.search_text, c.search_contact
  FROM unnest(changes) AS c
  WHERE c.sign = 1
  ORDER BY 1
  ON CONFLICT (registration_id) DO UPDATE SET search_text = excluded.search_text, search_contact = excluded.search_contact
  WHERE (s.search_text, s.search_contact) IS DISTINCT FROM (excluded.search_text, excluded.search_contact);

  INSERT INTO registration_quarter_hour_counts AS q (quarter, registrations)
  SELECT date_bin('15 minutes', c.created_at, timestamptz '2000-01-01 00:00:00+00'), sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1
  HAVING sum(c.sign) <> 0
  ORDER BY 1
  ON CONFLICT (quarter) DO UPDATE SET registrations = q.registrations + EXCLUDED.registrations;
$$;

-- A statement trigger with transition tables can name one event only, hence one trigger per event,
-- all running the same function.
CREATE FUNCTION registrations_kept_tables() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_registration_changes(ARRAY(SELECT as_registration_change(1, n) FROM new_rows AS n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM apply_registration_changes(ARRAY(
      SELECT as_registration_change(1, n) FROM new_rows AS n
      UNION ALL
      SELECT as_registration_change(-1, o) FROM old_rows AS o));
  ELSE
    PERFORM apply_registration_changes(ARRAY(SELECT as_registration_change(-1, o) FROM old_rows AS o));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_kept_on_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_kept_tables();
CREATE TRIGGER registrations_kept_on_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_kept_tables();
CREATE TRIGGER registrations_kept_on_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_kept_tables();
