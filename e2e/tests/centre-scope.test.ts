import type { Page } from 'playwright-core';
import { api, idToken } from '../src/api';
import { portalUrl, signIn, useBrowserPage } from '../src/browser';

// Centre-scoped staff in the real portal: the superadmin limits the staff account to one centre on
// the Users tab; signed in, that person's dashboard says which centre it counts and counts only it,
// and the list holds only its registrations. The account gets every centre back afterwards.

const browserPage = useBrowserPage({ width: 1366, height: 900 });
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const STAFF = 'staff@example.org';

async function staffUid(token: string): Promise<string> {
  return (await api(token, 'GET', '/admin/staff-accounts')).body.data.find((u: { email: string }) => u.email === STAFF).id;
}

afterAll(async () => {
  const token = await idToken('superadmin@example.org');
  await api(token, 'PUT', `/admin/staff-accounts/${await staffUid(token)}/centers`, { centers: [] });
});

test('a staff member limited to Chennai on the Users tab sees Chennai alone on the dashboard and in the list', async () => {
  const superadmin = await idToken('superadmin@example.org');
  const chennai = (await api(superadmin, 'GET', '/admin/registrations/count?center=CHN01')).body.total as number;
  const everyone = (await api(superadmin, 'GET', '/admin/stats')).body.totalRegistrations as number;
  expect(chennai).toBeGreaterThan(0);
  expect(chennai).toBeLessThan(everyone);

  await signIn(page, 'superadmin@example.org');
  await page.goto(portalUrl('/settings?tab=users'));
  const row = page.getByRole('table', { name: 'Users' }).locator(`tr[data-email="${STAFF}"]`);
  const centers = row.getByRole('combobox').nth(1);
  await centers.click();
  await page.getByRole('option', { name: 'CHN01' }).click();
  await page.keyboard.press('Escape');
  await page.getByText('Priya Nair now sees CHN01.').waitFor();
  await row.getByText('CHN01').waitFor();

  // The staff member in a browser of their own.
  const theirs = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const staffPage = await theirs.newPage();
    await signIn(staffPage, STAFF);
    await staffPage.getByTestId('counted-centers').filter({ hasText: 'Counting CHN01 (Chennai)' }).waitFor();
    await staffPage
      .getByTestId('total-registrations')
      .filter({ hasText: chennai.toLocaleString('en-IN') })
      .waitFor();
  } finally {
    await theirs.close();
  }

  const staff = await idToken(STAFF);
  const listed = await api(staff, 'GET', '/admin/registrations?limit=1000');
  expect(listed.body.total).toBe(chennai);
  expect(listed.body.data.every((r: { centerCode: string }) => r.centerCode === 'CHN01')).toBe(true);
});
