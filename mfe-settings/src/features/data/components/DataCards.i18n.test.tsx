import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { idTakenIssue } from 'shared/domain/imports/registration-import';
import type { DataExport } from 'shared/domain/settings/settings-answers';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { importReport as report, previewRow } from '../../../testing/importPreview';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { ExportsCard } from './ExportsCard';
import { ImportCard } from './ImportCard';

const finished: DataExport = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'registrations',
  status: 'completed',
  rowsTotal: 123456,
  rowsDone: 123456,
  sizeBytes: 524_288,
  fileName: 'registrations-2026-11-24.csv',
  createdAt: '2026-11-24T10:00:00Z',
  completedAt: '2026-11-24T10:00:05Z',
};

const chooseFile = (content: string) =>
  userEvent.setup({ delay: null }).upload(screen.getByLabelText(/CSV/), new File([content], 'pupils.csv', { type: 'text/csv' }));

test('in Hindi: the exports, their columns, a status in words and rows with Indian digit grouping', async () => {
  serveSettingsApi({ 'GET /admin/exports': { status: 200, body: { data: [finished] } } });
  renderInPortal(<ExportsCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  expect(screen.getByRole('button', { name: 'पंजीकरण निर्यात करें' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'नवीनतम निर्यात' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['फ़ाइल', 'शुरू हुआ', 'स्थिति', 'पंक्तियाँ', 'आकार', 'डाउनलोड करें']);
  expect(within(table).getByText('पूर्ण')).toBeInTheDocument();
  expect(within(table).getByText('1,23,456 / 1,23,456')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: `${finished.fileName} डाउनलोड करें` })).toBeInTheDocument();
});

test('in Tamil: no exports yet', async () => {
  serveSettingsApi();
  renderInPortal(<ExportsCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(screen.getByRole('button', { name: 'தணிக்கைப் பதிவேட்டை ஏற்றுமதி செய்' })).toBeInTheDocument();
  expect(await screen.findByText('இன்னும் ஏற்றுமதிகள் எதுவும் இல்லை.')).toBeInTheDocument();
});

test('in Hindi: a checked file, its rows in the plural with Indian digit grouping, and the import button', async () => {
  serveSettingsApi({ 'POST /admin/imports/preview': { status: 200, body: report(123456, 123456) } });
  renderInPortal(<ImportCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  expect(screen.getByRole('button', { name: 'CSV फ़ाइल चुनें' })).toBeInTheDocument();
  await chooseFile('registrationId,name\nIMP-1,Asha\n');
  expect(await screen.findByText('1,23,456 पंक्तियाँ जाँची गईं: 1,23,456 आयात के लिए तैयार')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '1,23,456 पंजीकरण आयात करें' })).toBeEnabled();
  expect(screen.getByRole('checkbox', { name: /पंजीकरण की पुष्टि भेजें/ })).not.toBeChecked();
});

test("in Hindi and Tamil: the preview's payments in words of the language, not the file's values", async () => {
  const rows = [previewRow(2, 'offline', 'pending'), previewRow(3, 'online', 'success'), previewRow(4, 'online', 'pending_payment_gateway')];
  const shown = async (language: 'hi-IN' | 'ta-IN') => {
    serveSettingsApi({ 'POST /admin/imports/preview': { status: 200, body: report(3, 3, [], rows) } });
    const { unmount } = renderInPortal(<ImportCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, language) });
    await chooseFile('registrationId,name\nIMP-1,Asha\n');
    const preview = await screen.findByRole('table', { name: language === 'hi-IN' ? 'पूर्वावलोकन' : 'முன்னோட்டம்' });
    const payments = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    unmount();
    return payments;
  };
  expect(await shown('hi-IN')).toEqual(['₹1,23,456 ऑफ़लाइन, लंबित', '₹1,23,456 ऑनलाइन, भुगतान हुआ', '₹1,23,456 ऑनलाइन, लंबित (गेटवे)']);
  expect(await shown('ta-IN')).toEqual(['₹1,23,456 ஆஃப்லைன், நிலுவையில்', '₹1,23,456 ஆன்லைன், செலுத்தப்பட்டது', '₹1,23,456 ஆன்லைன், நிலுவையில் (நுழைவாயில்)']);
});

test('in Hindi, a file of no rows is counted in the singular (0 is one in Hindi)', async () => {
  serveSettingsApi({ 'POST /admin/imports/preview': { status: 200, body: report(0, 0) } });
  renderInPortal(<ImportCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  await chooseFile('registrationId,name\nIMP-1,Asha\n');
  expect(await screen.findByText('0 पंक्ति जाँची गई: 0 आयात के लिए तैयार')).toBeInTheDocument();
});

test('in Tamil: a file with problems, one row in the singular, its problems in Tamil with their ids, and the import done', async () => {
  const problems = [{ line: 2, column: 'std', code: 'invalid-value' as const, message: 'Class must be 1st to 12th' }, idTakenIssue(2, 'IMP-1', 'IMP-1')];
  serveSettingsApi({ 'POST /admin/imports/preview': { status: 200, body: report(1, 0, problems) } });
  const { unmount } = renderInPortal(<ImportCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  await chooseFile('registrationId,name\nIMP-1,Asha\nIMP-2,Ravi\n');
  expect(await screen.findByText('1 வரிசை சரிபார்க்கப்பட்டது: 0 இறக்குமதிக்குத் தயார், 1 இல் சிக்கல்கள். அவற்றைச் சரிசெய்து கோப்பை மீண்டும் தேர்ந்தெடுக்கவும்.')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'சிக்கல்கள்' });
  expect(within(table).getByRole('columnheader', { name: 'நெடுவரிசை' })).toBeInTheDocument();
  expect(within(table).getByText('வகுப்பு 1st முதல் 12th வரை இருக்க வேண்டும்')).toBeInTheDocument();
  expect(within(table).getByText('IMP-1 ஏற்கெனவே பதிவு செய்யப்பட்டுள்ளது')).toBeInTheDocument();
  unmount();

  serveSettingsApi({
    'POST /admin/imports/preview': { status: 200, body: report(2, 2) },
    'POST /admin/imports': { status: 201, body: { imported: 2 } },
  });
  renderInPortal(<ImportCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  await chooseFile('registrationId,name\nIMP-1,Asha\n');
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: '2 பதிவுகளை இறக்குமதி செய்' }));
  expect(await screen.findByText('pupils.csv இலிருந்து 2 பதிவுகள் இறக்குமதி செய்யப்பட்டன.')).toBeInTheDocument();
});
