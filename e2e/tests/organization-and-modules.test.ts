import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { idToken } from 'tooling/emulator-sign-in';
import { solidPng } from 'tooling/test-images';
import { apiOk } from '../src/api';
import { apiUrl, DESKTOP, portalUrl, resizeToPhone, screenshot, signIn, useBrowserPage } from '../src/browser';

// Issue 60 items 6 and 22 through the real portal: a superadmin gives the organisation an address,
// contact and logo that the next receipt prints, and registers a build from Settings > Modules.
// Each test puts back what it changed, even when it fails (the demo data is shared).

const browserPage = useBrowserPage({ ...DESKTOP, height: 768 });
let page: Page;
beforeEach(() => {
  page = browserPage.page();
});

const SUPERADMIN = 'superadmin@example.org';

async function openSettingsTab(tab: string): Promise<void> {
  await page.goto(portalUrl(`/settings?tab=${tab}`));
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
}

test('a superadmin saves the address, phone and e-mail and uploads a logo; the next receipt prints them', async () => {
  const before = await apiOk<{ organization: { value: Record<string, string> } }>('GET', '/admin/settings', { email: SUPERADMIN });
  const logoFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logo-')), 'logo.png');
  fs.writeFileSync(logoFile, solidPng(160, 64, [21, 101, 192, 255]));
  try {
    await signIn(page, SUPERADMIN);
    await openSettingsTab('organization');
    await page.getByLabel('Address').fill('12 MG Road\nPune 411001');
    await page.getByLabel('Phone').fill('+91 20 4000 1234');
    await page.getByLabel('E-mail').fill('office@abacus.example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Organization settings saved.').waitFor();
    await page.getByLabel('Logo image').setInputFiles(logoFile);
    await page.getByRole('img', { name: 'Organization logo' }).waitFor();
    await screenshot(page, 'settings-organization-logo-desktop');
    await resizeToPhone(page);
    await screenshot(page, 'settings-organization-logo-phone');

    const { data } = await apiOk<{ data: { registrationId: string; payment: { status: string; approval: unknown } }[] }>(
      'GET',
      '/admin/payments/awaiting-confirmation?limit=100',
    );
    const pending = data.find((r) => r.payment.status === 'pending' && !r.payment.approval)!;
    await apiOk('PUT', `/admin/register/${pending.registrationId}`, {
      email: 'staff@example.org',
      body: { payment: { status: 'success', mode: 'offline', method: 'cash' } },
    });
    const pdf = await fetch(apiUrl(`/admin/registrations/${pending.registrationId}/receipt`), {
      headers: { authorization: `Bearer ${await idToken('viewer@example.org')}` },
    });
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toMatch(/\/Subtype \/Image/);
  } finally {
    await apiOk('PUT', '/admin/settings/organization', { email: SUPERADMIN, body: { value: before.organization.value } });
    await apiOk('DELETE', '/admin/settings/organization/logo', { email: SUPERADMIN });
  }
});

test('a build is registered from Settings > Modules, a refusal shown in words; each module says which version this browser runs', async () => {
  const version = `e2e-${Date.now()}`;
  try {
    await signIn(page, SUPERADMIN);
    await openSettingsTab('modules');
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByText(/This browser runs initial/).waitFor();
    await payments.getByText(/The build the portal started with/).waitFor();

    const form = page.getByRole('region', { name: 'Register a build' });
    await form.getByRole('combobox', { name: 'Module' }).click();
    await page.getByRole('option', { name: 'Payments (mfe-payments)' }).click();
    await form.getByLabel('Version').fill(version);
    await form.getByLabel('Manifest address').fill('https://not-allowed.example/mf-manifest.json');
    await form.getByRole('button', { name: 'Register build' }).click();
    await form
      .getByRole('alert')
      .getByText(/is not an allowed release origin/)
      .waitFor();
    await screenshot(page, 'settings-modules-register-refused-desktop');

    // The build the portal loads now, registered again under a throwaway version.
    const releases = await apiOk<{ data: { remote: string; live: { manifestUrl: string } }[] }>('GET', '/admin/releases', { email: SUPERADMIN });
    const manifestUrl = releases.data.find((release) => release.remote === 'mfe-payments')!.live.manifestUrl;
    await form.getByLabel('Manifest address').fill(manifestUrl);
    await form.getByRole('button', { name: 'Register build' }).click();
    await page.getByText(`Payments ${version} is registered; no browser loads it until it is rolled out.`).waitFor();
    await page.getByRole('button', { name: `Roll out Payments ${version}` }).waitFor();
    // Registered again under another version, the build this browser runs is still the live one.
    await payments.getByText(/This browser runs initial\./).waitFor();
    await resizeToPhone(page);
    await screenshot(page, 'settings-modules-phone');
  } finally {
    // A registered version is never served until rolled out; none of these was, so nothing is left to roll back.
    const releases = await apiOk<{ data: { remote: string; rollout: { version: string } | null }[] }>('GET', '/admin/releases', { email: SUPERADMIN });
    if (releases.data.find((release) => release.remote === 'mfe-payments')?.rollout?.version === version) {
      await apiOk('POST', '/admin/releases/mfe-payments/rollback', { email: SUPERADMIN });
    }
  }
});
