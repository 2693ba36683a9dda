import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api, apiOk, importOfflineAtGateway } from '../src/api';
import { apiUrl, DESKTOP, PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// The registration list at 1366x768 fits every spec column
// with no sideways scroll and shows 15 or more compact rows under a header that stays put; on a
// phone it is a list of cards; the two pending badges differ; active filters are removable chips.

const SPEC_COLUMNS = ['Registration ID', 'Name', 'Contact', 'School', 'Class', 'Cadre', 'Level', 'Payment', 'Status', 'Actions'];

const browserPage = useBrowserPage(DESKTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const grid = () => page.getByRole('grid', { name: 'Registrations' });
const container = () => page.getByTestId('registrations-table-container');

/** The demo accounts' theme preference is System, which follows the device. */
async function useTheme(theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
}

/** What a person sees of the table: overflow, the headers that are wholly on screen, the rows wholly in view. */
function measure() {
  return container().evaluate((element) => {
    const box = element.getBoundingClientRect();
    // The header cells are what stick (the row group itself scrolls).
    const head = element.querySelector('thead th:nth-child(2)')!.getBoundingClientRect();
    const inside = (r: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.right <= window.innerWidth;
    const headers = Array.from(element.querySelectorAll('th'))
      .filter((th) => inside(th.getBoundingClientRect()) && th.scrollWidth <= th.clientWidth + 1)
      .map((th) => th.textContent?.trim() ?? '');
    const bottom = Math.min(box.bottom, window.innerHeight);
    const rows = Array.from(element.querySelectorAll('tbody tr')).map((tr) => tr.getBoundingClientRect());
    return {
      overflowX: element.scrollWidth - element.clientWidth,
      pageOverflowX: document.documentElement.scrollWidth - window.innerWidth,
      headers,
      headTop: head.top,
      rowsInView: rows.filter((r) => r.top >= head.bottom - 1 && r.bottom <= bottom + 1).length,
      tallestRow: Math.max(...rows.map((r) => r.height)),
    };
  });
}

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  beforeEach(() => useTheme(theme));

  test('at 1366x768 in the compact density every column fits, 15+ rows show, and the header stays in view', async () => {
    await signIn(page, 'admin@example.org');
    await page.goto(portalUrl('/registrations'));
    await grid().locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Compact' }).click();
    await page.locator('table[data-density="compact"]').waitFor();

    const before = await measure();
    expect(before.overflowX).toBe(0);
    expect(before.pageOverflowX).toBe(0);
    expect(before.headers).toEqual(expect.arrayContaining(SPEC_COLUMNS));
    expect(before.rowsInView).toBeGreaterThanOrEqual(15);
    // One line per row: names and schools do not wrap.
    expect(before.tallestRow).toBeLessThanOrEqual(32);
    await screenshot(page, `registrations-1366-compact-${theme}`);

    // Scrolling the rows keeps the column headers, the top bar and the sidebar where they were.
    await container().hover();
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => (document.querySelector('[data-testid="registrations-table-container"]')?.scrollTop ?? 0) > 400);
    const after = await measure();
    expect(after.headTop).toBe(before.headTop);
    expect(after.headers).toEqual(expect.arrayContaining(SPEC_COLUMNS));
    await page.mouse.wheel(0, 900);
    const chrome = await page.evaluate(() => ({
      topBar: document.querySelector('header')!.getBoundingClientRect().top,
      sidebar: document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().top,
    }));
    expect(chrome).toEqual({ topBar: 0, sidebar: 0 });
    // The window as it is (a full-page capture would lay the page out again).
    await page.screenshot({ path: `${__dirname}/../artifacts/registrations-1366-compact-scrolled-${theme}.png` });

    // The choice is kept in the address: a reload shows the compact rows again.
    await page.reload();
    await grid().locator('tbody tr').first().waitFor();
    expect(await page.getByRole('button', { name: 'Compact' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Comfortable' }).click();
    await page.locator('table[data-density="comfortable"]').waitFor();
    expect((await measure()).tallestRow).toBeGreaterThan(32);
    await screenshot(page, `registrations-1366-comfortable-${theme}`);
  });

  test("at 390x844 the list is cards with no sideways scroll, and a card's menu works", async () => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin@example.org');
    const listed = page.waitForResponse((r) => r.url().includes('/admin/registrations?') && r.request().method() === 'GET');
    await page.goto(portalUrl('/registrations'));
    const firstListed = ((await (await listed).json()) as { data: { registrationId: string }[] }).data[0]?.registrationId;
    const cards = page.getByRole('list', { name: 'Registrations' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const first = cards.first();
    const id = (await first.getByRole('link').first().textContent())!;
    // Whatever comes first (other suites import their own IDs), the first card is the API's first row.
    expect(id).toBe(firstListed);
    const box = (await first.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, `registrations-390-${theme}`);
    await page.screenshot({ path: `${__dirname}/../artifacts/registrations-390-window-${theme}.png` });
    // Nothing of the paginator hides past its edge (it scrolls sideways if it must), and the next page comes.
    const paginator = page.getByRole('navigation', { name: 'Registration pages' });
    expect(await paginator.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const last = (await page.getByRole('button', { name: 'Go to last page' }).boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(390);
    // The welcome toast sits over the page buttons on a phone for its five seconds: looked at after.
    await page.getByText('Welcome back').waitFor({ state: 'hidden' });
    await paginator.screenshot({ path: `${__dirname}/../artifacts/registrations-390-paginator-${theme}.png` });
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.waitForFunction((previous) => document.querySelector('[data-testid="registration-card"] a')?.textContent !== previous, id);
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await cards.filter({ hasText: id }).first().waitFor();
    await first.getByRole('button', { name: `Actions for ${id}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.getByRole('dialog', { name: 'Registration Details' }).getByText(id).first().waitFor();
  });
});

test("active filters show as chips in the table's words, and removing one changes the list", async () => {
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl('/registrations?paymentStatus=success,pending_payment_gateway&status=active'));
  await grid().locator('tbody tr').first().waitFor();
  const chips = page.getByRole('list', { name: 'Active filters' });
  expect(await chips.getByRole('button').allTextContents()).toEqual([
    'Payment Status: Paid',
    'Payment Status: Pending (gateway)',
    'Registration Status: Active',
  ]);
  await screenshot(page, 'registrations-filter-chips-light');
  const answered = page.waitForResponse(
    (r) => r.url().includes('/admin/registrations?') && new URL(r.url()).searchParams.get('paymentStatus') === 'pending_payment_gateway',
  );
  await chips.getByRole('button', { name: 'Remove filter Payment Status: Paid' }).click();
  await answered;
  await page.waitForURL((url) => url.searchParams.get('paymentStatus') === 'pending_payment_gateway' && url.searchParams.get('status') === 'active');
  expect(await chips.getByRole('button').allTextContents()).toEqual(['Payment Status: Pending (gateway)', 'Registration Status: Active']);
  // Only payments still at the gateway are left, their badge the spec's 'Pending'.
  await page.waitForFunction(() => Array.from(document.querySelectorAll('tbody tr')).every((row) => row.textContent?.includes('Pending')));
  expect(await grid().locator('tbody tr').filter({ hasText: 'Paid' }).count()).toBe(0);
});

test('an offline payment pending at the gateway is confirmed in Payments: the row menu leads there', async () => {
  const imported = await importOfflineAtGateway('LAYOUT');
  const target = (await api(await idToken('staff@example.org'), 'GET', `/admin/registrations/${imported.registrationId}`)).body;
  expect([target.payment.mode, target.payment.status]).toEqual(['offline', 'pending_payment_gateway']);
  await signIn(page, 'staff@example.org');
  await page.goto(portalUrl(`/registrations?q=${target.registrationId}`));
  const row = grid()
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: target.registrationId, exact: true }) });
  await row.getByText('Pending', { exact: true }).waitFor();
  await row.getByRole('button', { name: `Actions for ${target.registrationId}` }).click();
  const menu = page.getByRole('menu');
  // The menu is fetched as the pointer heads for its button: its items come once it has arrived.
  await menu.getByRole('menuitem').first().waitFor();
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['View Details', 'Edit Registration', 'Confirm in Payments']);
  await menu.getByRole('menuitem', { name: 'Confirm in Payments' }).click();
  await page.waitForURL((url) => url.pathname === '/payments' && url.searchParams.get('id') === target.payment.paymentId);
  const card = page.getByRole('article', { name: `Payment ${target.payment.paymentId}` });
  await card.getByRole('button', { name: 'Confirm Payment' }).waitFor();
});

test('on a narrower window the table scrolls sideways with the ID and the Actions held in view', async () => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl('/registrations'));
  const firstRow = grid().locator('tbody tr').first();
  await firstRow.getByRole('link').waitFor();
  expect((await measure()).overflowX).toBeGreaterThan(0);
  const id = (await firstRow.getByRole('link').textContent())!;
  await container().evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await page.getByRole('button', { name: `Actions for ${id}` }).focus();
  const [link, actions, box] = await Promise.all([
    firstRow.getByRole('link').boundingBox(),
    page.getByRole('button', { name: `Actions for ${id}` }).boundingBox(),
    container().boundingBox(),
  ]);
  expect(link!.x).toBeGreaterThanOrEqual(box!.x);
  expect(actions!.x + actions!.width).toBeLessThanOrEqual(box!.x + box!.width);
  // Nothing scrolled over the ID: the element at its centre is the link itself.
  expect(
    await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent, [link!.x + link!.width / 2, link!.y + link!.height / 2]),
  ).toBe(id);
  await screenshot(page, 'registrations-1024-scrolled-light');
});

test('an ID longer than its column ends in an ellipsis, whole in its title, and never runs into the name', async () => {
  // Imported IDs may have up to 64 characters; the column is sized for the seeded REG-00001.
  const run = Date.now();
  const id = `E2E_LONG_ID_${run}_OF_AN_IMPORTED_REGISTRATION`; // no hyphen to break at
  const header = 'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus';
  const csv = `${header}\n${id},Long Id Pupil,female,97${String(run).slice(-8)},Green Valley School,5th,Junior Level,LEVEL 3,DLH01,PAY-LONG-${run},offline,300,pending\n`;
  await apiOk('POST', '/admin/imports', { body: { csv }, email: 'superadmin@example.org' });

  await signIn(page, 'admin@example.org');
  await page.goto(portalUrl(`/registrations?q=${id}`));
  const link = grid().getByRole('link', { name: id, exact: true });
  await link.waitFor();
  expect(await link.getAttribute('title')).toBe(id);
  const fit = await link.evaluate((element) => {
    const name = element.closest('td')!.nextElementSibling!;
    return { cut: element.scrollWidth > element.clientWidth, right: element.getBoundingClientRect().right, nameLeft: name.getBoundingClientRect().left };
  });
  expect(fit.cut).toBe(true);
  expect(fit.right).toBeLessThanOrEqual(fit.nameLeft);
  await screenshot(page, 'registrations-long-id');

  // On a phone the card has the room of its lines: the whole ID wraps inside it.
  await page.setViewportSize(PHONE);
  const card = page.getByRole('list', { name: 'Registrations' }).getByRole('listitem').filter({ hasText: id });
  const cardLink = card.getByRole('link', { name: id, exact: true });
  await cardLink.waitFor();
  // Measured once the phone layout has settled, two frames after the switch to cards.
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  const [cardBox, linkBox] = [(await card.boundingBox())!, (await cardLink.boundingBox())!];
  expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await screenshot(page, 'registrations-long-id-390');
});

test('the list coming in moves nothing on screen, on a phone and on a desktop', async () => {
  await signIn(page, 'staff@example.org');
  // The rows held back, as on a slow line, until the loading state has been seen on screen.
  let release = () => {};
  let gate = Promise.resolve();
  await page.route(
    (url) => url.href.startsWith(apiUrl('/admin/registrations?')),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  const shifts: Record<string, { value: number; sources: string[] }[]> = {};
  for (const [label, width, height] of [
    ['phone', 412, 823],
    ['desktop', 1350, 940],
  ] as const) {
    await page.setViewportSize({ width, height });
    gate = new Promise<void>((resolve) => (release = resolve));
    await page.goto(portalUrl('/registrations'));
    await page.getByLabel('Loading registrations').first().waitFor();
    await screenshot(page, `registrations-loading-${label}`, { fullPage: false });
    release();
    await page.locator('tbody tr, [data-testid="registration-card"]').first().waitFor();
    await page
      .getByTestId('registrations-subtitle')
      .filter({ hasText: /^Manage [\d,]+ total/ })
      .waitFor();
    // Layout shifts are buffered from the page's start, as Lighthouse's CLS counts them. Read two frames
    // after the rows and the total are on screen (so their layout has been done and any shift recorded):
    // a buffered observer holds the recorded entries as soon as it observes, and takeRecords hands them over.
    shifts[label] = await page.evaluate(async () => {
      await new Promise((framed) => requestAnimationFrame(() => requestAnimationFrame(framed)));
      if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) throw new Error('layout-shift entries are not supported');
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[];
      observer.disconnect();
      return entries
        .filter((entry) => !entry.hadRecentInput && entry.value >= 0.001)
        .map((entry) => ({
          value: entry.value,
          sources: entry.sources.map((source) => (source.node as Element | undefined)?.className?.toString() ?? ''),
        }));
    });
  }
  await page.unrouteAll();
  // Before: the paginator moved when the rows replaced an eight-row skeleton (Lighthouse's CLS 0.055
  // on a phone, 0.019 on a desktop).
  expect(shifts).toEqual({ phone: [], desktop: [] });
});
