import type { DemoDataConfig } from '../config';
import { BROWSER_TEST_ACCOUNTS, DEMO_ACCOUNTS, ensureDemoAccounts } from '../seed/demo-accounts';
import { loadRegistrations } from '../seed/load-registrations';
import { DEFAULT_SEED } from '../seed/registration-generator';
import { switchOnDemoFeatures } from '../settings/portal-settings';
import fp from 'fastify-plugin';

function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Local runs and tests: the demo accounts (and the browser suite's own, when asked for), the features the demo shows switched on (Duplicate
 * Merge) until a superadmin first switches a flag, and demo registrations when the database has none.
 * Needs the db and auth plugins before it.
 */
export const demoDataPlugin = fp<{ demoData: DemoDataConfig }>(async (app, { demoData }) => {
  await ensureDemoAccounts(app.firebaseAuth, app.db, demoData.browserTestAccounts ? [...DEMO_ACCOUNTS, ...BROWSER_TEST_ACCOUNTS] : DEMO_ACCOUNTS);
  await switchOnDemoFeatures(app.db);
  const [existing] = await app.db.query('SELECT 1 FROM registrations LIMIT 1');
  if (existing || demoData.registrations === 0) return;
  const started = Date.now();
  const added = await loadRegistrations(app.db, {
    count: demoData.registrations,
    seed: DEFAULT_SEED,
    anchor: demoData.anchor ?? startOfTodayUtc(),
  });
  app.log.info({ registrations: added, ms: Date.now() - started }, 'seeded demo registrations');
});
