import type { Locator, Page, Response } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { PSEUDO_LOCALE } from '../../shared/src/i18n/languages';
import { IMPORT_COLUMNS } from '../../shared/src/domain/imports/registration-import';
import { api, importRegistration, newStaffAccount, useThrowawayAccounts } from '../src/api';
import { waitForStillness } from '../src/axe';
import { DESKTOP, PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// Every screen and the main dialogs of the portal in the pseudo-locale (issue 63): an admin (and,
// for Settings, the browser suite's own superadmin) whose `locale` preference is en-XA reads every
// message of the catalogues with its letters accented ("Ƥàŷḿēńţś"), so a word of plain Latin
// letters on a screen is text that did not go through a catalogue, unless it is data. Each screen's
// visible text (the page and its open dialogs, and the aria-label, placeholder, title and alt of what
// shows) is read; what the API answered (every string of every JSON answer the page received), the
// person's name and e-mail, what the screen shows as code (identifiers) and what Intl writes for
// dates, numbers and lists are data. Any other plain word fails the walk, naming the screen and the
// text, unless KNOWN_ENGLISH lists it; a listed text the walk no longer meets fails it too, so that
// the list only shrinks. Dialogs are opened and closed without saving, so the data stays as it was.

/**
 * The English the walk still meets, each with where it comes from: others are turning these into
 * catalogue messages; remove a line once its text is gone (the last test says which are).
 */
const KNOWN_ENGLISH: { text: string; from: string }[] = [
  // The registrations filter's levels: the programme's names for its books (shared/src/ui/labelMessages.tsx' CADRE_MESSAGES says why), shown as they are.
  { text: 'BUD', from: 'filters dialog: the level "BUD" (enums.ts)' },
  { text: 'INTERIM', from: 'filters dialog: the level "INTERIM" (enums.ts)' },
  // Stays: a language offered by its own name (LANGUAGE_NAMES, shared/src/i18n/languages.ts, each with its lang attribute), as
  // language choices are, so that its reader finds it whatever the screen's language; English reads "English", Hindi "हिन्दी".
  { text: 'English', from: 'settings payment: the receipt language choice; settings features and the template dialog: the template language' },
];

const PASSWORD = 'pseudo-pass-123';
/**
 * Settings is a superadmin's, and the API makes none (invitations and role changes refuse the
 * role): the browser suite seeds one of its own beside the demo accounts (SEED_BROWSER_TEST_ACCOUNTS
 * in src/globalSetup.mjs, api/src/seed/demo-accounts.ts), whose locale only this file sets.
 */
const SUPERADMIN = 'superadmin-xa@example.org';
const SUPERADMIN_NAME = 'Anjali Desai';
/** A colleague on the Users tab whose row offers every action (removal, signing out, a second factor reset), opened and cancelled. */
const COLLEAGUE = 'admin@example.org';
/** A centre of the demo data, whose edit and delete dialogs are opened and cancelled. */
const CENTRE = 'DLH01';
const browserPage = useBrowserPage(DESKTOP);
const created = useThrowawayAccounts();
let page: Page;
let email: string;
let own: { registrationId: string; paymentId: string };

// ---- The pseudo-locale's words, as Lingui's compile writes them (the `pseudolocale` package's letters)

const PLAIN = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const ACCENTED = [...'àƀćďēƒĝĥĩĴķĺḿńōƥǫŕśţũvŵxŷźÀßĆĎĒƑĜĤĨĵĶĹḾŃŌƤǪŔŚŢŨVŴXŶŹ'];
/** A message's literal text in the pseudo-locale. */
const pseudo = (english: string) => [...english].map((char) => ACCENTED[PLAIN.indexOf(char)] ?? char).join('');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A name as the pseudo-locale writes it (`datum`, a placeholder's value, as it is, between `english`
 * and `after`), or still in English while the text is on KNOWN_ENGLISH's way out (MUI's own words,
 * refusals): the walk finds its way whichever it is, and judges the words apart.
 */
function named(english: string, { datum = '', after = '', prefix = false, pseudoOnly = false } = {}): RegExp {
  const written = (write: (text: string) => string) => escape(write(english) + datum + write(after));
  return new RegExp(`^(?:${written(pseudo)}${pseudoOnly ? '' : `|${written((text) => text)}`})${prefix ? '' : '$'}`);
}

// ---- What counts as data

