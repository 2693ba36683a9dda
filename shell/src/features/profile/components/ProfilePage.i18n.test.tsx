import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from 'shared/format/dates';
import type { Language } from 'shared/i18n/languages';
import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';
import { serveApi } from 'shared/testing/apiServer';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { ProfilePage } from './ProfilePage';

// Profile (General, Security, Preferences) in Hindi and Tamil. The names, e-mails, devices and
// passkey names are data and stay as they are; dates and numbers follow the person's format.

const mockReauthenticate = jest.fn();
jest.mock('firebase/auth', () => ({
  verifyBeforeUpdateEmail: jest.fn(),
  updateProfile: jest.fn(),
  reauthenticateWithCredential: (...args: unknown[]) => mockReauthenticate(...args),
  updatePassword: jest.fn(),
  EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
}));

const LAST_SIGN_IN = 'Sat, 21 Nov 2026 12:00:00 GMT';
jest.mock('../../../lib/auth/useSession', () => ({
  useSession: () => ({
    user: { uid: 'u1', email: 'priya@example.org', displayName: 'Priya Nair', metadata: { lastSignInTime: 'Sat, 21 Nov 2026 12:00:00 GMT' } },
    role: 'staff',
    userChanged: jest.fn(),
  }),
}));

const PASSKEYS = [
  { id: '0b6f9b1e-1c1d-4c54-9c58-5a1e8d2c0001', name: 'Work laptop', createdAt: '2026-11-20T08:00:00.000Z', lastUsedAt: '2026-11-21T09:30:00.000Z' },
  { id: '0b6f9b1e-1c1d-4c54-9c58-5a1e8d2c0002', name: 'Spare key', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null },
];
const SESSIONS = [
  { id: 's1', device: 'Chrome on Windows', signedInAt: '2026-11-21T09:00:00.000Z', lastSeenAt: '2026-11-21T12:00:00.000Z', current: true },
  { id: 's2', device: 'Safari on iPhone', signedInAt: '2026-11-20T08:00:00.000Z', lastSeenAt: '2026-11-21T11:00:00.000Z', current: false },
];

beforeEach(() => {
  mockReauthenticate.mockReset().mockRejectedValue({ code: 'auth/wrong-password' });
  serveApi({
    'GET /admin/profile': { body: { uid: 'u1', email: 'priya@example.org', name: 'Priya Nair', phone: '9876543210', alternateEmail: null, avatarPath: null } },
    'GET /admin/profile/preferences': { body: DEFAULT_PREFERENCES },
    'GET /admin/profile/passkeys': { body: { data: PASSKEYS } },
    'GET /admin/profile/sessions': { body: { data: SESSIONS } },
    // Ended elsewhere meanwhile: none was left to sign out.
    'POST /admin/profile/sessions/revoke-others': { body: { ended: 0 } },
  });
});

async function renderIn(language: Language, url = '/profile') {
  renderInPortal(<ProfilePage />, { url, i18n: await i18nIn(moduleCatalogues, language) });
}
const notice = () => within(screen.getByRole('region', { name: 'Notifications' }));

