import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from 'tooling/browser';
import { DEMO_PASSWORD } from 'tooling/emulator-sign-in';
import { measureInteractions, type InteractionFigures } from './interaction-case';
import { measureLighthouse, type LighthouseFigures } from './lighthouse-case';
import { percentile } from './load';
import { measureMainThread, type MainThreadFigures } from './main-thread-case';
import { slowNetworkLoadMs } from './slow-network-case';
import { CARDS, firstLoadLabel, KPI, ROWS, ROWS_BODY, signedInScreens } from './screens';
import { EMAIL, signInAs, WAIT_MS } from './sign-in';
import { trackWire, type WireBytes } from './wire-bytes';

export interface TimingFigures {
  tries: number;
  /** Tries that never showed their result (timed out): a broken measurement. */
  failures: number;
  p50: number;
  p95: number;
  max: number;
  /** Every try in the order made, in ms (null: it failed), to tell a lone slow try from a slow case. */
  values: (number | null)[];
}

/** Export CSV of the whole list pressed on /registrations, until the browser has the file on disk. */
export interface BrowserExportFigures {
  seconds: number;
  /** Bytes of the downloaded file. */
  megabytes: number;
  /** The page's JavaScript heap plus array buffer storage (CDP Runtime.getHeapUsage), MB. */
  pageMemoryBeforeMb: number;
  pageMemoryPeakMb: number;
}

export interface BrowserFigures {
  /** Chromium's version: Lighthouse's scores move with it, so a report names the one it ran on. */
  chromium: string;
  /**
   * First load, cold cache: the sign-in page; /dashboard for a signed-in user; each further route
   * reached from the sidebar; then each signed-in screen's own cold first load, with `drawn`, what
   * had arrived when the screen showed what it is for (the rest is fetched after: dialogs preloaded
   * once the page is idle, a session refresh).
   */
  scripts: { label: string; bytes: WireBytes; drawn?: WireBytes }[];
  /** /dashboard again in a new tab of the same browser, its cache warm from the visit above. */
  repeatVisit: WireBytes;
  lighthouse: LighthouseFigures[];
  /** Interaction to Next Paint of the interactions staff repeat on /registrations, at Lighthouse's mobile CPU slowdown. */
  interactions: InteractionFigures[];
  /** What the main thread ran while /registrations (the screen staff use most, the lowest on a phone) loaded cold on a phone. */
  mainThread: MainThreadFigures;
  /** A cold /registrations on a phone over a slow network, throttled for real: navigation to the cards drawn. */
  slowNetworkLoad: TimingFigures;
  signInToKpis: TimingFigures;
  searchKeystrokeToRows: TimingFigures;
  /** Same keystrokes, until the subtitle shows the new exact total. */
  searchKeystrokeToTotal: TimingFigures;
  sortClickToRows: TimingFigures;
  /** null when the export part was not asked for, or failed. */
  export: BrowserExportFigures | null;
  exportAsked: boolean;
}

// Routes reached from the sidebar after /dashboard, with what shows that each has drawn.
const ROUTES = [
  { name: 'Registrations', path: '/registrations', ready: ROWS },
  { name: 'Payments', path: '/payments', ready: 'main h1:has-text("Payment Management")' },
  { name: 'Audit Trail', path: '/audit', ready: 'table[aria-label="Audit entries"] tbody tr' },
  { name: 'Settings', path: '/settings', ready: 'main [role="tab"]' },
];
// [what is in the box, the key then pressed]: each key changes the first rows and the total, so the
// watches below see the new view ('jo' to 'jos' would not: every 'jo' of the seed is a Joshi). Every
// term is searched once: a term asked before is answered from the page's cache in 40-60 ms, which
// would flatter the figure (the seed's names hold each term; the first ten are the older runs' tries).
const SEARCH_KEYS: [string, string][] = [
  ['ar', 'j'],
  ['me', 'h'],
  ['ka', 'p'],
  ['ve', 'r'],
  ['de', 's'],
  ['na', 'i'],
  ['pa', 't'],
  ['ba', 'n'],
  ['sh', 'e'],
  ['gu', 'p'],
  ...['aar', 'viv', 'adi', 'sai', 'sha', 'ath', 'pra', 'ani', 'dhr', 'har', 'kar', 'nik', 'sid', 'tan', 'var']
    .concat(['gur', 'abh', 'lak', 'rud', 'sam', 'tej', 'ved', 'diy', 'nav', 'ira', 'kav', 'poo', 'riy', 'vai', 'zar'])
    .map((term): [string, string] => [term.slice(0, 2), term.slice(2)]),
];
const SORT_HEADERS = ['Name', 'School', 'Class', 'Cadre', 'Level', 'Registration ID', 'Contact', 'Payment', 'Status'];
/** Tries of each repeated interaction in a full run. */
const INTERACTION_TRIES = 8;
const SUBTITLE = '[data-testid="registrations-subtitle"]';

