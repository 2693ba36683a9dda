import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from 'tooling/emulator-sign-in';
import { KPI } from './screens';

export const EMAIL = 'superadmin@example.org';
export const WAIT_MS = 30_000;

async function fillSignIn(page: Page, email = EMAIL): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
}

/** Signs in through the sign-in page with "Remember me" (the session then lives in IndexedDB) and waits for the KPI cards. */
export async function signInAs(page: Page, portalUrl: string, email: string): Promise<void> {
  await page.goto(`${portalUrl}/auth/sign-in`);
  await fillSignIn(page, email);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.locator(KPI).waitFor({ timeout: WAIT_MS });
}