const WORDS = {
  'hi-IN': {
    heading: 'प्रोफ़ाइल',
    lastLogin: 'पिछला लॉगिन: ',
    online: 'सक्रिय और ऑनलाइन',
    tabs: ['सामान्य', 'सुरक्षा', 'प्राथमिकताएँ'],
    phone: 'फ़ोन',
    alternate: 'वैकल्पिक ईमेल',
    optional: 'वैकल्पिक',
    save: 'बदलाव सहेजें',
    changeAvatar: 'अवतार बदलें',
    passkeys: 'पासकी',
    used: (added: string, used: string) => `जोड़ी गई ${added} · पिछला उपयोग ${used}`,
    notUsed: (added: string) => `जोड़ी गई ${added} · अभी तक उपयोग नहीं हुई`,
    rename: 'Work laptop का नाम बदलें',
    addPasskey: 'पासकी जोड़ें',
    sessions: 'साइन-इन सत्र',
    thisDevice: 'यह डिवाइस',
    signedIn: (signedIn: string, lastActive: string) => `साइन इन ${signedIn} · पिछली गतिविधि ${lastActive}`,
    signOutOthers: 'अन्य सभी सत्रों से साइन आउट करें',
    othersOut: 'अन्य सत्रों से साइन आउट किया गया',
    // Hindi counts 0 as one.
    noneEnded: '0 सत्र से साइन आउट किया गया।',
    currentPassword: 'वर्तमान पासवर्ड',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'पासवर्ड की पुष्टि करें',
    changePassword: 'पासवर्ड बदलें',
    error: 'त्रुटि',
    wrongPassword: 'वर्तमान पासवर्ड गलत है।',
    signOutPhone: 'Safari on iPhone से साइन आउट करें',
    sessionGone: 'यह सत्र अब मौजूद नहीं है। हो सकता है इससे पहले ही साइन आउट किया जा चुका हो।',
    sections: ['रूप-रंग', 'तारीख़ें और संख्याएँ', 'कीबोर्ड', 'सूचनाएँ'],
    themeLabel: 'थीम',
    theme: ['सिस्टम', 'हल्की', 'गहरी'],
    locale: 'भाषा और प्रारूप',
    englishIndia: 'अंग्रेज़ी (भारत)',
    timeZone: 'समय क्षेत्र',
    kolkata: 'Asia/Kolkata (भारत, UTC+05:30)',
    example: /^तारीख़ और समय ऐसे दिखेंगे: .+; संख्याएँ ऐसे: 12,34,567।$/,
    shortcuts: 'कीबोर्ड शॉर्टकट',
    savePreferences: 'प्राथमिकताएँ सहेजें',
  },
  'ta-IN': {
    heading: 'சுயவிவரம்',
    lastLogin: 'கடைசி உள்நுழைவு: ',
    online: 'செயலில் & ஆன்லைனில்',
    tabs: ['பொது', 'பாதுகாப்பு', 'விருப்பங்கள்'],
    phone: 'தொலைபேசி',
    alternate: 'மாற்று மின்னஞ்சல்',
    optional: 'விருப்பத்தேர்வு',
    save: 'மாற்றங்களைச் சேமி',
    changeAvatar: 'அவதாரத்தை மாற்று',
    passkeys: 'பாஸ்கீகள்',
    used: (added: string, used: string) => `சேர்க்கப்பட்டது ${added} · கடைசிப் பயன்பாடு ${used}`,
    notUsed: (added: string) => `சேர்க்கப்பட்டது ${added} · இன்னும் பயன்படுத்தப்படவில்லை`,
    rename: 'Work laptop இன் பெயரை மாற்று',
    addPasskey: 'பாஸ்கீயைச் சேர்',
    sessions: 'உள்நுழைந்த அமர்வுகள்',
    thisDevice: 'இந்தச் சாதனம்',
    signedIn: (signedIn: string, lastActive: string) => `உள்நுழைந்தது ${signedIn} · கடைசிச் செயல்பாடு ${lastActive}`,
    signOutOthers: 'மற்ற எல்லா அமர்வுகளிலிருந்தும் வெளியேறு',
    othersOut: 'மற்ற அமர்வுகள் வெளியேற்றப்பட்டன',
    // Tamil counts 0 as other.
    noneEnded: '0 அமர்வுகள் வெளியேற்றப்பட்டன.',
    currentPassword: 'தற்போதைய கடவுச்சொல்',
    newPassword: 'புதிய கடவுச்சொல்',
    confirmPassword: 'கடவுச்சொல்லை உறுதிப்படுத்து',
    changePassword: 'கடவுச்சொல்லை மாற்று',
    error: 'பிழை',
    wrongPassword: 'தற்போதைய கடவுச்சொல் தவறானது.',
    signOutPhone: 'Safari on iPhone இலிருந்து வெளியேறு',
    sessionGone: 'இந்த அமர்வு இப்போது இல்லை. இது ஏற்கெனவே வெளியேற்றப்பட்டிருக்கலாம்.',
    sections: ['தோற்றம்', 'தேதிகளும் எண்களும்', 'விசைப்பலகை', 'அறிவிப்புகள்'],
    themeLabel: 'தீம்',
    theme: ['கணினி', 'வெளிர்', 'இருண்டது'],
    locale: 'மொழியும் வடிவமும்',
    englishIndia: 'ஆங்கிலம் (இந்தியா)',
    timeZone: 'நேர மண்டலம்',
    kolkata: 'Asia/Kolkata (இந்தியா, UTC+05:30)',
    example: /^தேதிகளும் நேரங்களும் இப்படித் தோன்றும்: .+; எண்கள் இப்படி: 12,34,567\.$/,
    shortcuts: 'விசைப்பலகைக் குறுக்குவழிகள்',
    savePreferences: 'விருப்பங்களைச் சேமி',
  },
} as const;

