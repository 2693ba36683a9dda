import { browserLanguage, catalogueOf, languageOf } from './languages';

describe('languageOf', () => {
  it.each([
    ['hi-IN', 'hi-IN'],
    ['hi', 'hi-IN'],
    ['ta-LK', 'ta-IN'],
    ['TA_in', 'ta-IN'],
    ['en-GB', 'en-IN'],
    ['bn-IN', 'en-IN'],
    ['', 'en-IN'],
  ])('%s reads in %s', (locale, language) => {
    expect(languageOf(locale)).toBe(language);
  });
});

describe('catalogueOf', () => {
  it.each([
    ['en-XA', 'en-XA'],
    ['en-xa', 'en-XA'],
    ['hi-IN', 'hi-IN'],
    ['en-GB', 'en-IN'],
  ])('%s reads the catalogue of %s (the pseudo-locale only by its own tag)', (locale, catalogue) => {
    expect(catalogueOf(locale)).toBe(catalogue);
  });

  it('gives the pseudo-locale to no browser before sign-in', () => {
    expect(browserLanguage(['en-XA'])).toBe('en-IN');
  });
});

describe('browserLanguage', () => {
  it('takes the first language of the browser the portal speaks', () => {
    expect(browserLanguage(['fr-FR', 'ta-IN', 'hi-IN'])).toBe('ta-IN');
  });

  it('keeps English when the browser prefers it to a language the portal also speaks', () => {
    expect(browserLanguage(['en-US', 'hi-IN'])).toBe('en-IN');
  });

  it('falls back to English when the browser names none of them', () => {
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en-IN');
    expect(browserLanguage([])).toBe('en-IN');
  });
});
