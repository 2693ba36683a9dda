import { screen } from '@testing-library/react';
import type { Language } from 'shared/i18n/languages';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { RequireAuth } from './RequireAuth';

// The guard's words in Hindi and Tamil: its spinner's name, and the page shown when no session can be checked.

const mockSession = { status: 'checking', role: 'user' };
jest.mock('../../../lib/auth/useSession', () => ({ useSession: () => mockSession }));

const WORDS = {
  'hi-IN': {
    checking: 'आपके सत्र की जाँच हो रही है',
    heading: 'आपके सत्र की जाँच नहीं हो सकी',
    alert: 'साइन-इन सेवा लोड नहीं हुई। अपना कनेक्शन जाँचें, फिर दोबारा कोशिश करने के लिए पेज फिर से लोड करें।',
    reload: 'फिर से लोड करें',
  },
  'ta-IN': {
    checking: 'உங்கள் அமர்வு சரிபார்க்கப்படுகிறது',
    heading: 'உங்கள் அமர்வைச் சரிபார்க்க முடியவில்லை',
    alert: 'உள்நுழைவுச் சேவை ஏற்றப்படவில்லை. உங்கள் இணைப்பைச் சரிபார்த்து, மீண்டும் முயல பக்கத்தை மீண்டும் ஏற்றவும்.',
    reload: 'மீண்டும் ஏற்று',
  },
} as const;

async function renderGuard(language: Language) {
  renderInPortal(
    <RequireAuth>
      <p>registrations</p>
    </RequireAuth>,
    { i18n: await i18nIn(moduleCatalogues, language) },
  );
}

describe.each(['hi-IN', 'ta-IN'] as const)('%s', (language) => {
  const words = WORDS[language];

  test('the session check in progress is named in the language', async () => {
    mockSession.status = 'checking';
    await renderGuard(language);
    expect(screen.getByRole('progressbar', { name: words.checking })).toBeInTheDocument();
  });

  test('no session can be checked: the page says so, with a reload, in the language', async () => {
    mockSession.status = 'unavailable';
    await renderGuard(language);
    expect(screen.getByRole('heading', { name: words.heading })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(words.alert);
    expect(screen.getByRole('button', { name: words.reload })).toBeInTheDocument();
    expect(screen.queryByText('registrations')).not.toBeInTheDocument();
  });
});
