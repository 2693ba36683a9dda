import type { Page } from 'playwright-core';
import { portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// The portal works under the content security policy its static server sends (derived from
// config.json and remotes.json): a walk through every module with no policy violation reported.

const browserPage = useBrowserPage();
let page: Page;
const violations: string[] = [];

beforeEach(async () => {
  page = browserPage.page();
  violations.length = 0;
  // Every document the walk loads reports its violations here, from before its first script runs.
  await browserPage.context().exposeBinding('reportPolicyViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  await browserPage.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportPolicyViolation: (v: string) => Promise<void> }).reportPolicyViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
});

async function visit(path: string, heading: string): Promise<void> {
  await page.goto(portalUrl(path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // Let the screen's calls (API, avatars, remote chunks) finish; not 'networkidle', which a page
  // holding the live event stream never reaches.
  await page.waitForLoadState('load');
  await page
    .getByTestId('live-indicator')
    .filter({ hasText: /^Live$/ })
    .waitFor();
}

test("the shell page carries a policy naming only its own, the remotes', the API's and the Auth emulator's origins", async () => {
  const response = await page.goto(portalUrl('/auth/sign-in'));
  const policy = response!.headers()['content-security-policy'] ?? '';
  const config = (await (await fetch(portalUrl('/config.json'))).json()) as { apiBaseUrl: string; authEmulatorHost: string };
  const remotes = (await (await fetch(portalUrl('/remotes.json'))).json()) as Record<string, string>;
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(' '))
      .find(([key]) => key === name)
      ?.slice(1);
  const remoteOrigins = Object.values(remotes).map((url) => new URL(url).origin);

  expect(directive('default-src')).toEqual(["'self'"]);
  expect(directive('script-src')?.sort()).toEqual(["'self'", ...new Set(remoteOrigins)].sort());
  expect(directive('connect-src')).toEqual(expect.arrayContaining([new URL(config.apiBaseUrl).origin, `http://${config.authEmulatorHost}`]));
  expect(directive('object-src')).toEqual(["'none'"]);
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(response!.headers()['x-frame-options']).toBe('DENY');
});

test('sign-in, dashboard, audit, registrations, payments and every settings tab run without a policy violation', async () => {
  await page.goto(portalUrl('/auth/sign-in'));
  await signIn(page, 'superadmin@example.org');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page
    .getByTestId('live-indicator')
    .filter({ hasText: /^Live$/ })
    .waitFor();
  await visit('/audit', 'Audit Trail');
  await visit('/registrations', 'Registrations');
  await page.getByRole('row').nth(1).waitFor();
  await visit('/payments', 'Payment Management');
  for (const tab of ['organization', 'payment', 'centers', 'users', 'features', 'data']) {
    await visit(`/settings?tab=${tab}`, 'Settings');
    await page.getByRole('tab', { name: tab.replace(/^./, (c) => c.toUpperCase()), selected: true }).waitFor();
  }
  await visit('/dashboard', 'Dashboard');
  await screenshot(page, 'csp-dashboard');

  expect(violations).toEqual([]);
});

test('the check would see a violation: a script from an origin the policy does not name is reported', async () => {
  await page.goto(portalUrl('/auth/sign-in'));
  await page.getByLabel('Email').waitFor();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'http://127.0.0.1:1/not-allowed.js';
    document.head.append(script);
  });
  for (let waited = 0; violations.length === 0 && waited < 5000; waited += 100) await page.waitForTimeout(100);
  expect(violations.join('\n')).toMatch(/script-src/);
});
