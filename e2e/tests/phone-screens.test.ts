import type { Locator, Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api } from '../src/api';
import { PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// Every screen at 390x844 in both themes, as a phone in the hand meets it: every tap target at
// least 44x44 px (WCAG 2.5.5), notices clear of a screen's heading and first rows, a screenshot of
// each screen kept in artifacts/.

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

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The notice's box lies over none of the boxes of `covered` (a heading, the first rows). */
async function expectNoticeClearOf(notice: Locator, covered: Locator[]): Promise<void> {
  const box = (await notice.boundingBox())!;
  for (const element of covered) expect(overlaps(box, (await element.boundingBox())!)).toBe(false);
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

/** A registration of the test's own, its offline payment awaiting confirmation; its id. */
async function importedPendingOffline(label: string): Promise<string> {
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  // Filed in the middle of the list by id, where no other test counts rows from either end.
  const registrationId = `REG-0001500-${label}-${n}`;
  const csv =
    'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus\n' +
    `${registrationId},${label} Child ${n},female,98${n}11,Original School,4th,Kids Level,BUD,DLH01,PAY-${label}-${n},offline,300,pending\n`;
  expect((await api(await idToken('superadmin@example.org'), 'POST', '/admin/imports', { csv })).status).toBeLessThan(300);
  return registrationId;
}

async function smallerSide(control: Locator): Promise<number> {
  const box = (await control.boundingBox())!;
  return Math.min(box.width, box.height);
}

describe.each(['light', 'dark'] as const)('%s theme at 390x844: notices', (theme) => {
  beforeEach(() => page.emulateMedia({ colorScheme: theme }));

  test("a notice covers neither the screen's heading nor its first rows, and its buttons are finger-sized", async () => {
    const registrationId = await importedPendingOffline('PHONE');
    const notices = page.getByRole('region', { name: 'Notifications' });

    await signIn(page, 'admin@example.org');
    const welcome = notices.locator('li').filter({ hasText: 'Welcome back' });
    await welcome.waitFor();
    const heading = page.getByRole('heading', { level: 1 });
    await expectNoticeClearOf(welcome, [heading, page.getByRole('main').getByRole('heading', { level: 2 }).first()]);
    expect(await smallerSide(welcome.getByRole('button', { name: 'Close' }))).toBeGreaterThanOrEqual(MIN_TARGET);
    await screenshot(page, `phone-notice-dashboard-${theme}`, { fullPage: false });

    await page.goto(portalUrl(`/registrations?q=${registrationId}`));
    const card = page.getByTestId('registration-card').filter({ hasText: registrationId });
    await card.getByRole('button', { name: `Actions for ${registrationId}` }).click();
    await page.getByRole('menuitem', { name: 'Mark as Duplicate' }).click();
    const marked = notices.locator('li').filter({ hasText: 'Marked as Duplicate' });
    await marked.waitFor();
    await expectNoticeClearOf(marked, [heading, card]);
    // A notice with a button (Undo) has it in place of its close button.
    expect(await smallerSide(marked.getByRole('button', { name: 'Undo' }))).toBeGreaterThanOrEqual(MIN_TARGET);
    await screenshot(page, `phone-notice-registrations-${theme}`, { fullPage: false });
    await marked.getByRole('button', { name: 'Undo' }).click();
    await card.getByText('Active', { exact: true }).waitFor();
  });
});
