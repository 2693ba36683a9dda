import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { Language } from 'shared/i18n/languages';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../locales/catalogues';
import { RemoteRoute } from './RemoteRoute';

// A remote's screen that cannot be loaded, or was built for a newer portal, says so in Hindi and
// Tamil, naming the screen in the language.

let mockFailure: Error;
jest.mock('./remoteRegistry', () => ({
  loadedRemoteRoutes: () => undefined,
  loadRemoteRoutes: () => Promise.reject(mockFailure),
  resetRemote: () => {},
}));

const WORDS = {
  'hi-IN': {
    failed: 'भुगतान स्क्रीन लोड नहीं हो सकी।',
    failedHint: 'अपना कनेक्शन जाँचें, फिर से कोशिश करें। पोर्टल का बाकी हिस्सा काम करता रहेगा।',
    newer: 'भुगतान स्क्रीन अपडेट हो गई है और इसके लिए पोर्टल का नया संस्करण चाहिए।',
    newerHint: 'पेज फिर से लोड करें; अगर यह बना रहे, तो अपने एडमिन को बताएँ।',
  },
  'ta-IN': {
    failed: 'கட்டணங்கள் திரையை ஏற்ற முடியவில்லை.',
    failedHint: 'உங்கள் இணைப்பைச் சரிபார்த்து, மீண்டும் முயலவும். போர்ட்டலின் மற்ற பகுதிகள் தொடர்ந்து இயங்கும்.',
    newer: 'கட்டணங்கள் திரை புதுப்பிக்கப்பட்டுள்ளது; அதற்குப் போர்ட்டலின் புதிய பதிப்பு தேவை.',
    newerHint: 'பக்கத்தை மீண்டும் ஏற்றவும்; இது தொடர்ந்தால், உங்கள் நிர்வாகியிடம் தெரிவிக்கவும்.',
  },
} as const;

// RemoteRoute keeps each remote's loading for the page's life: each test loads one of its own.
let tests = 0;

async function renderRemote(language: Language) {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  tests += 1;
  renderInPortal(<RemoteRoute remote={`mfe-payments-${tests}`} screen={msg`Payments`} />, { i18n: await i18nIn(moduleCatalogues, language) });
}

describe.each(['hi-IN', 'ta-IN'] as const)('%s', (language) => {
  const words = WORDS[language];

  test('a remote that cannot be loaded', async () => {
    mockFailure = Object.assign(new Error('Loading script failed'), { remoteId: 'mfe_payments/routes' });
    await renderRemote(language);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.failed);
    expect(alert).toHaveTextContent(words.failedHint);
    expect(alert).not.toHaveTextContent('mfe-payments');
  });

  test('a remote built for a newer platform contract', async () => {
    mockFailure = new Error('mfe_payments needs platform contract ^3.0.0; this portal provides 2.10.0');
    await renderRemote(language);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.newer);
    expect(alert).toHaveTextContent(words.newerHint);
  });
});
