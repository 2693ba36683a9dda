import crypto from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// index.html draws the portal's frame (top bar, sidebar or the phone's bar, the screen's skeleton)
// before any script runs, in the remembered theme, and React takes its place without moving it.

const LAPTOP = { width: 1366, height: 768 };
const browserPage = useBrowserPage(LAPTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

/** Holds every script back until `release`: what the page shows meanwhile is the HTML's alone. */
async function holdScripts(target: Page) {
  const held: Route[] = [];
  let released = false;
  await target.route(/\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    held,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Sums the page's layout shifts from its start, as CLS counts them (none right after an input). */
const observeLayoutShifts = (target: Page) =>
  target.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) page.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

type Box = { x: number; y: number; width: number; height: number } | null;
const boxOf = (target: Page, selector: string): Promise<Box> =>
  target.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  }, selector);

/** How far apart two boxes are: the largest difference of their edges' places and sizes, in px. */
const offBy = (a: Box, b: Box) => (a && b ? Math.max(...(['x', 'y', 'width', 'height'] as const).map((key) => Math.abs(a[key] - b[key]))) : Infinity);

describe.each([
  ['laptop', LAPTOP],
  ['phone', PHONE],
] as const)('at %s size', (size, viewport) => {
  describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
    test('the frame is drawn before any script has run, and React takes its place unmoved', async () => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await signIn(page, 'admin@example.org');
      await observeLayoutShifts(page);
      const scripts = await holdScripts(page);
      await page.goto(portalUrl('/registrations'), { waitUntil: 'commit' });
      const frame = page.locator('#portal-frame');
      await frame.getByLabel('Loading Registrations').waitFor();
      // Nothing of the bundle has run: its scripts are still held.
      expect(scripts.held.length).toBeGreaterThan(0);
      expect(await frame.getAttribute('data-theme')).toBe(theme);
      expect(await frame.locator('.pf-bar').isVisible()).toBe(true);
      expect(await frame.locator('.pf-rows').isVisible()).toBe(true);
      expect(await frame.locator('.pf-cards').isVisible()).toBe(false);
      // The organisation's name and the badge on a laptop's sidebar; a phone has the bar alone.
      expect(await frame.getByText('Admin Portal', { exact: true }).isVisible()).toBe(size === 'laptop');
      expect(await frame.getByText('Admin', { exact: true }).isVisible()).toBe(size === 'laptop');
      await screenshot(page, `first-paint-${size}-${theme}`, { fullPage: false });
      const frameBar = await boxOf(page, '#portal-frame .pf-bar');
      const frameSidebar = await boxOf(page, '#portal-frame .pf-side');
      const frameName = await boxOf(page, '#portal-frame .pf-name');
      const frameIcon = await boxOf(page, '#portal-frame .pf-list svg');
      const frameLabel = await boxOf(page, '#portal-frame .pf-list li:nth-child(4) span');

      await scripts.release();
      await page.locator('tbody tr').or(page.getByTestId('registration-card')).first().waitFor();
      expect(await frame.count()).toBe(0);
      await screenshot(page, `first-paint-${size}-${theme}-drawn`, { fullPage: false });
      // React's bar and sidebar stand where the frame's stood (to a pixel: text is measured in fractions).
      expect(offBy(await boxOf(page, 'header'), frameBar)).toBeLessThanOrEqual(1);
      if (size === 'laptop') {
        const sidebar = (await boxOf(page, 'nav[aria-label="Main"]'))!;
        expect(offBy(sidebar, { ...frameSidebar!, height: sidebar.height })).toBeLessThanOrEqual(1);
        expect(offBy(await boxOf(page, 'nav[aria-label="Main"] p'), frameName)).toBeLessThanOrEqual(1);
        expect(offBy(await boxOf(page, 'nav[aria-label="Main"] li svg'), frameIcon)).toBeLessThanOrEqual(1);
        // React's label fills the item's width: where its text starts is what counts.
        const label = (await boxOf(page, 'nav[aria-label="Main"] li:nth-child(4) .MuiListItemText-root span'))!;
        expect(offBy(label, { ...frameLabel!, width: label.width })).toBeLessThanOrEqual(1);
      }
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.02);
    });
  });
});

test('every screen opens without a layout shift (CLS at most 0.02)', async () => {
  await signIn(page, 'admin@example.org');
  await observeLayoutShifts(page);
  const screens: [path: string, ready: string][] = [
    ['/dashboard', 'h1'],
    ['/registrations', 'tbody tr'],
    ['/payments', 'h1'],
    ['/audit', 'h1'],
    ['/profile', 'h1'],
    ['/settings', 'h1'],
  ];
  const shifts: Record<string, number> = {};
  for (const [path, ready] of screens) {
    await page.goto(portalUrl(path));
    await page.locator(ready).first().waitFor();
    // The screen's data-bound parts settle after its first rows or heading; not 'networkidle',
    // which a page holding the live event stream never reaches.
    await page.waitForLoadState('load');
    await page
      .getByTestId('live-indicator')
      .filter({ hasText: /^Live$/ })
      .waitFor();
    shifts[path] = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  }
  expect(Object.entries(shifts).filter(([, shift]) => shift > 0.02)).toEqual([]);
});

test("a browser whose remembered person was signed out ends on sign-in having shown no one's name or figures", async () => {
  await signIn(page, 'admin@example.org');
  await page.getByText('Arjun Mehta').first().waitFor();
  // The portal's memory of the person stays (theme, preferences, branding); Firebase's session goes.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(new Error('not deleted'));
        request.onblocked = () => resolve();
      }),
  );
  await page.goto('about:blank');
  // Every text the page shows, on every frame, from its first.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const look = () => {
      if (document.body) seen.push(`${document.getElementById('portal-frame') ? '[frame]' : ''}${document.body.innerText}`);
      requestAnimationFrame(look);
    };
    look();
  });
  await page.goto(portalUrl('/dashboard'));
  await page.waitForURL(/\/auth\/sign-in/);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.some((text) => text.startsWith('[frame]'))).toBe(true);
  const shown = seen.join('\n');
  expect(shown).not.toMatch(/Arjun|Mehta|admin@example\.org|Total registrations|Role:/);
  expect(shown).not.toMatch(/\d/);
});

test("the frame's inline script is allowed by its hash alone, never by 'unsafe-inline'", async () => {
  const response = await fetch(portalUrl('/registrations'));
  const html = await response.text();
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(scripts).toHaveLength(1);
  const scriptSources = response.headers
    .get('content-security-policy')!
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([name]) => name === 'script-src')!;
  expect(scriptSources).toContain(`'sha256-${crypto.createHash('sha256').update(scripts[0]!).digest('base64')}'`);
  expect(scriptSources.join(' ')).not.toMatch(/unsafe/);
});
