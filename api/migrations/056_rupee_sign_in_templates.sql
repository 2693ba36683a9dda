-- The portal writes amounts as ₹300; the Payment Received template said "Rs. 300". A template
-- a superadmin has edited is theirs and stays as it is; only the untouched default changes.
UPDATE notification_templates
SET content = replace(content, 'Rs. {{amount}}', '₹{{amount}}'), version = version + 1, updated_at = now()
WHERE id = 'payment-received'
  AND content = E'Dear {{name}},\n\nWe have received your payment of Rs. {{amount}} (payment ID {{paymentId}}) for registration {{registrationId}}.\n\nThank you.';
