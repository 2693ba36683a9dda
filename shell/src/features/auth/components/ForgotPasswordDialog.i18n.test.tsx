import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared/i18n/languages';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { signInCatalogues } from '../../../locales/signInCatalogues';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

// The password reset dialog in Hindi and Tamil, with its notices.

const mockSendPasswordResetEmail = jest.fn();
jest.mock('firebase/auth', () => ({ sendPasswordResetEmail: (...args: unknown[]) => mockSendPasswordResetEmail(...args) }));
jest.mock('../firebase', () => ({ firebaseAuth: async () => ({}) }));

const WORDS = {
  'hi-IN': {
    title: 'अपना पासवर्ड रीसेट करें',
    text: 'अपना ईमेल दर्ज करें, हम आपको नया पासवर्ड सेट करने का लिंक भेजेंगे।',
    email: 'ईमेल',
    cancel: 'रद्द करें',
    send: 'रीसेट लिंक भेजें',
    sent: 'रीसेट लिंक भेजा गया',
    sentText: 'अगर इस ईमेल से कोई खाता है, तो आपको रीसेट लिंक मिलेगा।',
    error: 'त्रुटि',
    unreachable: 'साइन-इन सेवा तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
  'ta-IN': {
    title: 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்',
    text: 'உங்கள் மின்னஞ்சலை உள்ளிடவும்; புதிய கடவுச்சொல்லை அமைப்பதற்கான இணைப்பை அனுப்புவோம்.',
    email: 'மின்னஞ்சல்',
    cancel: 'ரத்துசெய்',
    send: 'மீட்டமைப்பு இணைப்பை அனுப்பு',
    sent: 'மீட்டமைப்பு இணைப்பு அனுப்பப்பட்டது',
    sentText: 'இந்த மின்னஞ்சலுடன் கணக்கு இருந்தால், மீட்டமைப்பு இணைப்பு உங்களுக்கு வரும்.',
    error: 'பிழை',
    unreachable: 'உள்நுழைவுச் சேவையை அடைய முடியவில்லை. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
  },
} as const;

const notice = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function renderDialog(language: Language) {
  renderInPortal(<ForgotPasswordDialog open onClose={() => {}} initialEmail="priya@example.org" />, { i18n: await i18nIn(signInCatalogues, language) });
}

describe.each(['hi-IN', 'ta-IN'] as const)('%s', (language) => {
  const words = WORDS[language];

  test('the dialog, and the notice once the link is sent', async () => {
    mockSendPasswordResetEmail.mockReset().mockResolvedValue(undefined);
    await renderDialog(language);
    const dialog = screen.getByRole('dialog', { name: words.title });
    expect(within(dialog).getByText(words.text)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(words.email)).toHaveValue('priya@example.org');
    expect(within(dialog).getByRole('button', { name: words.cancel })).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: words.send }));
    expect(await notice().findByText(words.sent)).toBeInTheDocument();
    expect(notice().getByText(words.sentText)).toBeInTheDocument();
  });

  test('a sign-in service out of reach says so in the language', async () => {
    mockSendPasswordResetEmail.mockReset().mockRejectedValue({ code: 'auth/network-request-failed' });
    await renderDialog(language);
    await userEvent.setup().click(screen.getByRole('button', { name: words.send }));
    expect(await notice().findByText(words.unreachable)).toBeInTheDocument();
    expect(notice().getByText(words.error)).toBeInTheDocument();
  });
});
