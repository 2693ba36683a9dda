-- The language receipts are printed in (issue 63): a Payment setting, English unless a superadmin
-- chooses Hindi or Tamil. Organisations that set their payments up before it get English.
UPDATE portal_settings SET value = value || '{"receiptLanguage": "en-IN"}'::jsonb
WHERE section = 'payment' AND NOT value ? 'receiptLanguage';
