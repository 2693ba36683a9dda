import type { Registration } from 'shared/domain/registrations/registration';
import type { RefusalCode } from 'shared/domain/common/refusal-codes';
import { LOGO_MAX_BYTES, LOGO_REFUSALS } from 'shared/domain/settings/logo';
import { JPEG_1X1, PNG_1X1, solidPng } from 'tooling/test-images';
import { testEngines } from './support/environment';
import { pdfText } from './support/pdf-text';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// Settings > Organization's address, phone, e-mail and logo, and the receipt that prints them:
// a write that leaves a new field out keeps it, a file that is not a printable PNG or JPEG is
// refused in words and changes nothing, and the receipt names the organisation, its contact, the
// confirmer by name and the method.

const CONTACT = { address: '12 MG Road, Camp\nPune 411001', phone: '+91 20 4000 1234', email: 'office@brightminds.example' };

describe.each(testEngines())('organization contact and logo on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 40 });
  const as = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    call(target, method, path, { token: await tokenFor('superadmin'), body, headers });
  const upload = (bytes: Uint8Array, contentType = 'image/png') => as('PUT', '/admin/settings/organization/logo', bytes, { 'content-type': contentType });
  const organization = async () => (await as('GET', '/admin/settings')).body.organization;

  afterEach(async () => {
    await as('DELETE', '/admin/settings/organization/logo');
  });

  test('a write without address, phone and e-mail (a screen built before them) keeps them; one with them changes them; a bad e-mail is refused', async () => {
    const { value, version } = await organization();
    const withContact = await as('PUT', '/admin/settings/organization', { value: { ...value, ...CONTACT }, version });
    expect(withContact.body).toEqual({ value: { ...value, ...CONTACT }, version: version + 1 });

    const older = await as('PUT', '/admin/settings/organization', { value: { name: 'Bright Minds Abacus', primaryColor: '#0f766e' }, version: version + 1 });
    expect(older.body).toEqual({ value: { name: 'Bright Minds Abacus', primaryColor: '#0f766e', ...CONTACT }, version: version + 2 });
    expect((await organization()).value).toEqual({ name: 'Bright Minds Abacus', primaryColor: '#0f766e', ...CONTACT });
    // What every staff member's portal reads stays the contract's shape.
    expect((await as('GET', '/admin/portal-settings')).body.organization).toEqual({ name: 'Bright Minds Abacus', primaryColor: '#0f766e' });

    const refused = await as('PUT', '/admin/settings/organization', { value: { ...value, email: 'not an e-mail' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Invalid email address');
    const lines = await as('PUT', '/admin/settings/organization', { value: { ...value, address: 'a\nb\nc\nd\ne' } });
    expect([lines.status, JSON.stringify(lines.body).includes('Address must fit in 4 lines')]).toEqual([400, true]);
    expect((await organization()).version).toBe(version + 2);
  });

  test('a PNG or JPEG is kept and shown back; removing it leaves none', async () => {
    expect((await as('GET', '/admin/settings/organization/logo')).body).toEqual({ logo: null });
    const png = solidPng(120, 60, [21, 101, 192, 128]);
    const saved = await upload(png);
    expect(saved.status).toBe(200);
    expect(saved.body.logo).toMatchObject({ contentType: 'image/png', bytes: png.length, width: 120, height: 60, updatedBy: 'superadmin@example.org' });
    expect(Buffer.from(saved.body.logo.base64, 'base64').equals(png)).toBe(true);
    expect((await as('GET', '/admin/settings/organization/logo')).body).toEqual(saved.body);

    // The type is the bytes', whatever the header says.
    const jpeg = await upload(JPEG_1X1, 'image/png');
    expect(jpeg.body.logo).toMatchObject({ contentType: 'image/jpeg', width: 1, height: 1 });

    expect((await as('DELETE', '/admin/settings/organization/logo')).body).toEqual({ logo: null });
    expect((await as('GET', '/admin/settings/organization/logo')).body).toEqual({ logo: null });
  });

  test('a file that is not a printable PNG or JPEG is refused in words and changes nothing', async () => {
    expect((await upload(solidPng(1, 1, [0, 0, 0, 0]))).status).toBe(200);
    const kept = (await as('GET', '/admin/settings/organization/logo')).body;
    const good = solidPng(40, 40, [0, 0, 0, 255]);
    // A header that reads, pixels that do not: the IDAT chunk's deflate stream (from byte 43) spoiled.
    const spoiled = Buffer.from(good).fill(0xff, 43, 53);
    const cases: [string, Uint8Array, string, number, string, RefusalCode][] = [
      ['text called a PNG', Buffer.from('hello, not an image'), 'image/png', 415, LOGO_REFUSALS.notImage, 'logo-not-image'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif', 415, LOGO_REFUSALS.notImage, 'logo-not-image'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 415, LOGO_REFUSALS.notImage, 'logo-not-image'],
      ['a PNG under another type', good, 'application/octet-stream', 415, LOGO_REFUSALS.notImage, 'logo-not-image'],
      ['a broken PNG', spoiled, 'image/png', 422, LOGO_REFUSALS.unreadable, 'logo-unreadable'],
      // Browsers show it; its pixel data's checksum is wrong, which pdfkit's decoding would throw on.
      ['a PNG with a wrong checksum', PNG_1X1, 'image/png', 422, LOGO_REFUSALS.unreadable, 'logo-unreadable'],
      ['a JPEG without its frame', JPEG_1X1.subarray(0, 40), 'image/jpeg', 422, LOGO_REFUSALS.unreadable, 'logo-unreadable'],
      ['too many pixels', solidPng(2001, 1, [0, 0, 0, 255]), 'image/png', 422, LOGO_REFUSALS.tooManyPixels, 'logo-too-many-pixels'],
      ['too many bytes', Buffer.concat([good, Buffer.alloc(LOGO_MAX_BYTES)]), 'image/png', 413, LOGO_REFUSALS.tooLarge, 'logo-too-large'],
    ];
    for (const [name, bytes, type, status, message, code] of cases) {
      const reply = await upload(bytes, type);
      expect([name, reply.status, reply.body?.message, reply.body?.code]).toEqual([name, status, message, code]);
    }
    expect((await as('GET', '/admin/settings/organization/logo')).body).toEqual(kept);
  });

  test('the receipt prints the address, phone, e-mail and logo, the confirmer by name and the method', async () => {
    const { value } = await organization();
    await as('PUT', '/admin/settings/organization', { value: { ...value, name: 'Bright Minds Abacus', ...CONTACT } });
    expect((await upload(solidPng(200, 80, [200, 30, 30, 200]))).status).toBe(200);
    const pending = (await allRegistrations(target, await tokenFor('admin'))).find(
      (r: Registration) => r.payment.status === 'pending' && r.status === 'active',
    )!;
    const confirmed = await call(target, 'PUT', `/admin/register/${pending.registrationId}`, {
      token: await tokenFor('staff'),
      body: { payment: { status: 'success', mode: 'offline', method: 'upi' } },
    });
    expect(confirmed.status).toBe(200);

    const response = await fetch(`${target.baseUrl}/admin/registrations/${pending.registrationId}/receipt`, {
      headers: { authorization: `Bearer ${await tokenFor('viewer')}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = await pdfText(bytes);
    for (const expected of ['Bright Minds Abacus', '12 MG Road, Camp', 'Pune 411001', '+91 20 4000 1234', 'office@brightminds.example', 'Priya Nair', 'UPI']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('staff@example.org');
    expect(text).not.toContain('Duplicate copy');
    // The logo is drawn: an image with its transparency as a soft mask.
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/\/SMask \d+ 0 R/);

    // Without a logo the receipt draws none.
    await as('DELETE', '/admin/settings/organization/logo');
    const again = await fetch(`${target.baseUrl}/admin/registrations/${pending.registrationId}/receipt`, {
      headers: { authorization: `Bearer ${await tokenFor('viewer')}` },
    });
    expect(Buffer.from(await again.arrayBuffer()).toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });
});
