import { screen } from '@testing-library/react';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../locales/catalogues';
import { serveSettingsApi } from '../testing/settingsApi';
import { SettingsPage } from './SettingsPage';

test('in Hindi: the heading and the seven tabs, the one in the address shown', async () => {
  serveSettingsApi();
  renderInPortal(<SettingsPage />, { url: '/settings?tab=payment', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  expect(screen.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeInTheDocument();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['संगठन', 'भुगतान', 'केंद्र', 'उपयोगकर्ता', 'फ़ीचर', 'डेटा', 'मॉड्यूल']);
  expect(screen.getByRole('tab', { name: 'भुगतान', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tabpanel', { name: 'भुगतान' })).toBeInTheDocument();
});

test('in Tamil: the heading and tabs; anyone the server refuses reads the access-denied text', async () => {
  serveSettingsApi();
  const { unmount } = renderInPortal(<SettingsPage />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(screen.getByRole('heading', { level: 1, name: 'அமைப்புகள்' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'நிறுவனம்', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'தொகுதிகள்' })).toBeInTheDocument();
  unmount();

  serveSettingsApi({ 'GET /admin/settings': { status: 403, body: { message: 'Your role (admin) does not have the settings permission' } } });
  renderInPortal(<SettingsPage />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(await screen.findByText('அணுகல் மறுக்கப்பட்டது - அமைப்புகளை அணுக உங்களுக்கு நிர்வாகி உரிமைகள் தேவை.')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});
