-- Payment lookups and the audit trail's actor and registration filters forgive case, as the
-- registration search does: 'pay-abacus-000936' finds PAY-ABACUS-000936.
CREATE INDEX registrations_payment_id_lower ON registrations (lower(payment_id));
CREATE INDEX registrations_merchant_transaction_id_lower ON registrations (lower(merchant_transaction_id));

-- The audit trail filters by part of an actor's e-mail or of a registration id, any case.
CREATE INDEX audit_log_actor_trgm ON audit_log USING gin (lower(actor_email) gin_trgm_ops);
CREATE INDEX audit_log_registration_trgm ON audit_log USING gin (lower(registration_id) gin_trgm_ops);
