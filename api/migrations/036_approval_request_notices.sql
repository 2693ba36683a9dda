-- A confirmation sent for approval is announced as such: registration events say `change`
-- 'approvalRequested' when payment.approval is set, so that admins can be told (their payment
-- notifications switch decides, in the shell). Otherwise as 015. Runs on PostgreSQL 15 and PGlite.

CREATE OR REPLACE FUNCTION registration_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id text := CASE WHEN TG_OP = 'DELETE' THEN OLD.registration_id ELSE NEW.registration_id END;
  kind text := CASE WHEN TG_OP = 'UPDATE' AND (OLD.payment_status, OLD.payment_mode, OLD.payment_amount)
                        IS DISTINCT FROM (NEW.payment_status, NEW.payment_mode, NEW.payment_amount)
                    THEN 'payment' ELSE 'registration' END;
  what text := CASE WHEN TG_OP <> 'UPDATE' THEN NULL
                    WHEN NEW.status = 'disqualified' AND OLD.status IS DISTINCT FROM 'disqualified' THEN 'disqualified'
                    WHEN NEW.payment_status = 'success' AND OLD.payment_status IS DISTINCT FROM 'success' THEN 'paid'
                    WHEN NEW.approval IS NOT NULL AND OLD.approval IS NULL THEN 'approvalRequested' END;
BEGIN
  PERFORM notify_change(kind, id, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.version END, change_actor(id, NULL, NULL), what);
  RETURN NULL;
END $$;
