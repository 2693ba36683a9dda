import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Language } from 'shared/i18n/languages';
import { loadRefusalWords, refusalWordsIn } from 'shared/i18n/refusals/refusalWords';
import { FORM_MESSAGES } from 'shared/forms/formMessages';
import { loadFormWords } from 'shared/forms/formWords';
import { englishForTests } from 'shared/testing/renderInPortal';
import { ModuleLanguage } from 'shared/ui/ModuleLanguage';
import { apiErrorMessageIn, useApiErrorMessage } from './useApiErrorMessage';
import { loadFailureReasonIn } from './useLoadFailureReason';

// Watched, not replaced: whether a module asked for the refusals' words is seen at once (it asks in
// the press's own handler), so no test waits for a fetch that should not happen.
jest.mock('shared/i18n/refusals/refusalWords', () => {
  const actual = jest.requireActual('shared/i18n/refusals/refusalWords');
  return { ...actual, loadRefusalWords: jest.fn(actual.loadRefusalWords) };
});

// A refusal of the API in the person's language (issue 63): its code's words in Hindi and Tamil, the
// API's own English message in English and for a code the portal does not know.

const STALE = { status: 409, data: { code: 'stale-version', message: 'Registration REG-000001 was changed by someone else' } };
const WORDS = {
  'hi-IN': 'आपके खोलने के बाद किसी और ने इसे बदल दिया है। कृपया नवीनतम संस्करण देखें और फिर से कोशिश करें।',
  'ta-IN': 'நீங்கள் திறந்த பிறகு வேறொருவர் இதை மாற்றியுள்ளார். சமீபத்திய பதிப்பைப் பார்த்து மீண்டும் முயலவும்.',
} satisfies Record<Exclude<Language, 'en-IN'>, string>;

/** A module's messages in `language` with the refusals' words fetched, as ModuleLanguage leaves them. */
async function i18nWithRefusals(language: Exclude<Language, 'en-IN'>) {
  const i18n = setupI18n();
  await loadRefusalWords(i18n, language);
  i18n.activate(language);
  return i18n;
}

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  test("a refusal shows in the words of its code, not the API's English", async () => {
    const i18n = await i18nWithRefusals(language as Exclude<Language, 'en-IN'>);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useApiErrorMessage(), { wrapper });
    expect(result.current(STALE, 'Failed')).toBe(words);
  });

  test("a request refused for a field adds the field's message in the forms' words, where they have it", async () => {
    const i18n = await i18nWithRefusals(language as Exclude<Language, 'en-IN'>);
    const generic = refusalWordsIn(i18n, 'invalid-request')!;
    const refused = (issues: { path: string; message: string }[]) => ({
      status: 400,
      data: { code: 'invalid-request', message: `Invalid body ${issues[0]!.path}: ${issues[0]!.message}`, issues },
    });
    const serverOnly = { path: 'version', message: 'Expected number, received string' };
    const email = { path: 'email', message: 'Invalid email address' };
    expect(apiErrorMessageIn(i18n, refused([serverOnly, email]), 'Failed')).toBe(generic);

    await loadFormWords(i18n, language as Exclude<Language, 'en-IN'>);
    i18n.load(language, { [FORM_MESSAGES['Invalid email address']!.id]: `${language} e-mail` });
    expect(apiErrorMessageIn(i18n, refused([serverOnly, email]), 'Failed')).toBe(`${generic} ${language} e-mail`);
    expect(apiErrorMessageIn(i18n, refused([serverOnly]), 'Failed')).toBe(generic);
    // Another refusal's issues (an import's lines) stay in its own screen's list.
    expect(apiErrorMessageIn(i18n, { status: 400, data: { code: 'import-rows-invalid', message: 'Rows', issues: [email] } }, 'Failed')).toBe(
      refusalWordsIn(i18n, 'import-rows-invalid'),
    );
  });

  test("a code the portal does not know (a newer API's) shows the API's English message", async () => {
    const i18n = await i18nWithRefusals(language as Exclude<Language, 'en-IN'>);
    expect(apiErrorMessageIn(i18n, { status: 409, data: { code: 'newer-refusal', message: 'Something new' } }, 'Failed')).toBe('Something new');
    expect(apiErrorMessageIn(i18n, { status: 400, data: { message: 'No code at all' } }, 'Failed')).toBe('No code at all');
  });

  test("a server fault or a network failure shows the screen's own words, as in English", async () => {
    const i18n = await i18nWithRefusals(language as Exclude<Language, 'en-IN'>);
    expect(apiErrorMessageIn(i18n, { status: 503, data: { code: 'server-busy', message: 'Busy' } }, 'Failed')).toBe('Failed');
    expect(apiErrorMessageIn(i18n, { status: 'FETCH_ERROR', error: 'offline' }, 'Failed')).toBe('Failed');
  });

  test('a failed read says a refusal in the words of its code too', async () => {
    const i18n = await i18nWithRefusals(language as Exclude<Language, 'en-IN'>);
    expect(loadFailureReasonIn(i18n, { status: 404, data: { code: 'stale-version', message: 'Changed' } })).toBe(words);
  });
});

test("in English a refusal shows the API's own message, which names what it is about", () => {
  expect(apiErrorMessageIn(englishForTests(), STALE, 'Failed')).toBe(STALE.data.message);
  expect(apiErrorMessageIn(englishForTests(), { status: 500, data: { code: 'server-error', message: 'Internal' } }, 'Failed')).toBe('Failed');
});

test("in Hindi before the refusals' words have come, a refusal shows as the API said it", () => {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'hi-IN', messages: {} });
  expect(apiErrorMessageIn(i18n, STALE, 'Failed')).toBe(STALE.data.message);
});

beforeEach(() => jest.mocked(loadRefusalWords).mockClear());

function Refusal() {
  return <p>{useApiErrorMessage()(STALE, 'Failed')}</p>;
}

/** A module drawing a refusal in `locale`, with empty catalogues of its own: its messages. */
function renderModuleIn(locale: string) {
  const i18n = setupI18n();
  render(
    <ModuleLanguage i18n={i18n} catalogues={{ english: {}, load: async () => ({}) }} locale={locale}>
      <Refusal />
    </ModuleLanguage>,
  );
  return i18n;
}

test("a module in Hindi fetches the refusals at the person's first press, and a refusal drawn meanwhile in English turns Hindi", async () => {
  renderModuleIn('hi-IN');
  // Only looked at: nothing asked for.
  expect(screen.getByText(STALE.data.message)).toBeInTheDocument();
  expect(loadRefusalWords).not.toHaveBeenCalled();
  fireEvent.pointerDown(document.body);
  expect(loadRefusalWords).toHaveBeenCalledTimes(1);
  expect(await screen.findByText(WORDS['hi-IN'])).toBeInTheDocument();
});

test('a module in English fetches no refusals, whatever the person does', async () => {
  renderModuleIn('en-IN');
  fireEvent.keyDown(document.body, { key: 'a' });
  fireEvent.pointerDown(document.body);
  expect(loadRefusalWords).not.toHaveBeenCalled();
  expect(screen.getByText(STALE.data.message)).toBeInTheDocument();
});
