// The screens' first paint loads no zod (about 20 KB compressed on a phone's first load): values
// their code needs from a topic with schemas come from zod-free files (audit-actions.ts,
// feature-flags.ts). What opens later may use it.
jest.mock('zod', () => {
  throw new Error('zod was loaded by the first paint');
});

test('what the exposed routes import at first paint holds no zod', async () => {
  await expect(import('./routes')).resolves.toHaveProperty('default');
});

test('the audit trail, which the routes load when it is opened, holds no zod', async () => {
  await expect(import('./features/audit/components/AuditTrailPage')).resolves.toHaveProperty('AuditTrailPage');
});

test('the messages screen, which the routes load when it is opened, holds no zod', async () => {
  await expect(import('./features/messages/components/MessagesPage')).resolves.toHaveProperty('MessagesPage');
});
