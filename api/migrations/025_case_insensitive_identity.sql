-- Registration ids, payment ids and merchant transaction ids are one identity whatever their
-- letter case: staff type them in any case and the lookups forgive it, so 'pay-abacus-000010'
-- beside 'PAY-ABACUS-000010' would let a lookup find the wrong child. A unique index on each
-- upper-cased id holds the rule for every writer.
--
-- A database may already hold such case twins. They are neither merged nor renamed (either would
-- change a registration without a person deciding): each group is listed in identity_case_twins
-- (and raised as a NOTICE; the API names them in its log at every start), the oldest registration
-- of a group holds the value in the unique index, and the younger ones are marked in
-- registrations.legacy_case_twin, which exempts them. So nothing new can join a group (it clashes
-- with the oldest), the payment lookups answer a group with 409 rather than pick one, and a marked
-- id that is changed loses its mark (a trigger), its new value then held to the index like any other.

CREATE TABLE identity_case_twins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  found_at timestamptz NOT NULL DEFAULT now(),
  id_column text NOT NULL CHECK (id_column IN ('registration_id', 'payment_id', 'merchant_transaction_id')),
  upper_value text NOT NULL,
  -- The registrations of the group, oldest first: the first keeps its value in the unique index.
  registration_ids text[] NOT NULL,
  -- The values as each of those registrations holds them.
  id_values text[] NOT NULL
);

-- The id columns in which this registration is a younger case twin found above; null for every other row.
ALTER TABLE registrations ADD COLUMN legacy_case_twin text[];

DO $$
DECLARE
  id_column text;
  twin record;
BEGIN
  FOREACH id_column IN ARRAY ARRAY['registration_id', 'payment_id', 'merchant_transaction_id'] LOOP
    FOR twin IN EXECUTE format(
      'SELECT upper(%1$I) AS upper_value,
              array_agg(registration_id ORDER BY created_at, registration_id) AS registration_ids,
              array_agg(%1$I ORDER BY created_at, registration_id) AS id_values
       FROM registrations WHERE %1$I IS NOT NULL
       GROUP BY upper(%1$I) HAVING count(*) > 1', id_column)
    LOOP
      INSERT INTO identity_case_twins (id_column, upper_value, registration_ids, id_values)
      VALUES (id_column, twin.upper_value, twin.registration_ids, twin.id_values);
      UPDATE registrations
      SET legacy_case_twin = array_append(coalesce(legacy_case_twin, ARRAY[]::text[]), id_column)
      WHERE registration_id = ANY (twin.registration_ids[2:]);
      RAISE NOTICE 'case twins in registrations.%: % (registrations %); kept apart, not merged: see identity_case_twins',
        id_column, array_to_string(twin.id_values, ', '), array_to_string(twin.registration_ids, ', ');
    END LOOP;
  END LOOP;
END $$;

-- The marks above queued the change feed's deferred triggers (013), and an index cannot be built
-- over pending trigger events: they run now, and the triggers are deferred again afterwards.
SET CONSTRAINTS ALL IMMEDIATE;
SET CONSTRAINTS ALL DEFERRED;

-- Unique on the upper-cased id; a younger twin is told apart by its own registration id, so it
-- stays in the index (which the lookups read) without clashing. The lower() indexes of 012 go:
-- the lookups read these instead.
CREATE UNIQUE INDEX registrations_registration_id_upper ON registrations (upper(registration_id),
  (CASE WHEN legacy_case_twin @> ARRAY['registration_id'] THEN registration_id ELSE '' END));
CREATE UNIQUE INDEX registrations_payment_id_upper ON registrations (upper(payment_id),
  (CASE WHEN legacy_case_twin @> ARRAY['payment_id'] THEN registration_id ELSE '' END));
CREATE UNIQUE INDEX registrations_merchant_transaction_id_upper ON registrations (upper(merchant_transaction_id),
  (CASE WHEN legacy_case_twin @> ARRAY['merchant_transaction_id'] THEN registration_id ELSE '' END));
-- The marked rows, which the API names in its log at every start until they are corrected.
CREATE INDEX registrations_legacy_case_twins ON registrations (registration_id) WHERE legacy_case_twin IS NOT NULL;
DROP INDEX registrations_payment_id_lower;
DROP INDEX registrations_merchant_transaction_id_lower;

-- A marked id that changes is no longer the twin the migration found.
CREATE FUNCTION registrations_clear_case_twin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.registration_id IS DISTINCT FROM OLD.registration_id THEN
    NEW.legacy_case_twin := array_remove(NEW.legacy_case_twin, 'registration_id');
  END IF;
  IF NEW.payment_id IS DISTINCT FROM OLD.payment_id THEN
    NEW.legacy_case_twin := array_remove(NEW.legacy_case_twin, 'payment_id');
  END IF;
  IF NEW.merchant_transaction_id IS DISTINCT FROM OLD.merchant_transaction_id THEN
    NEW.legacy_case_twin := array_remove(NEW.legacy_case_twin, 'merchant_transaction_id');
  END IF;
  IF cardinality(NEW.legacy_case_twin) = 0 THEN
    NEW.legacy_case_twin := NULL;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER registrations_clear_case_twin
  BEFORE UPDATE OF registration_id, payment_id, merchant_transaction_id ON registrations
  FOR EACH ROW WHEN (OLD.legacy_case_twin IS NOT NULL)
  EXECUTE FUNCTION registrations_clear_case_twin();