/** Every string value of the JSON answers the page received (not their keys): what the API said is data. */
function collectData(target: Page, values: Set<string>, pending: Set<Promise<void>>) {
  const walk = (value: unknown): void => {
    if (typeof value === 'string') values.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  target.on('response', (response: Response) => {
    // A refusal's English message is what the portal must put in its own words: it is no data.
    if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response
      .json()
      .then(walk, () => undefined)
      .finally(() => pending.delete(read));
    pending.add(read);
  });
}

/** Words Intl writes in `locales` (months, days, am/pm, time zones, relative times, lists, compact numbers, units): formats, not messages. */
function intlWords(locales: string[]): string[] {
  const words = new Set<string>();
  const add = (text: string) => text.match(/[A-Za-z]+/g)?.forEach((word) => words.add(word));
  const instant = Date.UTC(2026, 10, 21, 12, 0);
  for (const locale of locales) {
    for (let month = 0; month < 12; month += 1)
      for (const style of ['long', 'short', 'narrow'] as const)
        add(new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(Date.UTC(2026, month, 15)));
    for (let day = 0; day < 7; day += 1)
      for (const style of ['long', 'short', 'narrow'] as const)
        add(new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2026, 10, 15 + day)));
    for (const timeZone of ['Asia/Kolkata', 'UTC', Intl.DateTimeFormat().resolvedOptions().timeZone])
      for (const hour of [0, 6, 12, 18])
        for (const style of ['full', 'long', 'medium', 'short'] as const) {
          add(new Intl.DateTimeFormat(locale, { dateStyle: style, timeStyle: style, timeZone }).format(instant + hour * 3_600_000));
          add(new Intl.DateTimeFormat(locale, { hour: 'numeric', dayPeriod: 'long', timeZone }).format(instant + hour * 3_600_000));
        }
    for (const timeZoneName of ['short', 'long', 'shortOffset', 'longOffset', 'shortGeneric', 'longGeneric'] as const)
      add(new Intl.DateTimeFormat(locale, { timeZoneName, timeZone: 'Asia/Kolkata' }).format(instant));
    const units = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
    for (const style of ['long', 'short', 'narrow'] as const)
      for (const numeric of ['always', 'auto'] as const)
        for (const unit of units) for (const value of [-2, -1, 0, 1, 2]) add(new Intl.RelativeTimeFormat(locale, { style, numeric }).format(value, unit));
    for (const notation of ['short', 'long'] as const)
      for (const value of [1234, 123456, 12345678, 1234567890, 1234567890123])
        add(new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: notation }).format(value));
    for (const currencyDisplay of ['symbol', 'narrowSymbol', 'code', 'name'] as const)
      add(new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', currencyDisplay }).format(1234.5));
    for (const unit of ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'second', 'minute', 'hour', 'day', 'week', 'month', 'year'])
      for (const unitDisplay of ['long', 'short', 'narrow'] as const) add(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay }).format(2));
    for (const type of ['conjunction', 'disjunction', 'unit'] as const)
      for (const style of ['long', 'short', 'narrow'] as const) add(new Intl.ListFormat(locale, { type, style }).format(['1', '2', '3']));
  }
  return [...words];
}

// ---- Reading a screen

interface Finding {
  screen: string;
  /** The English as the screen shows it: consecutive plain words with what stands between them. */
  text: string;
  /** Where: the line of the page's text, or the attribute and its value. */
  line: string;
}

