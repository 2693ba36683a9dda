-- Independent approvers: who invited each staff account, or changed its role, and when. A confirmation
-- waiting for approval is refused to an account its requester invited or whose role the requester
-- changed within 30 days (api/src/staff/approver-independence.ts). Kept apart from the audit log, whose
-- retention may delete entries after a single day. Filled from the audit log for the accounts there are.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

CREATE TABLE staff_account_grants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_uid text NOT NULL REFERENCES staff_accounts (uid) ON DELETE CASCADE,
  granted_by_uid text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('invited', 'role_changed')),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_account_grants_by_account ON staff_account_grants (account_uid, granted_by_uid, at);

INSERT INTO staff_account_grants (account_uid, granted_by_uid, kind, at)
SELECT a.target_id, a.actor_uid, CASE a.action WHEN 'staff.invited' THEN 'invited' ELSE 'role_changed' END, a.at
FROM audit_log AS a
JOIN staff_accounts AS s ON s.uid = a.target_id
WHERE a.target_type = 'staff_account' AND a.action IN ('staff.invited', 'staff.role_changed') AND a.actor_uid IS NOT NULL
ORDER BY a.at, a.id;
