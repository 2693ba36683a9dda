import type { Page } from 'playwright-core';
import { newStaffAccount, useThrowawayAccounts } from '../src/api';
import { DESKTOP, PHONE, portalUrl, screenshot, useBrowserPage } from '../src/browser';

// The portal in Hindi and Tamil (issue 63), in a browser against the real API: before sign-in the
// browser's language and the sign-in page's switch decide; signed in, the person's Preferences, applied
// at once to the shell and to every module, and remembered for the frame of the next start; the API's
// refusals in the person's language.

const PASSWORD = 'bhasha-pass-123';
const browserPage = useBrowserPage(DESKTOP, { locale: 'ta-IN' });
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});
const created = useThrowawayAccounts();

const pageLanguage = () => page.evaluate(() => document.documentElement.lang);
/** The sidebar, named 'Main' in English and मुख्य in Hindi. */
const navigation = () => page.getByRole('navigation', { name: /^(Main|मुख्य)$/ });

test("before sign-in a Tamil browser gets the sign-in page in Tamil, and the page's switch changes it at once", async () => {
  await page.goto(portalUrl('/auth/sign-in'));
  await page.getByRole('heading', { level: 1, name: 'நிர்வாகப் போர்ட்டல்' }).waitFor();
  expect(await pageLanguage()).toBe('ta-IN');
  await page.getByLabel('கடவுச்சொல்', { exact: true }).waitFor();
  await screenshot(page, 'languages-sign-in-1366-ta');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'languages-sign-in-390-ta');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.getByRole('heading', { level: 1, name: 'एडमिन पोर्टल' }).waitFor();
  expect(await page.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
  expect(await pageLanguage()).toBe('hi-IN');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
  // The choice is this browser's: the page opened again keeps it.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
});

test("a Tamil browser's sign-in form says what is wrong in Tamil: the forms' messages come with the first key pressed", async () => {
  await page.goto(portalUrl('/auth/sign-in'));
  await page.getByRole('heading', { level: 1, name: 'நிர்வாகப் போர்ட்டல்' }).waitFor();
  // Typed key by key, as a person types: the first key fetches the forms' messages (shared/src/forms/formWords.ts).
  await page.getByLabel('மின்னஞ்சல்').pressSequentially('not-an-address');
  await page.getByRole('button', { name: 'உள்நுழை', exact: true }).click();
  await page.getByText('சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்').waitFor();
  expect(await page.getByText('Please enter a valid email address').count()).toBe(0);
});

/** Signs `email` in from the sign-in page in English, then chooses Hindi in Preferences: applied at once. */
async function signInAndChooseHindi(email: string): Promise<void> {
  await page.goto(portalUrl('/auth/sign-in'));
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
  // Signed in, the person's preferences decide: English, the spec's default, whatever the browser says.
  await navigation().getByRole('link', { name: 'Payments' }).waitFor();

  await page.goto(portalUrl('/profile?tab=preferences'));
  await page.getByRole('combobox', { name: 'Locale' }).click();
  await page.getByRole('option', { name: 'हिन्दी (Hindi)' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  // The notice comes in Hindi, in the notices' region named in Hindi.
  await page.getByRole('region', { name: 'सूचनाएँ' }).getByText('प्राथमिकताएँ सहेजी गईं').waitFor();
  await navigation().getByRole('link', { name: 'भुगतान' }).waitFor();
  await page.getByRole('button', { name: 'प्राथमिकताएँ सहेजें' }).waitFor();
}

test('a person who chooses Hindi in Preferences meets the shell and every module in Hindi at once, and the next start in Hindi too', async () => {
  const email = await newStaffAccount(created, { name: 'bhasha', role: 'staff', password: PASSWORD });
  await signInAndChooseHindi(email);
  expect(await pageLanguage()).toBe('hi-IN');

  // A remote fetches its own Hindi catalogue: the payments screen and the registrations list.
  await navigation().getByRole('link', { name: 'भुगतान' }).click();
  await page.getByRole('heading', { level: 1, name: 'भुगतान प्रबंधन' }).waitFor();
  await screenshot(page, 'languages-payments-1366-hi');
  await navigation()
    .getByRole('link', { name: /^पंजीकरण/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'पंजीकरण' }).waitFor();
  await screenshot(page, 'languages-registrations-1366-hi');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'languages-registrations-390-hi');
  await page.setViewportSize(DESKTOP);

  // The next start: the frame drawn before any script is in Hindi, then the portal.
  expect(await page.evaluate(() => localStorage.getItem('admin-portal-language'))).toBe('hi-IN');
  const frameWords = await page.evaluate(async (url) => {
    const html = await (await fetch(url)).text();
    return html.includes('"भुगतान"');
  }, portalUrl('/dashboard'));
  expect(frameWords).toBe(true);
  await page.reload();
  await navigation().getByRole('link', { name: 'डैशबोर्ड' }).waitFor();
  expect(await pageLanguage()).toBe('hi-IN');
});

test("a person reading Hindi meets the API's refusal in Hindi, not its English: an old Excel statement", async () => {
  const email = await newStaffAccount(created, { name: 'bhasha-refusal', role: 'admin', password: PASSWORD });
  await signInAndChooseHindi(email);
  await page.goto(portalUrl('/payments?view=reconciliation'));
  // The presets are in: a file chosen is read at once.
  await page.waitForFunction(() => !(document.querySelector('input[type="file"]') as HTMLInputElement | null)?.disabled);
  // An Excel 97-2003 workbook begins with the OLE signature: the API answers 400 statement-old-excel
  // beside its English words. Chosen as a person does, through the button (the refusals' words are
  // fetched at a person's first press).
  const oldExcel = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'CSV या Excel फ़ाइल चुनें' }).click();
  await (await chooser).setFiles({ name: 'statement.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: oldExcel });
  await page.getByText('पुरानी Excel (.xls) फ़ाइलें पढ़ी नहीं जा सकतीं। कृपया बैंक विवरण को .xlsx या CSV में सहेजकर फिर से अपलोड करें।').waitFor();
  expect(await page.getByText(/does not read/).count()).toBe(0);
  await screenshot(page, 'languages-refusal-hi');

  // A statement in the portal's own layout with a date it cannot read: the line's problem in Hindi, the cell as written.
  const csvChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'CSV या Excel फ़ाइल चुनें' }).click();
  await (
    await csvChooser
  ).setFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from('date,reference,description,amount\nyesterday,UTR-HI-1,School fee,300\n') });
  await page.getByText('तारीख YYYY-MM-DD या DD/MM/YYYY में होनी चाहिए; "yesterday" नहीं', { exact: false }).waitFor();
  expect(await page.getByText(/Date must be/).count()).toBe(0);
  await screenshot(page, 'languages-statement-line-hi');
});