/** A word of plain letters: English unless it is data, a format's, a single letter or only v and x (which the pseudo-locale leaves as they are). */
const PLAIN_WORD = /[A-Za-z]+/g;
const ANY_WORD = /[\p{L}\p{M}]+/gu;
/** What may stand between two plain words of one English text: spaces and punctuation, no digit, no other letter. */
const BETWEEN = /^[ ,.:;'’"()\-–—/&?!…]*$/;
/** Where a datum was taken out of a line: it ends an English text like a digit does. */
const DATUM = '\u0000';

class Walk {
  readonly data = new Set<string>();
  readonly pending = new Set<Promise<void>>();
  readonly findings: Finding[] = [];
  private formats = new Set<string>();
  /** The person's own words: their name and e-mail as the shell shows them. */
  private personal = new Set<string>();

  constructor(readonly target: Page) {
    collectData(target, this.data, this.pending);
  }

  /** `person`: their e-mail and name, whose initials the avatar shows ('Anjali Desai': AD). */
  async start(person: string): Promise<void> {
    this.formats = new Set(await this.target.evaluate(intlWords, [PSEUDO_LOCALE, 'en']));
    const initials = (person.match(/\b[A-Z]/g) ?? []).join('');
    this.personal = new Set([...(person.match(PLAIN_WORD) ?? []), initials]);
  }

  /** Data values long enough to be told from words of a sentence, longest first, for taking out of a line whole. */
  private values(): string[] {
    // A value of several lines (a template's body) shows line by line.
    const lines = [...this.data].flatMap((value) => value.split(/[\n\t]+/).map((line) => line.trim()));
    return [...new Set(lines)].filter((value) => value.length > 1 && /[A-Za-z]/.test(value)).sort((a, b) => b.length - a.length);
  }

  /** The words of short data values (a name, a school, an e-mail): they show apart too (initials, "Sharma, Priya"). */
  private dataWords(): Set<string> {
    const words = new Set(this.personal);
    for (const value of this.data) if (value.split(/\s+/).length <= 4) value.match(PLAIN_WORD)?.forEach((word) => words.add(word));
    return words;
  }

  /** The English texts of `line`: runs of plain words that are neither data nor formats. */
  private english(line: string, values: string[], words: Set<string>): string[] {
    let rest = line;
    for (const value of values) {
      if (!rest.includes(value)) continue;
      rest = rest.replace(new RegExp(`(?<![A-Za-z])${escape(value)}(?![A-Za-z])`, 'g'), DATUM);
    }
    // Words of any letters: one with an accented letter is the pseudo-locale's, whatever plain letters
    // it holds (v and x stay plain; ß in capitals is "SS"; a value glued to a message).
    const tokens = [...rest.matchAll(ANY_WORD)].map((match) => ({
      word: match[0],
      start: match.index,
      end: match.index + match[0].length,
      plain: /^[A-Za-z]{2,}$/.test(match[0]) && /[^vxVX]/.test(match[0]) && !words.has(match[0]) && !this.formats.has(match[0]),
    }));
    const texts: string[] = [];
    let first = -1;
    let last = -1;
    const close = () => {
      if (first >= 0) texts.push(rest.slice(tokens[first]!.start, tokens[last]!.end));
      first = -1;
    };
    tokens.forEach((token, index) => {
      const joined = first >= 0 && BETWEEN.test(rest.slice(tokens[index - 1]!.end, token.start));
      if (!joined) close();
      if (token.plain) {
        if (first < 0) first = index;
        last = index;
      }
    });
    close();
    return texts;
  }

  /** Reads what the screen shows now: its text, its open dialogs' and the named attributes of what is visible. */
  async read(screen: string): Promise<void> {
    await waitForStillness(this.target);
    await Promise.allSettled([...this.pending]);
    const shown = await this.target.evaluate(() => {
      const lines = [document.title, ...document.body.innerText.split(/[\n\t]+/)];
      for (const element of Array.from(
        document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-valuetext], [aria-roledescription]'),
      )) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext', 'aria-roledescription'])
          if (element.getAttribute(name)?.trim()) lines.push(`[${name}] ${element.getAttribute(name)}`);
      }
      // What a screen shows as code (a CSV file's column names, the form of an address) is an identifier, the same in every language: data.
      const code = Array.from(document.body.querySelectorAll('code'), (element) => element.textContent ?? '');
      return { lines: lines.map((line) => line.trim()).filter(Boolean), code };
    });
    shown.code.forEach((identifier) => this.data.add(identifier));
    const values = this.values();
    const words = this.dataWords();
    for (const line of new Set(shown.lines)) {
      const text = line.replace(/^\[[a-z-]+\] /, '');
      for (const english of this.english(text, values, words)) this.findings.push({ screen, text: english, line });
    }
  }
}

/** The findings KNOWN_ENGLISH does not list, one line each: screen, text and where it stood. */
const unexpected = (findings: Finding[]) =>
  findings
    .filter((finding) => !KNOWN_ENGLISH.some((known) => known.text === finding.text))
    .map(({ screen, text, line }) => `${screen}: "${text}" in "${line.slice(0, 160)}"`);

const met = new Set<string>();
let walk: Walk;

