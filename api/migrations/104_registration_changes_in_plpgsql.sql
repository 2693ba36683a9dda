-- Issue 56's bench, at 1,000,000 rows: every change of a registration runs this from its statement
-- trigger, and as a SQL function its ten statements were planned again at each call (PostgreSQL caches
-- no plan of a SQL function between calls): about 1.6 ms of a confirmation's 2 ms in the trigger,
-- 8.7 ms on a connection's first change. The same statements in PL/pgSQL keep their plans for the
-- connection's life.
CREATE OR REPLACE FUNCTION apply_registration_changes(changes registration_change[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
    -- Duplicate Audit: members per contact number, and how many numbers are shared by two or more.
    -- A registration merged into another has no contact key here (as_registration_change): it is in no group.
    WITH delta AS (
      SELECT c.contact_key, sum(c.sign)::integer AS change
      FROM unnest(changes) AS c
      WHERE c.contact_key IS NOT NULL
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

    -- The same figures per centre, for a person who sees only some centres (their dashboard).
    INSERT INTO center_counter_slots AS s (center_code, slot, total_registrations, successful_payments, online_pending,
                                           offline_pending, total_disqualified, total_duplicates)
    SELECT g.center_code, summary_counter_slot(), k.total_registrations, k.successful_payments, k.online_pending,
           k.offline_pending, k.total_disqualified, k.total_duplicates
    FROM (SELECT c.center_code, array_agg(c) AS changes FROM unnest(changes) AS c GROUP BY c.center_code) AS g,
         LATERAL registration_kpis(g.changes) AS k
    WHERE k.total_registrations <> 0 OR k.successful_payments <> 0 OR k.online_pending <> 0
       OR k.offline_pending <> 0 OR k.total_disqualified <> 0 OR k.total_duplicates <> 0
    ORDER BY 1
    ON CONFLICT (center_code, slot) DO UPDATE SET
      total_registrations = s.total_registrations + excluded.total_registrations,
      successful_payments = s.successful_payments + excluded.successful_payments,
      online_pending = s.online_pending + excluded.online_pending,
      offline_pending = s.offline_pending + excluded.offline_pending,
      total_disqualified = s.total_disqualified + excluded.total_disqualified,
      total_duplicates = s.total_duplicates + excluded.total_duplicates;

    -- A registration without a gender counts under '' so that the key has no null.
    INSERT INTO registration_filter_counts AS f
    SELECT c.center_code, c.status, c.cadre, c.std, c.payment_mode, c.payment_status, coalesce(c.gender, ''), c.level_enrolled, sum(c.sign)
    FROM unnest(changes) AS c
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (center_code, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
    DO UPDATE SET registrations = f.registrations + excluded.registrations;

    -- A school without an official name counts under ''.
    INSERT INTO school_filter_counts AS f
    SELECT c.school_value, coalesce(c.school_name, ''), c.center_code, c.status, c.cadre, c.std, c.payment_mode, c.payment_status,
           coalesce(c.gender, ''), c.level_enrolled, sum(c.sign)
    FROM unnest(changes) AS c
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (school_value, school_name, center_code, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
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

    INSERT INTO registration_quarter_hour_counts AS q (quarter, center_code, registrations)
    SELECT date_bin('15 minutes', c.created_at, timestamptz '2000-01-01 00:00:00+00'), c.center_code, sum(c.sign)
    FROM unnest(changes) AS c
    GROUP BY 1, 2
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (quarter, center_code) DO UPDATE SET registrations = q.registrations + EXCLUDED.registrations;
END
$function$;