function timings(values: number[]): TimingFigures {
  const done = values.filter(Number.isFinite).sort((a, b) => a - b);
  return {
    tries: values.length,
    failures: values.length - done.length,
    p50: percentile(done, 0.5),
    p95: percentile(done, 0.95),
    max: done.at(-1) ?? NaN,
    values: values.map((value) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : null)),
  };
}

/** `tries` timings of `measure`, one after another; a try that throws (a watch that timed out) is a failure. */
export async function measureTimings(tries: number, measure: () => Promise<number>): Promise<TimingFigures> {
  const values: number[] = [];
  for (let i = 0; i < tries; i++) {
    values.push(
      await measure().catch((error: unknown) => {
        console.error(`[bench] a try failed: ${String(error).split('\n')[0]}`);
        return NaN;
      }),
    );
  }
  return timings(values);
}

/** Time from the Sign In click to the KPI cards on screen, in a fresh browser context each try, the password typed. */
async function signInTimings(newContext: () => Promise<BrowserContext>, portalUrl: string, tries: number): Promise<number[]> {
  const results: number[] = [];
  for (let i = 0; i < tries; i++) {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${portalUrl}/auth/sign-in`);
      await page.getByLabel('Email').fill(EMAIL);
      // Typed as a quick typist would (100 ms a key): what the page loads on the first key press
      // arrives meanwhile, as it does for a person.
      await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD, { delay: 100 });
      const started = performance.now();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.locator(KPI).waitFor({ timeout: WAIT_MS });
      results.push(performance.now() - started);
    } catch {
      results.push(NaN);
    } finally {
      await context.close();
    }
  }
  return results;
}

/** Records the time of every key press and click (page clock), for the timings below. */
async function markEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const bench = ((window as any).__bench = { eventAt: 0, wait: null as Promise<number> | null });
    // The page's clock when the event reaches the page (CDP-sent input may carry another time base in event.timeStamp).
    for (const type of ['keydown', 'click'])
      document.addEventListener(
        type,
        () => {
          bench.eventAt = performance.now();
        },
        { capture: true },
      );
  });
}

/**
 * Arms a watch: once the list shows the rows of the new view and nothing loads, the time since the
 * last event, taken in the next animation frame. The new view's rows are on screen when the rows
 * differ from now, or, as a key can leave the first rows as they were ('jo' to 'jos' finds the same
 * Joshis), when the list has loaded since the event. (No named functions inside: tsx would wrap
 * them in a helper the page does not have.)
 */
async function armRowsChanged(page: Page): Promise<void> {
  await page.evaluate(
    ([bodySelector, timeoutMs]) => {
      const bench = (window as any).__bench;
      const before = document.querySelector(bodySelector)?.textContent ?? '';
      let loaded = false;
      bench.wait = new Promise<number>((resolve) => {
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(NaN);
        }, timeoutMs);
        const observer = new MutationObserver(() => {
          if (document.querySelector('[aria-label="Loading registrations"]')) {
            loaded = true;
            return;
          }
          const now = document.querySelector(bodySelector)?.textContent ?? '';
          if (!now || (now === before && !loaded)) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(performance.now() - bench.eventAt));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    [ROWS_BODY, WAIT_MS] as const,
  );
}

const rowsChanged = (page: Page) => page.evaluate(() => (window as any).__bench.wait as Promise<number>);

/**
 * Arms a second watch: the time since the last event until the subtitle shows the new exact total
 * ('Showing X of N': another one, or any after it said it was counting; a total that arrived
 * before the rows is never announced), taken in the next animation frame.
 */
async function armTotalShown(page: Page): Promise<void> {
  await page.evaluate(
    ([subtitleSelector, timeoutMs]) => {
      const bench = (window as any).__bench;
      let counting = false;
      const before = document.querySelector(subtitleSelector)?.textContent ?? '';
      bench.totalWait = new Promise<number>((resolve) => {
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(NaN);
        }, timeoutMs);
        const observer = new MutationObserver(() => {
          const text = document.querySelector(subtitleSelector)?.textContent ?? '';
          if (text.startsWith('Counting')) counting = true;
          if ((!counting && text === before) || !/^Showing [\d,]+ of/.test(text)) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(performance.now() - bench.eventAt));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    [SUBTITLE, WAIT_MS] as const,
  );
}

const totalShown = (page: Page) => page.evaluate(() => (window as any).__bench.totalWait as Promise<number>);

async function listSettled(page: Page, q: string): Promise<void> {
  await page.waitForURL((url) => (url.searchParams.get('q') ?? '') === q);
  await page.waitForFunction(() => !document.querySelector('[aria-label="Loading registrations"]'));
  await page.waitForTimeout(400);
}

async function searchTimings(page: Page, tries: number): Promise<{ rows: number[]; total: number[] }> {
  const box = page.getByRole('textbox', { name: 'Search registrations' });
  const rows: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < Math.min(tries, SEARCH_KEYS.length); i++) {
    const [prefix, key] = SEARCH_KEYS[i]!;
    await box.fill(prefix);
    await listSettled(page, prefix);
    await page.waitForFunction((selector) => /^Showing /.test(document.querySelector(selector)?.textContent ?? ''), SUBTITLE, { timeout: WAIT_MS });
    await armRowsChanged(page);
    await armTotalShown(page);
    await box.press(key);
    rows.push(await rowsChanged(page));
    total.push(await totalShown(page));
  }
  await box.fill('');
  await listSettled(page, '');
  return { rows, total };
}

/** Export CSV of the whole list, until the file is on disk, sampling the page's memory meanwhile. */
async function exportTiming(page: Page): Promise<BrowserExportFigures> {
  const cdp = await page.context().newCDPSession(page);
  // What the page keeps: garbage is collected before every sample, so that memory it would free
  // (the progress polls' answers, renders) does not count as held.
  const pageMemoryMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
    return (usage.usedSize + (usage.backingStorageSize ?? 0)) / 1024 / 1024;
  };
  // The default view (createdAt descending) with its total, so that Export CSV is enabled.
  await page.goto(page.url().split('?')[0]!);
  await page.waitForFunction((selector) => /^Manage /.test(document.querySelector(selector)?.textContent ?? ''), SUBTITLE, { timeout: WAIT_MS });
  const before = await pageMemoryMb();
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await pageMemoryMb().catch(() => peak));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  try {
    const started = performance.now();
    const download = page.waitForEvent('download', { timeout: WAIT_MS * 10 });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const saved = await file.path();
    const seconds = (performance.now() - started) / 1000;
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(saved));
    await page.getByRole('region', { name: 'Notifications' }).getByText('Export complete').waitFor({ timeout: WAIT_MS });
    return { seconds, megabytes: size / 1024 / 1024, pageMemoryBeforeMb: before, pageMemoryPeakMb: peak };
  } finally {
    sampling = false;
    await sampler;
    await cdp.detach();
  }
}

async function sortTimings(page: Page, tries: number): Promise<number[]> {
  const head = page.getByRole('grid', { name: 'Registrations' }).locator('thead');
  const results: number[] = [];
  // Each header once: another header's first click sorts ascending, so a second round would repeat
  // the first, answered from the page's cache.
  for (let i = 0; i < Math.min(tries, SORT_HEADERS.length); i++) {
    await armRowsChanged(page);
    await head.getByRole('button', { name: SORT_HEADERS[i % SORT_HEADERS.length], exact: true }).click();
    results.push(await rowsChanged(page));
    await page.waitForFunction(() => !document.querySelector('[aria-label="Loading registrations"]'));
  }
  return results;
}

/**
 * The browser figures against the portal at `portalUrl` (production builds), signed in as the
 * superadmin; with `withExport`, also Export CSV of the whole list; `smoke`: each Lighthouse page once.
 */
export async function measureBrowser(portalUrl: string, tries: number, withExport: boolean, smoke: boolean): Promise<BrowserFigures> {
  const browser = await launchBrowser();
  const newContext = () => browser.newContext({ viewport: { width: 1440, height: 900 } });
  // The portal's own files (shell and remotes), not the API's or Auth's answers.
  const shellPort = Number(new URL(portalUrl).port);
  const isStatic = (url: string) => {
    const port = Number(new URL(url).port);
    return port >= shellPort && port <= shellPort + 4;
  };
  try {
    const scripts: BrowserFigures['scripts'] = [];
    // Cold: sign-in page, then signing in, keeping the signed-in state for a cold /dashboard.
    const first = await newContext();
    const firstPage = await first.newPage();
    const firstWire = await trackWire(firstPage, { cache: false, isStatic });
    await firstPage.goto(`${portalUrl}/auth/sign-in`, { waitUntil: 'networkidle' });
    await firstWire.settle();
    scripts.push({ label: 'first load of /auth/sign-in', bytes: firstWire.take() });
    await signInAs(firstPage, portalUrl, EMAIL);
    const signedIn = await first.storageState({ indexedDB: true });
    await first.close();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: signedIn, acceptDownloads: true });
    try {
      const page = await context.newPage();
      const pageWire = await trackWire(page, { cache: false, isStatic });
      // Not 'networkidle': a signed-in page keeps its live event stream open.
      await page.goto(`${portalUrl}/dashboard`, { waitUntil: 'load' });
      await page.locator(KPI).waitFor({ timeout: WAIT_MS });
      await pageWire.settle();
      scripts.push({ label: 'first load of /dashboard (signed in)', bytes: pageWire.take() });
      await pageWire.detach();
      // A repeat visit: a new tab later, with the cache the first visit filled.
      const warm = await trackWire(page, { cache: true, isStatic });
      for (const route of ROUTES) {
        // By address: a link's name also holds its badge (the registration count).
        await page.locator(`nav[aria-label="Main"] a[href="${route.path}"]`).click();
        await page.waitForURL(`${portalUrl}${route.path}`);
        await page.locator(route.ready).first().waitFor({ timeout: WAIT_MS });
        await warm.settle();
        scripts.push({ label: `then to ${route.name}`, bytes: warm.take() });
      }
      await warm.detach();
      const repeatPage = await context.newPage();
      const repeatWire = await trackWire(repeatPage, { cache: true, isStatic });
      await repeatPage.goto(`${portalUrl}/dashboard`, { waitUntil: 'load' });
      await repeatPage.locator(KPI).waitFor({ timeout: WAIT_MS });
      await repeatWire.settle();
      const repeatVisit = repeatWire.take();
      await repeatPage.close();
      await page.goto(`${portalUrl}/registrations`);
      await page.locator(ROWS).first().waitFor({ timeout: WAIT_MS });
      const registrationId = (await page.locator(`${ROWS} a[href^="/registrations/"]`).first().getAttribute('title')) ?? '';
      const screens = signedInScreens(registrationId);
      // Each screen as a person opening the portal at its address would load it: a new tab, nothing cached.
      for (const screen of screens) {
        const coldPage = await context.newPage();
        const coldWire = await trackWire(coldPage, { cache: false, isStatic });
        await coldPage.goto(`${portalUrl}${screen.path}`, { waitUntil: 'load' });
        await coldPage.locator(screen.ready).first().waitFor({ timeout: WAIT_MS });
        const drawn = coldWire.peek();
        await coldWire.settle();
        scripts.push({ label: firstLoadLabel(screen.name), bytes: coldWire.take(), drawn });
        await coldPage.close();
      }
      await markEvents(page);
      const search = await searchTimings(page, tries);
      const sort = await sortTimings(page, tries);
      // A failed export leaves its figures out (a broken measurement), not the whole run's.
      const exported = withExport
        ? await exportTiming(page).catch((error: unknown) => {
            console.error(`[bench] browser export failed: ${String(error)}`);
            return null;
          })
        : null;
      return {
        chromium: browser.version(),
        scripts,
        repeatVisit,
        signInToKpis: timings(await signInTimings(newContext, portalUrl, tries)),
        searchKeystrokeToRows: timings(search.rows),
        searchKeystrokeToTotal: timings(search.total),
        sortClickToRows: timings(sort),
        export: exported,
        exportAsked: withExport,
        // One try of each in a smoke run: it proves the harness, and CI's time is short.
        interactions: await measureInteractions(context, portalUrl, smoke ? 1 : Math.min(tries, INTERACTION_TRIES)),
        lighthouse: await measureLighthouse(portalUrl, EMAIL, smoke, screens),
        mainThread: await measureMainThread(context, portalUrl, { name: 'registrations', path: '/registrations', ready: CARDS }),
        slowNetworkLoad: await measureTimings(smoke ? 1 : tries, () =>
          slowNetworkLoadMs(context, portalUrl, { name: 'registrations', path: '/registrations', ready: CARDS }),
        ),
      };
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
