import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { FeatureFlagsCard } from './FeatureFlagsCard';

test('in Hindi: the card, each flag by its name and what it does, and the notice of a flag switched off', async () => {
  serveSettingsApi();
  renderInPortal(<FeatureFlagsCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  expect(screen.getByText('फ़ीचर फ़्लैग')).toBeInTheDocument();
  expect(screen.getByText('सभी के लिए फ़ीचर चालू या बंद करें')).toBeInTheDocument();
  expect(screen.getByText('पंजीकरण CSV फ़ाइल के रूप में निर्यात करें')).toBeInTheDocument();
  expect(screen.getByText('पूरे संगठन के लिए 2FA')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('switch', { name: 'CSV निर्यात' })).toBeEnabled());
  await userEvent.setup({ delay: null }).click(screen.getByRole('switch', { name: 'CSV निर्यात' }));
  expect(await screen.findByText('फ़ीचर फ़्लैग अपडेट हुआ')).toBeInTheDocument();
  expect(screen.getByText('CSV निर्यात बंद कर दिया गया है।')).toBeInTheDocument();
});

test('in Tamil: the card', async () => {
  serveSettingsApi();
  renderInPortal(<FeatureFlagsCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(screen.getByText('அம்சக் கொடிகள்')).toBeInTheDocument();
  expect(screen.getByText('அனைவருக்கும் அம்சங்களை இயக்கவும் அல்லது முடக்கவும்')).toBeInTheDocument();
  expect(await screen.findByRole('switch', { name: 'கட்டளைத் தட்டு' })).toBeChecked();
  expect(screen.getByText('நகல் பதிவுகளை ஒன்றாக இணைக்கவும்')).toBeInTheDocument();
});
