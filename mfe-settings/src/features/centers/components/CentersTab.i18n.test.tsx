import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { CentersTab } from './CentersTab';

test('in Hindi: the centres with their columns, the Add Center dialog and the delete question', async () => {
  serveSettingsApi();
  renderInPortal(<CentersTab />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  const table = await screen.findByRole('table', { name: 'केंद्र' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['कोड', 'नाम', 'शहर', 'संपर्क', 'कार्रवाइयाँ']);
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'केंद्र जोड़ें' }));
  const dialog = screen.getByRole('dialog', { name: 'केंद्र जोड़ें' });
  expect(within(dialog).getByLabelText(/केंद्र कोड/)).toBeInTheDocument();
  expect(within(dialog).getByText('वैकल्पिक')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));

  await user.click(await screen.findByRole('button', { name: 'MUM01 हटाएँ' }));
  const question = screen.getByRole('dialog', { name: 'केंद्र हटाएँ?' });
  expect(question).toHaveTextContent('Mumbai Andheri (MUM01) सभी के लिए हटा दिया जाएगा। इसे पूर्ववत नहीं किया जा सकता।');
  expect(within(question).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
});

test('in Tamil: the centres, the Edit Center dialog and the delete question', async () => {
  serveSettingsApi();
  renderInPortal(<CentersTab />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  const table = await screen.findByRole('table', { name: 'மையங்கள்' });
  expect(within(table).getByRole('columnheader', { name: 'நகரம்' })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'DLH01 ஐத் திருத்து' }));
  const dialog = screen.getByRole('dialog', { name: 'மையத்தைத் திருத்து' });
  expect(within(dialog).getByLabelText(/மையத்தின் பெயர்/)).toHaveValue('Delhi Central');
  expect(within(dialog).getByRole('button', { name: 'சேமி' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'ரத்துசெய்' }));

  await user.click(await screen.findByRole('button', { name: 'MUM01 ஐ நீக்கு' }));
  expect(screen.getByRole('dialog', { name: 'மையத்தை நீக்கவா?' })).toHaveTextContent('Mumbai Andheri (MUM01) அனைவருக்கும் நீக்கப்படும்.');
});

test("in Hindi: a code already in use is shown on the code field in Hindi, by the API's refusal code", async () => {
  serveSettingsApi({ 'POST /admin/centers': { status: 409, body: { code: 'center-code-taken', message: 'Center code DLH01 is already in use' } } });
  renderInPortal(<CentersTab />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  await screen.findByText('DLH01');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'केंद्र जोड़ें' }));
  const dialog = screen.getByRole('dialog', { name: 'केंद्र जोड़ें' });
  await user.type(within(dialog).getByLabelText(/केंद्र कोड/), 'dlh01');
  await user.type(within(dialog).getByLabelText(/केंद्र का नाम/), 'Delhi Two');
  await user.type(within(dialog).getByLabelText(/शहर/), 'Delhi');
  await user.click(within(dialog).getByRole('button', { name: 'केंद्र जोड़ें' }));
  expect(await within(dialog).findByText('यह कोड पहले से किसी दूसरे केंद्र का है। कृपया कोई दूसरा कोड चुनें।')).toBeInTheDocument();
});
