import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { api, withThemePreference } from '../src/api';
import { waitForStillness } from '../src/axe';
import { PHONE, portalUrl, screenshot, signIn, useBrowserPage } from '../src/browser';

// Issue 61: two registrations of one child (one phone number, two schools as typed) merged from
// the Duplicate Audit into one, the school taken from the one merged away; the merged-away
// registration's page leads to the kept one; the notice's Undo and the page's Unmerge take it back.
// Issue 61 item 4: "Merge suggested" in the Duplicate Audit, previewed, confirmed, run as a bulk job
// with its result in the page. That job merges every suggested group of the database (the seed's
// and earlier tests' too): each of its tests puts back every merge it made, even when it fails.

const LAPTOP = { width: 1366, height: 768 };
const browserPage = useBrowserPage(LAPTOP);
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const HEADER = 'registrationId,name,gender,contactNumber,school,std,cadre,levelEnrolled,centerCode,paymentId,paymentMode,paymentAmount,paymentStatus';

interface Pair {
  kept: string;
  mergedAway: string;
  contactNumber: string;
  keptSchool: string;
  otherSchool: string;
  /** A registration of another number, to be found by "Merge with…". */
  third: string;
}

/** Two registrations of this test's own sharing a phone number: a duplicate group nobody else's test touches. */
async function duplicatePair(label: string): Promise<Pair> {
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const pair = {
    kept: `REG-0001700-${label}-${n}-A`,
    mergedAway: `REG-0001700-${label}-${n}-B`,
    contactNumber: `94${n}55`,
    keptSchool: 'Sunrise School',
    otherSchool: `Sunrise Public School ${label}`,
    third: `REG-0001700-${label}-${n}-C`,
  };
  const line = (id: string, school: string, payment: string) =>
    `${id},${label} Merge Child ${n},female,${pair.contactNumber},${school},4th,Kids Level,BUD,DLH01,${payment},offline,300,pending`;
  const third = `${pair.third},${label} Other Child ${n},male,93${n}66,Sunrise School,5th,Kids Level,BUD,DLH01,PAY-${label}-${n}-C,offline,300,pending`;
  const csv = `${HEADER}\n${line(pair.kept, pair.keptSchool, `PAY-${label}-${n}-A`)}\n${line(pair.mergedAway, pair.otherSchool, `PAY-${label}-${n}-B`)}\n${third}\n`;
  const reply = await api(await idToken('superadmin@example.org'), 'POST', '/admin/imports', { csv });
  if (reply.status !== 201) throw new Error(`The import answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return pair;
}

const registration = async (id: string) => (await api(await idToken('admin@example.org'), 'GET', `/admin/registrations/${id}`)).body;
const overlay = () => page.getByRole('dialog', { name: /Duplicate Audit/ });
const mergeDialog = () => page.getByRole('dialog', { name: 'Merge Registrations' });
const notices = () => page.getByRole('region', { name: 'Notifications' });

/** Opens the Duplicate Audit at the pair's group and its merge view, keeping A and taking B's school. */
async function openMerge(pair: Pair): Promise<void> {
  await page.goto(portalUrl('/registrations?duplicateAudit=open'));
  await overlay().getByRole('textbox', { name: 'Search duplicate groups by phone number or name' }).fill(pair.contactNumber);
  const card = overlay().getByRole('region', { name: `Contact ${pair.contactNumber}` });
  await card.getByRole('button', { name: 'Merge…' }).click();
  await mergeDialog().waitFor();
  await mergeDialog()
    .getByRole('radio', { name: `Keep ${pair.kept}` })
    .check();
  await mergeDialog()
    .getByRole('radio', { name: `School from ${pair.mergedAway}` })
    .check();
  await mergeDialog()
    .getByRole('status', { name: 'What the merge will do' })
    .getByText(`${pair.kept} is kept, taking School "${pair.otherSchool}" from ${pair.mergedAway}.`)
    .waitFor();
}

async function merge(pair: Pair): Promise<void> {
  await mergeDialog()
    .getByRole('button', { name: `Merge into ${pair.kept}` })
    .click();
  await mergeDialog().waitFor({ state: 'detached' });
  await notices().getByText('Registrations Merged').waitFor();
}

test("merged from the Duplicate Audit with the other's school: the kept registration shows it, the other's page says where it went and leads there", async () => {
  const pair = await duplicatePair('MRG');
  await signIn(page, 'admin@example.org');
  await openMerge(pair);
  await waitForStillness(page);
  await screenshot(page, 'registration-merge-dialog-1366-light', { fullPage: false });
  await merge(pair);

  const kept = await registration(pair.kept);
  expect(kept.school.value).toBe(pair.otherSchool);
  expect(kept.status).toBe('active');
  const away = await registration(pair.mergedAway);
  expect(away).toMatchObject({ status: 'duplicate', mergedInto: pair.kept });

  // Searched for, the merged-away registration says where it went, under its status.
  await page.goto(portalUrl(`/registrations?q=${pair.mergedAway}`));
  const row = page.getByRole('grid', { name: 'Registrations' }).locator('tbody tr').filter({ hasText: pair.mergedAway });
  await row.getByText(`Merged into ${pair.kept}`).waitFor();
  await screenshot(page, 'registration-merged-away-list-1366-light', { fullPage: false });
  // Compact, the row stays one line: the note becomes a mark beside the status, named the same.
  await page.goto(portalUrl(`/registrations?q=${pair.mergedAway}&density=compact`));
  await row.getByRole('img', { name: `Merged into ${pair.kept}` }).waitFor();
  expect((await row.boundingBox())!.height).toBeLessThanOrEqual(32);
  await screenshot(page, 'registration-merged-away-list-compact-1366-light', { fullPage: false });

  await page.goto(portalUrl(`/registrations/${pair.mergedAway}`));
  const notice = page.getByRole('alert').filter({ hasText: `Merged into ${pair.kept}` });
  await notice.getByRole('button', { name: 'Unmerge' }).waitFor();
  await screenshot(page, 'registration-merged-away-1366-light', { fullPage: false });
  await notice.getByRole('link', { name: pair.kept }).click();
  await page.getByRole('heading', { level: 1, name: `Registration ${pair.kept}` }).waitFor();
  await page.getByText(pair.otherSchool, { exact: true }).waitFor();
  // Kept, it is merged into nothing, and may take in another, found by a search from its page.
  expect(await page.getByText(/^Merged into /).count()).toBe(0);
  await page.getByRole('button', { name: 'Merge with…' }).click();
  const search = page.getByRole('dialog', { name: `Merge ${pair.kept} with…` });
  await search.getByRole('textbox', { name: 'Search for the registration to merge with' }).fill(pair.contactNumber);
  // The merged-away one shares the number but belongs to the kept one now: not offered.
  await search.getByText(`No other registration matches "${pair.contactNumber}".`).waitFor();
  await search.getByRole('textbox', { name: 'Search for the registration to merge with' }).fill(pair.third);
  await search.getByRole('button', { name: new RegExp(pair.third) }).click();
  await mergeDialog()
    .getByRole('radio', { name: `Keep ${pair.third}` })
    .waitFor();
  await waitForStillness(page);
  await screenshot(page, 'registration-merge-with-1366-light', { fullPage: false });
  await mergeDialog().getByRole('button', { name: 'Cancel' }).click();
  await mergeDialog().waitFor({ state: 'detached' });
});

test("the notice's Undo takes the merge back; merged again, the merged-away page's Unmerge does too", async () => {
  const pair = await duplicatePair('UND');
  await signIn(page, 'admin@example.org');
  await openMerge(pair);
  await merge(pair);
  await notices().getByRole('button', { name: 'Undo' }).click();
  await notices().getByText('Merge Undone').waitFor();
  expect((await registration(pair.kept)).school.value).toBe(pair.keptSchool);
  const undone = await registration(pair.mergedAway);
  expect(undone.status).toBe('active');
  expect(undone.mergedInto).toBeUndefined();

  // The group is back in the Duplicate Audit, to be merged again.
  await overlay().getByRole('button', { name: 'Close Duplicate Audit' }).click();
  await overlay().waitFor({ state: 'detached' });
  await openMerge(pair);
  await merge(pair);
  expect((await registration(pair.mergedAway)).mergedInto).toBe(pair.kept);

  await page.goto(portalUrl(`/registrations/${pair.mergedAway}`));
  const notice = page.getByRole('alert').filter({ hasText: `Merged into ${pair.kept}` });
  await notice.getByRole('button', { name: 'Unmerge' }).click();
  await notices().getByText(`${pair.mergedAway} is a registration of its own again.`).waitFor();
  await notice.waitFor({ state: 'detached' });
  const restored = await registration(pair.mergedAway);
  expect(restored.status).toBe('active');
  expect(restored.mergedInto).toBeUndefined();
  expect((await registration(pair.kept)).school.value).toBe(pair.keptSchool);
});

test('on a phone in the dark theme the merge view fits the screen and merges', async () => {
  const pair = await duplicatePair('PHN');
  await withThemePreference('admin@example.org', 'dark', async () => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin@example.org');
    await openMerge(pair);
    // The sign-in's notice sits over the dialog's top on a phone until it leaves by itself.
    await notices().getByText('Welcome back').waitFor({ state: 'detached' });
    await waitForStillness(page);
    expect(await mergeDialog().evaluate((dialog) => dialog.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const button = mergeDialog().getByRole('button', { name: `Merge into ${pair.kept}` });
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'registration-merge-dialog-390-dark', { fullPage: false });
    await merge(pair);
    expect((await registration(pair.kept)).school.value).toBe(pair.otherSchool);
    await page.goto(portalUrl(`/registrations/${pair.mergedAway}`));
    await page
      .getByRole('alert')
      .filter({ hasText: `Merged into ${pair.kept}` })
      .getByRole('link', { name: pair.kept })
      .waitFor();
    await screenshot(page, 'registration-merged-away-390-dark', { fullPage: false });
  });
});

const PATH = '/admin/registrations/duplicates/merge-suggested';
/** What the preview answers, as far as this test reads it (the browser tests import nothing of shared). */
interface Planned {
  merge: { keepId: string; mergeIds: string[] }[];
  counts: { merge: number; skip: number };
}
const adminCall = async (method: string, path: string, body?: unknown) => api(await idToken('admin@example.org'), method, path, body);

/**
 * Two registrations of this test's own agreeing on name, number and school (written differently),
 * under a number that sorts before the seed's, so that its group leads the preview's list.
 */
async function suggestedPair(label: string): Promise<{ kept: string; mergedAway: string; phone: string }> {
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const pair = { kept: `REG-0001800-${label}-${n}-A`, mergedAway: `REG-0001800-${label}-${n}-B`, phone: `6000${n}` };
  const csv = [
    HEADER,
    `${pair.kept},${label} Suggested Child ${n},female,6000${n},Sunrise School,4th,Kids Level,BUD,DLH01,PAY-${label}-${n}-A,offline,300,pending`,
    `${pair.mergedAway},${label.toLowerCase()} suggested child ${n},female,+91 6000${n},sunrise school,4th,Kids Level,BUD,DLH01,PAY-${label}-${n}-B,offline,300,pending`,
  ].join('\n');
  const reply = await api(await idToken('superadmin@example.org'), 'POST', '/admin/imports', { csv: `${csv}\n` });
  if (reply.status !== 201) throw new Error(`The import answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return pair;
}

/** Takes back every merge of `planned` that was made: the database as it was before the test. */
async function unmergeAll(planned: Planned): Promise<void> {
  for (const group of planned.merge) {
    const away = (await adminCall('GET', `/admin/registrations/${group.mergeIds[0]}`)).body;
    if (away.mergedInto !== group.keepId) continue;
    const reply = await adminCall('POST', `/admin/registrations/${group.mergeIds[0]}/unmerge`, {});
    if (reply.status !== 200) throw new Error(`Unmerging ${group.mergeIds[0]} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
}

const preview = () => page.getByRole('dialog', { name: 'Merge suggested' });

async function mergeSuggested(viewport: string): Promise<void> {
  const pair = await suggestedPair(viewport === '390' ? 'SGP' : 'SGL');
  const planned: Planned = (await adminCall('POST', `${PATH}?preview=true`, {})).body;
  expect(planned.merge).toContainEqual({ keepId: pair.kept, mergeIds: [pair.mergedAway] });
  try {
    await signIn(page, 'admin@example.org');
    await page.goto(portalUrl('/registrations?duplicateAudit=open'));
    await overlay().getByRole('button', { name: 'Merge suggested' }).click();
    const toMerge = preview().getByRole('list', { name: 'Groups to merge' });
    await toMerge.getByText(`Keep ${pair.kept}`).waitFor();
    await toMerge.getByText(`Merge into it: ${pair.mergedAway}`).waitFor();
    await preview()
      .getByText(`${planned.counts.merge.toLocaleString('en-IN')} group`, { exact: false })
      .first()
      .waitFor();
    await waitForStillness(page);
    if (viewport === '390') expect(await preview().evaluate((dialog) => dialog.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, `merge-suggested-preview-${viewport}-light`, { fullPage: false });

    await preview()
      .getByRole('button', { name: /^Merge \d[\d,]* groups?$/ })
      .click();
    await preview().waitFor({ state: 'detached' });
    const progress = overlay().getByRole('region', { name: 'Bulk action progress' });
    await progress.getByText('Merge suggested finished').waitFor();
    await progress
      .getByText(new RegExp(`^${planned.counts.merge.toLocaleString('en-IN')} merged, ${planned.counts.skip.toLocaleString('en-IN')} skipped`))
      .waitFor();
    await waitForStillness(page);
    await screenshot(page, `merge-suggested-result-${viewport}-light`, { fullPage: false });

    expect((await adminCall('GET', `/admin/registrations/${pair.mergedAway}`)).body).toMatchObject({ status: 'duplicate', mergedInto: pair.kept });
    // Merged, the group has left the Duplicate Audit.
    await overlay().getByRole('textbox', { name: 'Search duplicate groups by phone number or name' }).fill(pair.phone);
    await overlay().getByText(`No unresolved duplicate groups match "${pair.phone}".`).waitFor();
  } finally {
    await unmergeAll(planned);
  }
}

test('Merge suggested: previewed, confirmed, run with its result in the Duplicate Audit (laptop)', async () => {
  await mergeSuggested('1366');
});

test('Merge suggested on a phone: the preview fits the screen, and the result shows', async () => {
  await page.setViewportSize(PHONE);
  await mergeSuggested('390');
});
