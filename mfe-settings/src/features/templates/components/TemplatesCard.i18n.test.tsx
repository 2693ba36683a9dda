import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { TemplatesCard } from './TemplatesCard';

test('in Hindi: the templates, who each goes to, and the template editor with its previews', async () => {
  serveSettingsApi();
  renderInPortal(<TemplatesCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  expect(await screen.findByText('Payment {{paymentId}} · पंजीकर्ताओं को ई-मेल और SMS से')).toBeInTheDocument();
  expect(screen.getByText('प्रतिभागियों और स्टाफ़ को भेजे जाने वाले संदेश; {{चर}} अपने आप भरे जाते हैं')).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Payment Received (Offline) संपादित करें' }));
  const dialog = screen.getByRole('dialog', { name: 'टेम्पलेट संपादित करें: Payment Received (Offline)' });
  expect(within(dialog).getByLabelText('विषय')).toHaveValue('Payment {{paymentId}}');
  expect(within(dialog).getByText(/पंजीकर्ता के मोबाइल नंबर पर भेजा जाता है; खाली हो तो कोई SMS नहीं। 1000 में से 57 वर्ण।/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'पूर्वावलोकन' }));
  expect(within(dialog).getByLabelText('SMS पूर्वावलोकन')).toHaveTextContent('Dear Rahul Sharma');
  expect(within(dialog).getByRole('button', { name: 'पूर्वावलोकन छिपाएँ' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'टेम्पलेट सहेजें' })).toBeInTheDocument();
});

test('in Tamil: the templates and the template editor', async () => {
  serveSettingsApi();
  renderInPortal(<TemplatesCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(await screen.findByText('You are invited to the Abacus Admin Portal · பணியாளர்களுக்கு மின்னஞ்சல் மூலம்')).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Payment Received (Offline) ஐத் திருத்து' }));
  const dialog = screen.getByRole('dialog', { name: 'வார்ப்புருவைத் திருத்து: Payment Received (Offline)' });
  await user.clear(within(dialog).getByLabelText('SMS உரை'));
  await user.click(within(dialog).getByRole('button', { name: 'முன்னோட்டம்' }));
  expect(within(dialog).getByLabelText('SMS முன்னோட்டம்')).toHaveTextContent('இந்த வார்ப்புருவுடன் SMS எதுவும் அனுப்பப்படாது.');
  expect(within(dialog).getByRole('button', { name: 'வார்ப்புருவைச் சேமி' })).toBeInTheDocument();
});

test('in Hindi: the language choice opens the Tamil version, named in its own language, and saves it as Tamil', async () => {
  const api = serveSettingsApi();
  renderInPortal(<TemplatesCard />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  const choice = await screen.findByRole('group', { name: 'टेम्पलेट की भाषा' });
  const user = userEvent.setup({ delay: null });
  await user.click(within(choice).getByRole('button', { name: 'தமிழ்' }));
  expect(await screen.findByText('கட்டணம் {{paymentId}} · पंजीकर्ताओं को ई-मेल और SMS से')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Payment Received (Offline) संपादित करें' }));
  const dialog = screen.getByRole('dialog', { name: 'टेम्पलेट संपादित करें: Payment Received (Offline)' });
  expect(within(dialog).getByText(/इस संस्करण की भाषा/)).toHaveTextContent('इस संस्करण की भाषा: தமிழ்');
  expect(within(dialog).getByLabelText('विषय')).toHaveValue('கட்டணம் {{paymentId}}');
  await user.click(within(dialog).getByRole('button', { name: 'टेम्पलेट सहेजें' }));
  expect(await screen.findByText('टेम्पलेट अपडेट हुआ')).toBeInTheDocument();
  expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.query)).toEqual([{ locale: 'ta-IN' }]);
});
