-- A change of a staff account's centres is announced on the change feed like a change of its role
-- (migration 013 listed the columns before centres existed): the person's open event streams end
-- at once and reconnect under the new centres, so a centre taken away stops reaching them and one
-- given starts. Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.
DROP TRIGGER staff_accounts_announced_on_update ON staff_accounts;
CREATE CONSTRAINT TRIGGER staff_accounts_announced_on_update AFTER UPDATE ON staff_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.email, OLD.display_name, OLD.role, OLD.status, OLD.centers) IS DISTINCT FROM (NEW.email, NEW.display_name, NEW.role, NEW.status, NEW.centers))
  EXECUTE FUNCTION row_changed('staff', 'staff_account', 'uid');
