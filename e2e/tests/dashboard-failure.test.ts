import type { Page } from 'playwright-core';
import { DESKTOP, screenshot, signIn, useBrowserPage } from '../src/browser';
import { shellWithUnreachableApi } from '../src/unreachableApi';

// The dashboard when its figures cannot be loaded: logged as the spec says, and the person is
// told what happened and can retry, rather than facing an empty page.

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

test('a dashboard that cannot reach the API logs the failure, says what happened and offers Retry', async () => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const shell = await shellWithUnreachableApi();
  try {
    await page.goto(`${shell.origin}/auth/sign-in`);
    await signIn(page, 'admin@example.org');
    const alert = page.getByRole('alert').filter({ hasText: 'The dashboard figures could not be loaded.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The server could not be reached. Check your connection and try again.');
    expect(logged.some((text) => text.startsWith('Failed to fetch dashboard KPIs'))).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await screenshot(page, 'dashboard-load-failed');
    const retried = page.waitForRequest((request) => request.url().includes('/admin/stats'));
    await alert.getByRole('button', { name: 'Retry' }).click();
    await retried;
    await alert.waitFor();
  } finally {
    await shell.stop();
  }
});
