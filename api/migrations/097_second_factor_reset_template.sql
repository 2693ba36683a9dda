-- Issue 58 item 5: a superadmin's reset of someone's second factor tells them by e-mail, so that a
-- reset they did not ask for is noticed.
INSERT INTO notification_templates (id, name, subject, content, variables, sms_text) VALUES
  ('second-factor-reset', 'Second Factor Reset (Staff)',
   'Your passkeys for the Abacus Admin Portal were removed',
   E'Hello,\n\n{{resetBy}} removed your passkeys and signed you out of the Abacus Admin Portal on every device.\n\nSign in again with your password and add a new passkey in Profile, Security: {{portalLink}}\n\nIf you did not ask for this, tell another administrator at once.',
   ARRAY['resetBy', 'portalLink'], '');
