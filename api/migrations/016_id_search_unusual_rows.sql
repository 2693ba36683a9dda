-- A fast id-shaped search at 1,000,000 registrations: an id-shaped search (api/src/registrations/repository.ts, idShapedPage) without a
-- trigram scan. The searched fields of nearly every registration have the usual shapes: a name
-- without digits, REG-<up to 9 digits>, PAY-<capitals>-<up to 9 digits> without "REG-" in it, a
-- phone number of 10 digits, perhaps after 0 or +91. In such a row an id-shaped term can only be found
-- where the unique and sort indexes look (the start of an id or of a phone number, after at most
-- its 0 or +91), so only the other rows, the unusual ones this partial index holds, need the
-- substring rule itself. Keep the shapes in step with the lookups of idShapedPage.
CREATE FUNCTION registration_search_unusual(name text, registration_id text, payment_id text, contact_number text)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT NOT (name !~ '[0-9]'
              AND registration_id ~ '^REG-[0-9]{1,9}$'
              AND payment_id ~ '^PAY-[A-Z]+-[0-9]{1,9}$' AND payment_id !~ 'REG-'
              AND contact_number ~ '^(0|\+91)?[0-9]{10}$')
$$;

CREATE INDEX registrations_search_unusual ON registrations (registration_id)
  WHERE registration_search_unusual(name, registration_id, payment_id, contact_number);
