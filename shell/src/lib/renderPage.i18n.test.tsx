import { screen } from '@testing-library/react';
import { renderPage } from './renderPage';
import { BeforeSignInLanguage } from './language/ShellLanguage';
import { SignInPageLanguage } from './language/SignInPageLanguage';

// The page that could not start has no preferences to go by: it speaks the language of the pages
// before sign-in, the browser's here, with the page's own catalogues (the portal's whole, or the
// stand-alone sign-in page's part of them).

const browserLanguages = jest.spyOn(window.navigator, 'languages', 'get');

beforeEach(() => {
  document.body.innerHTML = '<div id="portal-frame"></div><div id="root"></div>';
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const failing = async (): Promise<never> => {
  throw new Error('config.json did not answer');
};

const WORDS = {
  'hi-IN': 'एडमिन पोर्टल शुरू नहीं हो सका: config.json did not answer। फिर से कोशिश करने के लिए पेज दोबारा लोड करें।',
  'ta-IN': 'நிர்வாகப் போர்ட்டலைத் தொடங்க முடியவில்லை: config.json did not answer. மீண்டும் முயல, பக்கத்தை மீண்டும் ஏற்றவும்.',
};
const PAGES = { portal: BeforeSignInLanguage, 'the sign-in page': SignInPageLanguage };

test.each(Object.entries(PAGES).flatMap(([page, language]) => Object.entries(WORDS).map(([browser, words]) => [page, browser, words, language] as const)))(
  '%s: a browser that prefers %s is told in it, the failure in its own words',
  async (_page, language, words, Language) => {
    browserLanguages.mockReturnValue([language, 'en-GB']);
    await renderPage(failing, { yielding: true, language: Language });
    expect(await screen.findByText(words)).toHaveAttribute('role', 'alert');
    expect(document.documentElement.lang).toBe(language);
  },
);