/** A screen's title in the pseudo-locale only: its module's catalogue has come (until then it reads English). */
const heading = (english: string, options = {}) => page.getByRole('heading', { level: 1, name: named(english, { ...options, pseudoOnly: true }) });
const dialog = (english?: string, options = {}) => page.getByRole('dialog', english ? { name: named(english, options) } : {});
const button = (english: string, options = {}) => page.getByRole('button', { name: named(english, options) });
const menuitem = (english: string, options = {}) => page.getByRole('menuitem', { name: named(english, options) });
const closeDialog = async () => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};
const goTo = async (path: string, title: Locator) => {
  await page.goto(portalUrl(path));
  await title.waitFor();
};
const table = (english: string) => page.getByRole('table', { name: named(english) });
/** Opens `path`, waits for its title and for `ready` (its data drawn), then reads it as `screen`. */
const visit = async (screen: string, path: string, title: string, ready: Locator) => {
  await goTo(path, heading(title));
  await ready.waitFor();
  await walk.read(screen);
};
/** Until nothing on the screen is loading any more. */
const loaded = () => page.getByRole('progressbar').first().waitFor({ state: 'detached' });

/** Gives the account of `token` the pseudo-locale, without notices of colleagues' changes (other files' work, whose names come through the event stream, not JSON). */
async function choosePseudoLocale(token: string): Promise<void> {
  const preferences = (await api(token, 'GET', '/admin/profile/preferences')).body;
  const quiet = { paymentNotifications: false, disqualificationNotifications: false, exportNotifications: false };
  const saved = await api(token, 'PUT', '/admin/profile/preferences', { ...preferences, ...quiet, locale: PSEUDO_LOCALE });
  if (saved.status !== 200) throw new Error(`Saving the pseudo-locale answered ${saved.status}: ${JSON.stringify(saved.body)}`);
}

beforeAll(async () => {
  // An admin: every screen but Settings, which the suite's own superadmin reads.
  email = await newStaffAccount(created, { name: 'pseudo', role: 'admin', password: PASSWORD });
  await choosePseudoLocale(await idToken(email, PASSWORD));
  await choosePseudoLocale(await idToken(SUPERADMIN));
  // A registration of this file's own, pending offline: its row, page and place in the payment queue.
  own = await importRegistration('PSEUDO', 'pending');
});

/** Each test's walk, signed in as `person` (password: `password`; `name`: the name the portal shows for them), judged after the test. */
function walkAs(person: () => string, { password, name = '' }: { password?: string; name?: string } = {}) {
  beforeEach(async () => {
    page = browserPage.page();
    walk = new Walk(page);
    await signIn(page, person(), /\/dashboard$/, password);
    await walk.start(`${person()} ${name}`);
  });

  afterEach(() => {
    if (!walk) return;
    walk.findings.forEach((finding) => met.add(finding.text));
    expect(unexpected(walk.findings)).toEqual([]);
  });
}

