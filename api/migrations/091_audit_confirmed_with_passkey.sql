-- Issue 58, item 3. A money action (approving, cancelling a receipt, the payment settings, staff
-- roles, centres, invitations and removals, a release rolled by hand) made by someone whose session
-- passed its passkey check within the last few minutes: its audit entry says so. Null: it was not
-- (a person without a passkey while the organisation does not require one), or any other action.
ALTER TABLE audit_log ADD COLUMN actor_confirmed_with text COLLATE "C" CHECK (actor_confirmed_with IN ('passkey'));
