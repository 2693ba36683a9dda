import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRelease } from 'shared/domain/releases/releases-answers';
import { serveApi } from 'shared/testing/apiServer';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { version } from '../../../testing/releases';
import { ModulesTab } from './ModulesTab';

const payments = (): RemoteRelease => ({
  remote: 'mfe-payments',
  live: { version: '1.0.0', manifestUrl: 'http://cdn.test/payments/1.0.0/mf-manifest.json' },
  rollout: { version: '1.1.0', percent: 20 },
  rollbackTarget: null,
  versions: [version('1.2.0', 'available'), version('1.1.0', 'rollout'), version('1.0.0', 'live')],
  lastHour: [
    { version: '1.0.0', loads: 123456, failures: 2 },
    { version: '1.1.0', loads: 1, failures: 0 },
  ],
});

function serve() {
  serveApi({ 'GET /admin/releases': { body: { data: [payments()], unreleased: [] } } });
}

const lastHours = (card: HTMLElement, name: string) =>
  within(within(card).getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]!.textContent);

test('in Hindi: the module card, its versions with their last hour in the singular and the plural, and the Roll out question', async () => {
  serve();
  renderInPortal(<ModulesTab />, { url: '/settings?tab=modules', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  const card = await screen.findByRole('region', { name: 'भुगतान' });
  expect(card).toHaveTextContent('लाइव 1.0.0; 1.1.0 20% तक रोल आउट हो रहा है');
  expect(
    within(card)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['संस्करण', 'स्थिति', 'पंजीकृत', 'पिछला घंटा', 'कार्रवाइयाँ']);
  expect(lastHours(card, 'भुगतान के संस्करण')).toEqual(['कोई लोड नहीं', '1 व्यक्ति, 0% विफल', '1,23,456 लोग, 0% विफल']);
  expect(screen.getByRole('region', { name: 'बिल्ड पंजीकृत करें' })).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'भुगतान 1.2.0 रोल आउट करें' }));
  const dialog = screen.getByRole('dialog', { name: 'भुगतान 1.2.0 रोल आउट करें?' });
  expect(within(dialog).getByLabelText('ब्राउज़रों का हिस्सा (%)')).toHaveValue(10);
  expect(within(dialog).getByRole('button', { name: 'रोल आउट करें' })).toBeEnabled();
});

test('in Tamil: the module card, the Roll back question and the Register a build form', async () => {
  serve();
  renderInPortal(<ModulesTab />, { url: '/settings?tab=modules', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  const card = await screen.findByRole('region', { name: 'கட்டணங்கள்' });
  expect(card).toHaveTextContent('நேரலையில் 1.0.0; 1.1.0 20% க்கு வெளியிடப்படுகிறது');
  expect(lastHours(card, 'கட்டணங்கள் பதிப்புகள்')).toEqual(['ஏற்றங்கள் இல்லை', '1 நபர், 0% தோல்வி', '1,23,456 நபர்கள், 0% தோல்வி']);
  const form = screen.getByRole('region', { name: 'ஒரு பில்டைப் பதிவுசெய்' });
  expect(within(form).getByLabelText('கமிட் (விருப்பத்தேர்வு)')).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'கட்டணங்கள் ஐத் திரும்பப் பெறு' }));
  const dialog = screen.getByRole('dialog', { name: 'கட்டணங்கள் 1.1.0 வெளியீட்டை நிறுத்தவா?' });
  expect(dialog).toHaveTextContent('ஒவ்வொரு உலாவியும் 1.0.0 க்குத் திரும்பும்.');
  expect(within(dialog).getByRole('button', { name: 'ரத்துசெய்' })).toBeInTheDocument();
});
