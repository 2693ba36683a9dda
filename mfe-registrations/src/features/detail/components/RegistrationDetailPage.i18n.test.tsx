import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared/i18n/languages';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import { activityEntry } from 'shared/testing/activityEntry';
import { serveApi } from 'shared/testing/apiServer';
import { messagesPage, testMessage } from 'shared/testing/message';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { testRegistration } from 'shared/testing/registration';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { RegistrationDetailPage } from './RegistrationDetailPage';

// A registration's page in Hindi and Tamil: its sections, its lists' counts, its menu and the
// dialogs the menu and "Merge with…" open.

const WORDS = {
  'hi-IN': {
    heading: 'पंजीकरण REG-0002102',
    back: 'पंजीकरण',
    sections: ['विवरण', 'संदेश', 'इतिहास'],
    registeredAt: 'पंजीकरण का समय',
    historyCount: '1,23,456 प्रविष्टियों में से नवीनतम 1 दिखाई जा रही हैं।',
    messagesCount: '2 संदेशों में से नवीनतम 1 दिखाए जा रहे हैं।',
    to: 'प्रति: kavya.parent@example.org',
    actions: 'REG-0002102 के लिए कार्रवाइयाँ',
    edit: 'पंजीकरण संपादित करें',
    personal: 'व्यक्तिगत जानकारी',
    fullName: 'पूरा नाम',
    saveChanges: 'बदलाव सहेजें',
    cancel: 'रद्द करें',
    disqualify: 'अयोग्य घोषित करें...',
    disqualifyTitle: 'पंजीकरण को अयोग्य घोषित करें?',
    reason: 'कारण (कम से कम 10 अक्षर)',
    reasonCount: '0 / कम से कम 10 अक्षर',
    mergeWith: 'इसके साथ मिलाएँ…',
    mergeWithTitle: 'REG-0002102 को इसके साथ मिलाएँ…',
    mergeSearch: 'मिलाने के लिए पंजीकरण खोजें',
  },
  'ta-IN': {
    heading: 'பதிவு REG-0002102',
    back: 'பதிவுகள்',
    sections: ['விவரங்கள்', 'செய்திகள்', 'வரலாறு'],
    registeredAt: 'பதிவுசெய்த நேரம்',
    historyCount: '1,23,456 உள்ளீடுகளில் சமீபத்திய 1 காட்டப்படுகின்றன.',
    messagesCount: '2 செய்திகளில் சமீபத்திய 1 காட்டப்படுகின்றன.',
    to: 'பெறுநர்: kavya.parent@example.org',
    actions: 'REG-0002102 பதிவுக்கான செயல்கள்',
    edit: 'பதிவைத் திருத்து',
    personal: 'தனிப்பட்ட தகவல்',
    fullName: 'முழுப் பெயர்',
    saveChanges: 'மாற்றங்களைச் சேமி',
    cancel: 'ரத்துசெய்',
    disqualify: 'தகுதிநீக்கம் செய்...',
    disqualifyTitle: 'பதிவைத் தகுதிநீக்கம் செய்யவா?',
    reason: 'காரணம் (குறைந்தது 10 எழுத்துகள்)',
    reasonCount: '0 / குறைந்தது 10 எழுத்துகள்',
    mergeWith: 'இதனுடன் இணை…',
    mergeWithTitle: 'REG-0002102 பதிவை இதனுடன் இணை…',
    mergeSearch: 'இணைக்க வேண்டிய பதிவைத் தேடு',
  },
} satisfies Partial<Record<Language, unknown>>;

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  test("the page's sections and counts, its menu's Edit and Disqualify dialogs, and Merge with…", async () => {
    const registration = testRegistration({ registrationId: 'REG-0002102', name: 'Kavya Raman' });
    serveApi({
      'GET /admin/registrations/REG-0002102': { body: registration },
      'GET /admin/registrations/REG-0002102/history': { body: { data: [activityEntry({ registrationId: 'REG-0002102' })], total: 123456 } },
      'GET /admin/messages': { body: { ...messagesPage([testMessage({ registrationId: 'REG-0002102', to: 'kavya.parent@example.org' })]), total: 2 } },
      'GET /admin/portal-settings': { body: { ...testPortalSettings(), featureFlags: { ...DEFAULT_FEATURE_FLAGS, duplicateMerge: true } } },
      'GET /admin/registrations/centers': { body: { centers: [], allCenters: false } },
    });
    const user = userEvent.setup();
    const i18n = await i18nIn(moduleCatalogues, language as Language);
    renderInPortal(<RegistrationDetailPage />, {
      url: '/registrations/REG-0002102',
      route: '/registrations/:registrationId',
      claims: { sub: 'u1', role: 'admin' },
      i18n,
    });

    expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.back })).toBeInTheDocument();
    expect(await screen.findByText('Kavya Raman')).toBeInTheDocument();
    for (const section of words.sections) expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByText(words.registeredAt)).toBeInTheDocument();
    expect(await screen.findByText(words.historyCount)).toBeInTheDocument();
    expect(await screen.findByText(words.to)).toBeInTheDocument();
    expect(screen.getByText(words.messagesCount)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: words.actions }));
    await user.click(await screen.findByRole('menuitem', { name: words.edit }));
    const edit = await screen.findByRole('dialog', { name: words.edit });
    expect(within(edit).getByRole('heading', { name: words.personal })).toBeInTheDocument();
    expect(within(edit).getByRole('textbox', { name: words.fullName })).toHaveValue('Kavya Raman');
    expect(within(edit).getByRole('button', { name: words.saveChanges })).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: words.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: words.actions }));
    await user.click(await screen.findByRole('menuitem', { name: words.disqualify }));
    const disqualify = await screen.findByRole('dialog', { name: words.disqualifyTitle });
    expect(within(disqualify).getByRole('textbox', { name: words.reason })).toBeInTheDocument();
    expect(within(disqualify).getByText(words.reasonCount)).toBeInTheDocument();
    await user.click(within(disqualify).getByRole('button', { name: words.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: words.mergeWith }));
    const mergeWith = await screen.findByRole('dialog', { name: words.mergeWithTitle });
    expect(within(mergeWith).getByRole('textbox', { name: words.mergeSearch })).toBeInTheDocument();
  });
});
