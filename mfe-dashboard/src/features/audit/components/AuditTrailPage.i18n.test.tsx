import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityEntry as entry } from 'shared/testing/activityEntry';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { auditPage as page, centreEntry } from '../../../testing/audit';
import { serveDashboardApi } from '../../../testing/dashboardApi';
import { AuditTrailPage } from './AuditTrailPage';

afterEach(() => jest.restoreAllMocks());

const centre = centreEntry({ actor: null });

test('in Hindi: the heading, the columns, what an entry is about, the filters, and no entries counted in the singular', async () => {
  serveDashboardApi({ 'GET /admin/audit': { body: page({ data: [centre], total: 0 }) } });
  renderInPortal(<AuditTrailPage />, { url: '/audit', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  expect(screen.getByRole('heading', { level: 1, name: 'ऑडिट ट्रेल' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'ऑडिट प्रविष्टियाँ' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['कब', 'किसने', 'क्या', 'संबंधित', 'बदलाव', 'टिप्पणी']);
  const [, row] = within(table).getAllByRole('row');
  expect(row).toHaveTextContent('केंद्र DLH01');
  expect(row).toHaveTextContent('सिस्टम');
  // Hindi counts 0 in the singular.
  expect(screen.getByRole('status')).toHaveTextContent(/^0 प्रविष्टि$/);
  const filters = screen.getByRole('search', { name: 'ऑडिट प्रविष्टियाँ फ़िल्टर करें' });
  expect(within(filters).getByRole('textbox', { name: 'करने वाले का ई-मेल' })).toBeInTheDocument();
  // The date boxes' placeholder in Hindi, in the order of the person's date format (en-IN: the day first).
  expect(within(filters).getByRole('textbox', { name: 'प्रारंभ तिथि' })).toHaveAttribute('placeholder', 'दिन/माह/वर्ष');
  expect(within(filters).getByRole('textbox', { name: 'अंतिम तिथि' })).toBeInTheDocument();
  await userEvent.setup().click(within(filters).getByRole('combobox', { name: 'कार्रवाई' }));
  expect(screen.getByRole('option', { name: 'सभी कार्रवाइयाँ' })).toBeInTheDocument();
  expect(screen.getByText('सेटिंग्स और स्टाफ़')).toBeInTheDocument();
});

test('in Hindi, a capped total says "more than" with Indian digit grouping', async () => {
  serveDashboardApi({ 'GET /admin/audit': { body: page({ total: 123456, totalCapped: true }) } });
  renderInPortal(<AuditTrailPage />, { url: '/audit', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  expect(await screen.findByRole('status')).toHaveTextContent('1,23,456 से अधिक प्रविष्टियाँ');
});

test('in Tamil: the heading, the columns, the count in the plural, and a date range the wrong way round', async () => {
  serveDashboardApi({ 'GET /admin/audit': { body: page({ total: 123456 }) } });
  const { unmount } = renderInPortal(<AuditTrailPage />, { url: '/audit', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(screen.getByRole('heading', { level: 1, name: 'தணிக்கைப் பதிவு' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'தணிக்கை உள்ளீடுகள்' });
  expect(within(table).getByRole('columnheader', { name: 'மாற்றங்கள்' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('1,23,456 உள்ளீடுகள்');
  for (const box of within(screen.getByRole('search')).getAllByPlaceholderText(/\//)) expect(box).toHaveAttribute('placeholder', 'நா/மா/ஆ');
  unmount();

  renderInPortal(<AuditTrailPage />, { url: '/audit?from=2026-05-10&to=2026-05-01', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(await screen.findByRole('alert')).toHaveTextContent('“தொடக்கத் தேதி” “இறுதித் தேதி”க்கு முன்போ அதே நாளோ இருக்க வேண்டும்.');
});

test('in Tamil, one entry is counted in the singular', async () => {
  serveDashboardApi({ 'GET /admin/audit': { body: page() } });
  renderInPortal(<AuditTrailPage />, { url: '/audit', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(await screen.findByRole('status')).toHaveTextContent(/^1 உள்ளீடு$/);
});

test("in Tamil, a refused read says the API's refusal in Tamil, by its code", async () => {
  serveDashboardApi({ 'GET /admin/audit': { status: 403, body: { code: 'permission-denied', message: 'Your role cannot read the audit trail' } } });
  renderInPortal(<AuditTrailPage />, { url: '/audit', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(await screen.findByText(/உங்கள் பங்கிற்கு இந்தச் செயலுக்கு அனுமதி இல்லை\./)).toBeInTheDocument();
  expect(screen.queryByText(/Your role cannot read the audit trail/)).toBeNull();
});

test("in Tamil: what each entry did, who did it, and its changes' fields and values", async () => {
  const centreRenamed = { ...centre, id: '4', before: { name: 'Delhi', contact: null }, after: { name: 'Delhi North', contact: '011 2345 6789' } };
  serveDashboardApi({ 'GET /admin/audit': { body: page({ data: [entry(), centreRenamed], total: 2 }) } });
  renderInPortal(<AuditTrailPage />, { url: '/audit', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  const table = await screen.findByRole('table', { name: 'தணிக்கை உள்ளீடுகள்' });
  const [, confirmed, renamed] = within(table).getAllByRole('row');
  expect(confirmed).toHaveTextContent('கட்டணம் உறுதிப்படுத்தப்பட்டது');
  // The role in Tamil, beside the person's e-mail.
  expect(within(confirmed!).getByText('பணியாளர்')).toBeInTheDocument();
  expect(confirmed).toHaveTextContent('கட்டண நிலை: நிலுவையில் → செலுத்தப்பட்டது');
  expect(confirmed).toHaveTextContent('நிர்வாகிக் குறிப்பு: (காலி) → Cash counted');
  expect(renamed).toHaveTextContent('மையம் புதுப்பிக்கப்பட்டது');
  expect(renamed).toHaveTextContent('பெயர்: Delhi → Delhi North');
  expect(renamed).toHaveTextContent('தொடர்பு: (காலி) → 011 2345 6789');
  for (const english of ['Payment confirmed', 'Center updated', 'Payment status', 'Admin note', '(empty)']) expect(table).not.toHaveTextContent(english);

  await userEvent.setup().click(within(screen.getByRole('search')).getByRole('combobox', { name: 'செயல்' }));
  expect(screen.getByRole('option', { name: 'பணியாளரின் பொறுப்பு மாற்றப்பட்டது' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'பதிவு தகுதிநீக்கம் செய்யப்பட்டது' })).toBeInTheDocument();
});
