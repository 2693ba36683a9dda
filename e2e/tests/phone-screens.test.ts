import type { Page } from 'playwright-core';
import { PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// Every screen at 390x844 in both themes, as a phone in the hand meets it: every tap target at
// least 44x44 px (WCAG 2.5.5), a screenshot of each screen kept in artifacts/.

const browserPage = useBrowserPage(PHONE);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const MIN_TARGET = 44;

/** Each screen: its address and what shows once it has loaded. */
const SCREENS: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'dashboard', path: '/dashboard', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'registrations', path: '/registrations', ready: (p) => p.getByTestId('registration-card').first().waitFor() },
  { name: 'payments', path: '/payments', ready: (p) => p.getByRole('tab', { name: 'Lookup' }).waitFor() },
  { name: 'payments-receipts', path: '/payments?view=receipts', ready: (p) => p.getByRole('tab', { name: 'Receipts', selected: true }).waitFor() },
  { name: 'payments-approvals', path: '/payments?view=approvals', ready: (p) => p.getByRole('tab', { name: 'Approvals', selected: true }).waitFor() },
  { name: 'payments-collections', path: '/payments?view=collections', ready: (p) => p.getByRole('tab', { name: 'Collections', selected: true }).waitFor() },
  { name: 'audit', path: '/audit', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'messages', path: '/messages', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'profile', path: '/profile', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'settings', path: '/settings', ready: (p) => p.getByRole('tab', { name: 'Organization' }).waitFor() },
  { name: 'settings-users', path: '/settings?tab=users', ready: (p) => p.getByRole('tabpanel', { name: 'Users' }).waitFor() },
  { name: 'settings-modules', path: '/settings?tab=modules', ready: (p) => p.getByRole('tabpanel', { name: 'Modules' }).waitFor() },
];

/** Every visible interactive element smaller than 44x44, described by role, name and size. */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [role="option"]';
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // A control drawn inside a bigger one (MUI's hidden checkbox input in its ButtonBase) is the bigger one's.
      const target = element.closest('.MuiButtonBase-root, .MuiInputBase-root') ?? element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // WCAG's inline exception: a link inside a line of text is as tall as the line.
      if (style.display === 'inline') continue;
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.closest('[aria-hidden="true"]')) continue;
      if (box.bottom < 0 || box.top > window.innerHeight * 4) continue;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
      found.push(
        `${element.tagName.toLowerCase()}[${element.getAttribute('role') ?? element.getAttribute('type') ?? ''}] "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return [...new Set(found)];
  }, MIN_TARGET);
}

describe.each(['light', 'dark'] as const)('%s theme at 390x844', (theme) => {
  beforeEach(() => page.emulateMedia({ colorScheme: theme }));

  test('every tap target on every screen is at least 44x44 px', async () => {
    await signIn(page, 'superadmin@example.org');
    const small: Record<string, string[]> = {};
    for (const screen of SCREENS) {
      await page.goto(portalUrl(screen.path));
      await screen.ready(page);
      await screenshot(page, `phone-${screen.name}-${theme}`);
      const found = await smallTargets(page);
      if (found.length > 0) small[screen.name] = found;
    }
    expect(small).toEqual({});
  });
});

test("Payments on a phone: every view's tab whole on screen, no scroll arrows, and the offline queue's first payment starts above the fold (issue 60, item 19)", async () => {
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl('/payments'));
  const tabs = page.getByRole('tablist', { name: 'Payment views' }).getByRole('tab');
  await tabs.first().waitFor();
  const boxes = await tabs.evaluateAll((elements) => elements.map((element) => ({ name: element.textContent, ...element.getBoundingClientRect().toJSON() })));
  expect(boxes.map((box) => box.name)).toEqual(['Lookup', 'Receipts', 'Approvals', 'Collections', 'Reconciliation']);
  for (const box of boxes) expect({ name: box.name, inside: box.left >= 0 && box.right <= PHONE.width }).toEqual({ name: box.name, inside: true });
  expect(await page.locator('.MuiTabs-scrollButtons').count()).toBe(0);
  const queue = page.getByRole('region', { name: /Offline payments awaiting confirmation/ });
  const firstPayment = queue.getByRole('listitem').first();
  await firstPayment.getByRole('button', { name: /^Confirm Payment / }).waitFor();
  // Its name and amount, at least, in sight without scrolling.
  expect((await firstPayment.boundingBox())!.y + 48).toBeLessThanOrEqual(PHONE.height);
  await page.getByRole('tab', { name: 'Collections' }).click();
  await page.getByRole('tab', { name: 'Collections', selected: true }).waitFor();
  await screenshot(page, 'phone-payments-tabs-wrapped', { fullPage: false });
});
