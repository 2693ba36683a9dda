import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared/i18n/languages';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { asSignedInSpeaking, registration, servePaymentsApi } from '../../../testing/paymentsApi';
import { OfflinePaymentQueue } from './OfflinePaymentQueue';

// shared's Confirm Payment question (shared/src/ui/ConfirmPaymentDialog), opened from the queue, in Hindi and Tamil (issue 63).

const WORDS = {
  'hi-IN': {
    title: 'ऑफ़लाइन भुगतान की पुष्टि करें?',
    text: 'Kavya Iyer (REG-000001) से ₹1,23,456, भुगतान PAY-ABACUS-000001। राशि प्राप्त होने के बाद ही पुष्टि करें।',
    how: 'भुगतान किस तरह हुआ?',
    threshold: '₹1,23,456 अनुमोदन सीमा (₹1,00,000) के बराबर या उससे अधिक है: भुगतान की पुष्टि से पहले किसी दूसरे एडमिन को इसे अनुमोदित करना होगा।',
    cancel: 'रद्द करें',
    confirm: 'भुगतान की पुष्टि करें',
    confirmDuplicate: 'डुप्लिकेट पंजीकरण के भुगतान की पुष्टि करें',
    duplicateWarning: 'यह पंजीकरण डुप्लिकेट है। इसके भुगतान की पुष्टि तभी करें जब इसके लिए राशि वास्तव में प्राप्त हुई हो।',
    cash: 'नकद',
  },
  'ta-IN': {
    title: 'ஆஃப்லைன் கட்டணத்தை உறுதிப்படுத்தவா?',
    text: 'Kavya Iyer (REG-000001) அவர்களிடமிருந்து ₹1,23,456, கட்டணம் PAY-ABACUS-000001. பணம் பெறப்பட்ட பின்னரே உறுதிப்படுத்தவும்.',
    how: 'எவ்வாறு செலுத்தப்பட்டது?',
    threshold: '₹1,23,456 ஒப்புதல் வரம்பான ₹1,00,000 அல்லது அதற்கு மேல் உள்ளது: கட்டணம் உறுதிப்படுத்தப்படும் முன் மற்றொரு நிர்வாகி இதற்கு ஒப்புதல் அளிக்க வேண்டும்.',
    cancel: 'ரத்துசெய்',
    confirm: 'கட்டணத்தை உறுதிப்படுத்து',
    confirmDuplicate: 'நகல் பதிவின் கட்டணத்தை உறுதிப்படுத்து',
    duplicateWarning: 'இந்தப் பதிவு நகல். இதற்கான பணம் உண்மையில் பெறப்பட்டிருந்தால் மட்டுமே இதன் கட்டணத்தை உறுதிப்படுத்தவும்.',
    cash: 'ரொக்கம்',
  },
} satisfies Record<Exclude<Language, 'en-IN'>, unknown>;

jest.setTimeout(30_000);

test.each(Object.entries(WORDS))('the Confirm Payment question speaks %s', async (language, words) => {
  const fake = servePaymentsApi({ 'GET /admin/portal-settings': { body: testPortalSettings({ approvalThreshold: 100_000 }) } });
  fake.registrations = [registration({ registrationId: 'REG-000001', name: 'Kavya Iyer', payment: { paymentId: 'PAY-ABACUS-000001', amount: 123_456 } })];
  const user = userEvent.setup();
  renderInPortal(<OfflinePaymentQueue canWrite />, await asSignedInSpeaking(language as Language));
  await user.click(await screen.findByRole('button', { name: /PAY-ABACUS-000001/ }));
  const dialog = within(await screen.findByRole('dialog', { name: words.title }));
  expect(dialog.getByText(words.text)).toBeInTheDocument();
  expect(dialog.getByRole('group', { name: words.how })).toBeInTheDocument();
  expect(await dialog.findByText(words.threshold)).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: words.cancel })).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: words.confirm })).toBeInTheDocument();
});

test.each(Object.entries(WORDS))("a duplicate's question names its status, and the ways of paying, in %s", async (language, words) => {
  const fake = servePaymentsApi();
  fake.registrations = [registration({ registrationId: 'REG-000001', name: 'Kavya Iyer', status: 'duplicate', payment: { paymentId: 'PAY-ABACUS-000001' } })];
  const user = userEvent.setup();
  renderInPortal(<OfflinePaymentQueue canWrite />, await asSignedInSpeaking(language as Language));
  await user.click(await screen.findByRole('button', { name: /PAY-ABACUS-000001/ }));
  const dialog = within(await screen.findByRole('dialog', { name: words.title }));
  expect(dialog.getByText(words.duplicateWarning)).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: words.confirmDuplicate })).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: words.cash })).toBeInTheDocument();
});
