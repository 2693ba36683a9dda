import { screen, within } from '@testing-library/react';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { AuditSettingsForm } from './AuditSettingsForm';
import { OrganizationForm } from './OrganizationForm';
import { PaymentForm } from './PaymentForm';

test('in Hindi: the organisation form, its fields and its Save, and the logo card', async () => {
  serveSettingsApi();
  renderInPortal(<OrganizationForm />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  const form = await screen.findByRole('form', { name: 'संगठन' });
  expect(within(form).getByLabelText(/संगठन का नाम/)).toBeInTheDocument();
  expect(within(form).getByLabelText('मुख्य रंग चुनने वाला')).toBeInTheDocument();
  expect(within(form).getByText('एक # और उसके बाद 6 हेक्स अंक, जैसे #6366f1')).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'बदलाव सहेजें' })).toBeInTheDocument();
  const logo = screen.getByRole('region', { name: 'लोगो' });
  expect(await within(logo).findByText('कोई लोगो नहीं')).toBeInTheDocument();
  expect(within(logo).getByText('रसीदों पर छपता है। PNG या JPEG, अधिकतम 256 KB और हर तरफ़ 2000 पिक्सेल।')).toBeInTheDocument();
});

test('in Tamil: the organisation form and the logo card', async () => {
  serveSettingsApi();
  renderInPortal(<OrganizationForm />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  const form = await screen.findByRole('form', { name: 'நிறுவனம்' });
  expect(within(form).getByLabelText(/நிறுவனத்தின் பெயர்/)).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'மாற்றங்களைச் சேமி' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'லோகோ' })).getByText(/லோகோவைப் பதிவேற்று/)).toBeInTheDocument();
});

test('in Hindi and Tamil: the payment form, with what each setting does', async () => {
  serveSettingsApi();
  const { unmount } = renderInPortal(<PaymentForm />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  const form = await screen.findByRole('form', { name: 'भुगतान' });
  expect(within(form).getByLabelText('पंजीकरण शुल्क')).toHaveValue('300');
  expect(within(form).getByRole('switch', { name: 'ऑनलाइन भुगतान' })).toBeInTheDocument();
  expect(within(form).getByLabelText('अनुमोदन सीमा (रुपये)')).toBeInTheDocument();
  expect(within(form).getByText('रुपयों में। बिना राशि वाले आयातित पंजीकरणों से यही शुल्क लिया जाता है।')).toBeInTheDocument();
  expect(within(form).getByText(/^बिना भुगतान ID वाले आयातित पंजीकरणों को अगली ID मिलती है: XXXXXX की जगह/)).toBeInTheDocument();
  unmount();

  serveSettingsApi();
  renderInPortal(<PaymentForm />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  const tamil = await screen.findByRole('form', { name: 'கட்டணம்' });
  expect(within(tamil).getByLabelText('பதிவுக் கட்டணம்')).toHaveValue('300');
  expect(within(tamil).getByRole('switch', { name: 'ஆஃப்லைன் கட்டணங்கள்' })).toBeInTheDocument();
  expect(within(tamil).getByRole('button', { name: 'மாற்றங்களைச் சேமி' })).toBeInTheDocument();
  expect(within(tamil).getByText('ஒவ்வொரு ரசீதும் இந்த மொழியில் அச்சிடப்படும்: அதன் தலைப்புகள், தேதிகள், எழுத்தில் தொகை.')).toBeInTheDocument();
});

test('in Hindi and Tamil: the audit and compliance form', async () => {
  serveSettingsApi();
  const { unmount } = renderInPortal(<AuditSettingsForm />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  const form = await screen.findByRole('form', { name: 'ऑडिट और अनुपालन' });
  expect(within(form).getByLabelText('डेटा संग्रहण (दिन)')).toBeInTheDocument();
  expect(within(form).getByText('1 दिन से 10 वर्ष (3650 दिन) तक')).toBeInTheDocument();
  unmount();

  serveSettingsApi();
  renderInPortal(<AuditSettingsForm />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  const tamil = await screen.findByRole('form', { name: 'தணிக்கை மற்றும் இணக்கம்' });
  expect(within(tamil).getByRole('switch', { name: 'சுயவிவர மாற்றங்களைப் பதிவுசெய்' })).toBeInTheDocument();
});