describe.each(['hi-IN', 'ta-IN'] as const)('%s', (language) => {
  const words = WORDS[language];

  test('the header and the General tab', async () => {
    await renderIn(language);
    expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Priya Nair' })).toBeInTheDocument();
    expect(screen.getByText(`${words.lastLogin}${formatDateTime(LAST_SIGN_IN)}`)).toBeInTheDocument();
    expect(screen.getByText(words.online)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(words.tabs);
    expect(screen.getByRole('button', { name: words.changeAvatar })).toBeInTheDocument();
    expect(await screen.findByLabelText(words.phone)).toHaveValue('9876543210');
    expect(screen.getByLabelText(words.alternate)).toHaveAccessibleDescription(words.optional);
    expect(screen.getByRole('button', { name: words.save })).toBeInTheDocument();
  });

  test('the Security tab: password, passkeys and sessions, and their notices', async () => {
    const user = userEvent.setup();
    await renderIn(language, '/profile?tab=security');
    const passkeys = await screen.findByRole('region', { name: words.passkeys });
    const laptop = await within(passkeys).findByRole('listitem', { name: 'Work laptop' });
    expect(laptop).toHaveTextContent(words.used(formatDateTime(PASSKEYS[0]!.createdAt), formatDateTime(PASSKEYS[0]!.lastUsedAt!)));
    expect(within(passkeys).getByRole('listitem', { name: 'Spare key' })).toHaveTextContent(words.notUsed(formatDateTime(PASSKEYS[1]!.createdAt)));
    expect(within(laptop).getByRole('button', { name: words.rename })).toBeInTheDocument();
    expect(within(passkeys).getByRole('button', { name: words.addPasskey })).toBeInTheDocument();

    const sessions = screen.getByRole('region', { name: words.sessions });
    const current = await within(sessions).findByRole('listitem', { name: 'Chrome on Windows' });
    expect(current).toHaveTextContent(words.thisDevice);
    expect(current).toHaveTextContent(words.signedIn(formatDateTime(SESSIONS[0]!.signedInAt), formatDateTime(SESSIONS[0]!.lastSeenAt)));
    await user.click(within(sessions).getByRole('button', { name: words.signOutOthers }));
    expect(await notice().findByText(words.othersOut)).toBeInTheDocument();
    expect(notice().getByText(words.noneEnded)).toBeInTheDocument();

    await user.type(screen.getByLabelText(words.currentPassword), 'wrong-one');
    await user.type(screen.getByLabelText(words.newPassword), 'new-password-1');
    await user.type(screen.getByLabelText(words.confirmPassword), 'new-password-1');
    await user.click(screen.getByRole('button', { name: words.changePassword }));
    expect(await notice().findByText(words.wrongPassword)).toBeInTheDocument();
    expect(notice().getByText(words.error)).toBeInTheDocument();
  });

  test("a session that cannot be signed out says the API's refusal in the language, by its code", async () => {
    serveApi({ 'DELETE /admin/profile/sessions/:id': { status: 404, body: { code: 'session-not-found', message: 'No session s2 of yours' } } });
    const user = userEvent.setup();
    await renderIn(language, '/profile?tab=security');
    await user.click(await screen.findByRole('button', { name: words.signOutPhone }));
    expect(await notice().findByText(words.sessionGone)).toBeInTheDocument();
  });

  test('the Preferences tab: its sections, choices and the format example', async () => {
    await renderIn(language, '/profile?tab=preferences');
    expect(await screen.findByRole('button', { name: words.savePreferences })).toBeInTheDocument();
    for (const section of words.sections) expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    const theme = screen.getByRole('group', { name: words.themeLabel });
    expect(
      within(theme)
        .getAllByRole('button')
        .map((choice) => [choice.textContent, choice.getAttribute('aria-pressed')]),
    ).toEqual([
      [words.theme[0], 'true'],
      [words.theme[1], 'false'],
      [words.theme[2], 'false'],
    ]);
    // The locales by the reader's words for them (the browser's), each other language also by its own name.
    expect(screen.getByRole('combobox', { name: words.locale })).toHaveTextContent(words.englishIndia);
    // The time zone's country in the language (Intl.DisplayNames); the zone's name is an identifier.
    expect(screen.getByRole('combobox', { name: words.timeZone })).toHaveValue(words.kolkata);
    expect(screen.getByTestId('format-example').textContent).toMatch(words.example);
    expect(screen.getByRole('switch', { name: words.shortcuts })).toBeChecked();
  });
});
