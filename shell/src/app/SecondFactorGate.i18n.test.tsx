import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared/i18n/languages';
import { serveApi } from 'shared/testing/apiServer';
import { i18nIn } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../locales/catalogues';
import { SecondFactorPrompt } from '../features/auth/components/SecondFactorPrompt';
import { PASSKEY, renderGate, secondFactorRoutes } from '../testing/secondFactor';
import { SecondFactorGate } from './SecondFactorGate';

// The pages that hold the portal back for the second factor, and the "Confirm it's you" dialog, in
// Hindi and Tamil; the browser's refusal of the passkey prompt in their words too.

const mockStartAuthentication = jest.fn();
jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (...args: unknown[]) => mockStartAuthentication(...args),
  startRegistration: jest.fn(),
}));
jest.mock('../lib/auth/useSession', () => ({ useSession: () => ({ signOut: jest.fn() }) }));

function serve(passkeys: (typeof PASSKEY)[]) {
  serveApi(secondFactorRoutes(true, passkeys));
}

async function renderGateIn(language: Language) {
  renderGate({ Prompt: SecondFactorPrompt, Gate: SecondFactorGate }, { i18n: await i18nIn(moduleCatalogues, language) });
}

const WORDS = {
  'hi-IN': {
    addHeading: 'जारी रखने के लिए पासकी जोड़ें',
    addButton: 'पासकी जोड़ें',
    passkeyName: 'पासकी का नाम',
    signOut: 'साइन आउट करें',
    dialog: 'पुष्टि करें कि यह आप ही हैं',
    reason: 'आपका संगठन पासवर्ड के बाद आपकी पासकी माँगता है। जारी रखने के लिए इसका उपयोग करें।',
    usePasskey: 'मेरी पासकी का उपयोग करें',
    cancel: 'रद्द करें',
    closed: 'पासकी अनुरोध बंद कर दिया गया या उसका समय समाप्त हो गया। कृपया फिर से कोशिश करें।',
    confirmHeading: 'जारी रखने के लिए पुष्टि करें कि यह आप ही हैं',
  },
  'ta-IN': {
    addHeading: 'தொடர ஒரு பாஸ்கீயைச் சேர்க்கவும்',
    addButton: 'பாஸ்கீயைச் சேர்',
    passkeyName: 'பாஸ்கீயின் பெயர்',
    signOut: 'வெளியேறு',
    dialog: 'நீங்கள்தான் என்பதை உறுதிப்படுத்தவும்',
    reason: 'உங்கள் நிறுவனம் கடவுச்சொல்லுக்குப் பிறகு உங்கள் பாஸ்கீயைக் கேட்கிறது. தொடர அதைப் பயன்படுத்தவும்.',
    usePasskey: 'என் பாஸ்கீயைப் பயன்படுத்து',
    cancel: 'ரத்துசெய்',
    closed: 'பாஸ்கீ கோரிக்கை மூடப்பட்டது அல்லது நேரம் முடிந்தது. மீண்டும் முயலவும்.',
    confirmHeading: 'தொடர, நீங்கள்தான் என்பதை உறுதிப்படுத்தவும்',
  },
} as const;

describe.each(['hi-IN', 'ta-IN'] as const)('%s', (language) => {
  const words = WORDS[language];

  test('someone without a passkey is asked for one, in the language', async () => {
    serve([]);
    await renderGateIn(language);
    expect(await screen.findByRole('heading', { name: words.addHeading })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: words.addButton })).toBeInTheDocument();
    expect(screen.getByLabelText(words.passkeyName)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.signOut })).toBeInTheDocument();
  });

  test("someone with one confirms it's them: the dialog, the browser's refusal, and the page after cancelling", async () => {
    serve([PASSKEY]);
    mockStartAuthentication.mockReset().mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    const user = userEvent.setup();
    await renderGateIn(language);
    const dialog = await screen.findByRole('dialog', { name: words.dialog });
    expect(dialog).toHaveAccessibleDescription(words.reason);
    await user.click(within(dialog).getByRole('button', { name: words.usePasskey }));
    expect(await within(dialog).findByText(words.closed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: words.cancel }));
    expect(await screen.findByRole('heading', { name: words.confirmHeading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.usePasskey })).toBeInTheDocument();
    expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
  });
});