describe('the walk', () => {
  walkAs(() => email, { password: PASSWORD });

  test('the dashboard, the user menu, the command palette, the audit trail, the messages and the profile', async () => {
    await heading('Dashboard').waitFor();
    await page.getByTestId('total-registrations').waitFor();
    await walk.read('dashboard');
    await screenshot(page, 'pseudo-dashboard-1366', { fullPage: false });

    await button('User menu').click();
    await page.getByRole('menu').waitFor();
    await walk.read('user menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: named('Search commands and registrations') }).fill(own.registrationId);
    await page
      .getByRole('list', { name: named('Search Results') })
      .getByRole('button')
      .first()
      .waitFor();
    await walk.read('command palette');
    await closeDialog();

    await visit('audit trail', '/audit', 'Audit Trail', table('Audit entries').getByRole('row').nth(1));
    await visit('messages', '/messages', 'Messages', table('Messages').getByRole('row').nth(1));
    await visit('profile general', '/profile', 'Profile', button('Save Changes'));
    await visit('profile security', '/profile?tab=security', 'Profile', page.getByLabel(named('Current Password')));
    await visit('profile preferences', '/profile?tab=preferences', 'Profile', button('Save Preferences'));
    await screenshot(page, 'pseudo-profile-preferences-1366');
  });

  test('registrations: the list, its filters, columns, row menu, details, edit, disqualify, Duplicate Audit and a registration page', async () => {
    const id = own.registrationId;
    await goTo(`/registrations?q=${encodeURIComponent(id)}`, heading('Registrations'));
    const grid = page.getByRole('grid', { name: named('Registrations') });
    await grid.locator('tbody tr').first().getByRole('link', { name: id }).waitFor();
    await walk.read('registrations');
    await screenshot(page, 'pseudo-registrations-1366', { fullPage: false });

    await button('Filters', { prefix: true }).click();
    await dialog('Filters').waitFor();
    await walk.read('filters dialog');
    await closeDialog();

    await button('Columns').click();
    await dialog('Columns').waitFor();
    await walk.read('columns chooser');
    await closeDialog();

    const openRowMenu = async () => {
      await button('Actions for ', { datum: id }).click();
      await page.getByRole('menu').waitFor();
    };
    await openRowMenu();
    await walk.read('row menu');
    await menuitem('View Details').click();
    await dialog('Registration Details').getByText(named('Payment ID')).first().waitFor();
    await walk.read('details dialog');
    await closeDialog();

    await openRowMenu();
    await menuitem('Edit Registration').click();
    await dialog('Edit Registration').waitFor();
    await walk.read('edit dialog');
    await closeDialog();

    await openRowMenu();
    await menuitem('Disqualify...').click();
    const disqualify = dialog('Disqualify Registration?');
    await disqualify.getByRole('textbox').waitFor();
    await walk.read('disqualify dialog');
    await screenshot(page, 'pseudo-disqualify-1366', { fullPage: false });
    await disqualify.getByRole('button', { name: named('Cancel') }).click();
    await disqualify.waitFor({ state: 'detached' });

    await button('Duplicate Audit').click();
    const overlay = dialog('Duplicate Audit', { prefix: true });
    await overlay.locator('tbody tr').first().waitFor();
    await walk.read('Duplicate Audit');
    await overlay.getByRole('button', { name: named('Close Duplicate Audit') }).click();
    await overlay.waitFor({ state: 'detached' });

    await goTo(`/registrations/${encodeURIComponent(id)}`, heading('Registration ', { datum: id }));
    await page.getByRole('list', { name: named('History') }).waitFor();
    await walk.read('registration page');
    await screenshot(page, 'pseudo-registration-page-1366');
    await button('Merge with…').click();
    await dialog('Merge ', { datum: id, after: ' with…' }).waitFor();
    await walk.read('merge with dialog');
    await closeDialog();
  });

  test('payments: the lookup and its queue, the confirmation dialog, and the receipts, approvals, collections and reconciliation views', async () => {
    await goTo('/payments', heading('Payment Management'));
    const queue = table('Offline payments awaiting confirmation');
    await queue.getByRole('row').nth(1).waitFor();
    await page.getByRole('textbox', { name: named('Search the queue') }).fill(own.registrationId);
    const confirm = queue.getByRole('button', { name: named('Confirm Payment ', { datum: own.paymentId }) });
    await confirm.waitFor();
    await walk.read('payments lookup');
    await screenshot(page, 'pseudo-payments-1366', { fullPage: false });
    await confirm.click();
    await dialog('Confirm offline payment?').waitFor();
    await walk.read('confirm payment dialog');
    await closeDialog();

    const lookup = page.getByRole('textbox', { name: named('Payment ID or Merchant Transaction ID') });
    await lookup.fill(own.paymentId);
    await lookup.press('Enter');
    await page.getByRole('article', { name: named('Payment ', { datum: own.paymentId }) }).waitFor();
    await walk.read('lookup result');

    for (const [view, name, title] of [
      ['receipts', 'Receipts', 'Receipts'],
      ['approvals', 'Approvals', 'Approvals'],
      ['collections', 'Collections', 'Collections'],
      ['reconciliation', 'Reconciliation', 'Upload a statement'],
    ] as const) {
      await goTo(`/payments?view=${view}`, page.getByRole('tab', { name: named(name), selected: true }));
      await page
        .getByRole('heading', { name: named(title) })
        .first()
        .waitFor();
      await loaded();
      await walk.read(`payments ${view}`);
    }
  });

  test('on a phone: the dashboard, the sidebar sheet, the registrations as cards and the payments', async () => {
    await page.setViewportSize(PHONE);
    await heading('Dashboard').waitFor();
    await page.getByTestId('total-registrations').waitFor();
    await walk.read('dashboard on a phone');
    await screenshot(page, 'pseudo-dashboard-390');
    await button('Toggle Sidebar').click();
    await page.getByRole('navigation', { name: named('Main') }).waitFor();
    await walk.read('sidebar sheet');
    await screenshot(page, 'pseudo-sidebar-390', { fullPage: false });

    await goTo(`/registrations?q=${encodeURIComponent(own.registrationId)}`, heading('Registrations'));
    await page.getByRole('link', { name: own.registrationId }).first().waitFor();
    await walk.read('registrations on a phone');
    await screenshot(page, 'pseudo-registrations-390');
    await goTo('/payments', heading('Payment Management'));
    await loaded();
    await walk.read('payments on a phone');
    await screenshot(page, 'pseudo-payments-390');
  });
});

describe('the walk in Settings, as a superadmin', () => {
  walkAs(() => SUPERADMIN, { name: SUPERADMIN_NAME });

  /** Opens the Settings tab `id` (its label `label`) and waits for `ready` in its panel. */
  const settingsTab = async (id: string, label: string, ready: (panel: Locator) => Locator) => {
    await goTo(`/settings?tab=${id}`, heading('Settings'));
    await page.getByRole('tab', { name: named(label), selected: true }).waitFor();
    await ready(page.getByRole('tabpanel', { name: named(label) })).waitFor();
    await loaded();
  };
  /** Opens the dialog `name` with `opener` and reads it as `screen` once `ready` shows in it; answers it, for `cancel`. */
  const readDialog = async (screen: string, opener: Locator, name: string, { ready = (open: Locator) => open, options = {} } = {}) => {
    await opener.click();
    const open = dialog(name, options);
    await ready(open).waitFor();
    await walk.read(screen);
    return open;
  };
  /** Closes a dialog with its Cancel button: nothing is saved. */
  const cancel = async (open: Locator) => {
    await open.getByRole('button', { name: named('Cancel') }).click();
    await open.waitFor({ state: 'detached' });
  };

  test('organization, payment and centres, with the centre dialogs', async () => {
    await settingsTab('organization', 'Organization', (panel) => panel.getByRole('button', { name: named('Save Changes') }).first());
    await walk.read('settings organization');
    await screenshot(page, 'pseudo-settings-organization-1366');

    await settingsTab('payment', 'Payment', (panel) => panel.getByRole('button', { name: named('Save Changes') }).first());
    await walk.read('settings payment');

    await settingsTab('centers', 'Centers', (panel) => panel.getByRole('button', { name: named('Edit ', { datum: CENTRE }) }));
    await walk.read('settings centres');
    const adding = await readDialog('add centre dialog', button('Add Center'), 'Add Center', { ready: (open) => open.getByRole('textbox').first() });
    await cancel(adding);
    const editing = await readDialog('edit centre dialog', button('Edit ', { datum: CENTRE }), 'Edit Center', {
      ready: (open) => open.getByRole('textbox').first(),
    });
    await cancel(editing);
    const deleting = await readDialog('delete centre dialog', button('Delete ', { datum: CENTRE }), 'Delete center?');
    await cancel(deleting);
  });

  test('users, with the invitation, role and every confirmation a colleague offers', async () => {
    await settingsTab('users', 'Users', (panel) => panel.locator(`tr[data-email="${COLLEAGUE}"]`));
    await walk.read('settings users');
    await screenshot(page, 'pseudo-settings-users-1366', { fullPage: false });

    const inviting = await readDialog('invite dialog', button('Invite User'), 'Invite User', { ready: (open) => open.getByRole('textbox').first() });
    await cancel(inviting);

    await page.getByRole('combobox', { name: named('Role of ', { datum: COLLEAGUE }) }).click();
    await page.getByRole('listbox').waitFor();
    await walk.read('role choices');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });

    for (const [screen, opener, title] of [
      ['remove user dialog', 'Remove ', 'Remove user?'],
      ['sign out everywhere dialog', 'Sign out everywhere: ', 'Sign out everywhere?'],
      ['reset second factor dialog', 'Reset second factor: ', 'Reset second factor?'],
    ] as const) {
      await cancel(await readDialog(screen, button(opener, { datum: COLLEAGUE }), title));
    }
  });

  test('features and templates, with a template dialog and its preview; data, with an import checked; modules', async () => {
    await settingsTab('features', 'Features', (panel) => panel.getByRole('button', { name: named('Edit ', { prefix: true }) }).first());
    await walk.read('settings features');
    const template = await readDialog('template dialog', button('Edit ', { prefix: true }).first(), 'Edit Template: ', {
      options: { prefix: true },
      ready: (open) => open.getByRole('textbox').first(),
    });
    await template.getByRole('button', { name: named('Preview') }).click();
    await template.getByRole('button', { name: named('Hide Preview') }).waitFor();
    // The preview is the template (the API's data, in the language chosen on the card: English) with the spec's sample values: data too.
    const previews = template.getByLabel(named('Preview')).or(template.getByLabel(named('SMS preview')));
    const noSms = named('No SMS is sent with this template.');
    for (const text of await previews.locator('h6, p').allInnerTexts()) {
      for (const line of text.split('\n')) if (!noSms.test(line.trim())) walk.data.add(line.trim());
    }
    await walk.read('template preview');
    await cancel(template);

    await settingsTab('data', 'Data', (panel) => panel.getByRole('button', { name: named('Export Registrations') }));
    await walk.read('settings data');
    // A file checked, not imported: the preview shows its row's payment in words.
    const stamp = `${Date.now() % 100_000_000}`.padStart(8, '0');
    const row: Record<string, string> = {
      registrationId: `REG-XA-${stamp}`,
      name: 'Pseudo Preview',
      gender: 'male',
      contactNumber: `94${stamp}`,
      school: 'Imported School',
      std: '4th',
      cadre: 'Primary Level',
      levelEnrolled: 'LEVEL 2',
      centerCode: CENTRE,
      paymentId: `PAY-XA-${stamp}`,
      paymentMode: 'offline',
      paymentAmount: '300',
      paymentStatus: 'pending',
    };
    const csvOf = (rows: Record<string, string>[]) =>
      [IMPORT_COLUMNS.join(','), ...rows.map((each) => IMPORT_COLUMNS.map((column) => each[column] ?? '').join(','))].join('\n');
    // The file's name, which the card shows, is the person's: data.
    walk.data.add('pupils.csv');
    const chooseFile = (csv: string) =>
      page.getByLabel(named('CSV file to import')).setInputFiles({ name: 'pupils.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await chooseFile(csvOf([row]));
    await table('Preview').getByRole('row').nth(1).waitFor();
    await walk.read('import preview');
    await screenshot(page, 'pseudo-settings-data-1366');

    // A file with problems: a class the programme lacks, and the id of a registration already there. The API's English is in the
    // JSON the page received, which the walk takes for data, so each problem is checked here: in the language, naming its id.
    const checked = page.waitForResponse((response) => response.url().endsWith('/admin/imports/preview'));
    await chooseFile(
      csvOf([
        { ...row, std: '13th' },
        { ...row, registrationId: own.registrationId, paymentId: `PAY-XB-${stamp}` },
      ]),
    );
    const { issues } = (await (await checked).json()) as { issues: { code: string; message: string }[] };
    expect(issues.map((issue) => issue.code)).toEqual(['invalid-value', 'id-taken']);
    const problems = table('Problems').getByRole('row');
    await problems.nth(issues.length).waitFor();
    const shown = await problems.evaluateAll((rows) => rows.slice(1).map((each) => each.lastElementChild?.textContent ?? ''));
    expect(shown).toHaveLength(issues.length);
    for (const [index, issue] of issues.entries()) expect(shown[index]).not.toBe(issue.message);
    expect(shown[1]).toContain(own.registrationId);
    await walk.read('import problems');
    await screenshot(page, 'pseudo-settings-data-problems-1366');

    await settingsTab('modules', 'Modules', (panel) => panel.getByRole('button', { name: named('Register build') }));
    await walk.read('settings modules');
  });

  test('on a phone: every tab', async () => {
    await page.setViewportSize(PHONE);
    for (const [id, label, ready] of [
      ['organization', 'Organization', named('Save Changes')],
      ['payment', 'Payment', named('Save Changes')],
      ['centers', 'Centers', named('Add Center')],
      ['users', 'Users', named('Invite User')],
      ['features', 'Features', named('Edit ', { prefix: true })],
      ['data', 'Data', named('Export Registrations')],
      ['modules', 'Modules', named('Register build')],
    ] as const) {
      await settingsTab(id, label, (panel) => panel.getByRole('button', { name: ready }).first());
      await walk.read(`settings ${id} on a phone`);
      if (id === 'users') await screenshot(page, 'pseudo-settings-users-390');
    }
  });
});

test('every English text KNOWN_ENGLISH lists was met on the walk (else: take it off the list)', () => {
  expect(KNOWN_ENGLISH.map((known) => known.text).filter((text) => !met.has(text))).toEqual([]);
});
