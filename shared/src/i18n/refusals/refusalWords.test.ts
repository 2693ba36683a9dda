import fs from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { REFUSAL_CODES } from 'shared/domain/common/refusal-codes';
import type { Language } from 'shared/i18n/languages';
import { REFUSAL_MESSAGES } from './refusalMessages';
import { loadRefusalWords, refusalWordsIn } from './refusalWords';

// Every refusal code has its words, in every language (shared/src/i18n/catalogues.test.ts checks the
// catalogue against the code and that each is translated), and they ship apart from the modules'.

test('every refusal code has its words, and no other code', () => {
  expect(Object.keys(REFUSAL_MESSAGES).sort()).toEqual([...REFUSAL_CODES].sort());
});

test.each<Exclude<Language, 'en-IN'>>(['hi-IN', 'ta-IN'])('%s: every refusal code reads in the language once fetched', async (language) => {
  const i18n = setupI18n();
  await loadRefusalWords(i18n, language);
  i18n.activate(language);
  const missing = REFUSAL_CODES.filter((code) => !refusalWordsIn(i18n, code));
  expect(missing).toEqual([]);
  // A translation, not the English compiled in its place.
  const english = setupI18n();
  english.loadAndActivate({ locale: 'en-IN', messages: {} });
  expect(REFUSAL_CODES.filter((code) => refusalWordsIn(i18n, code) === english._(REFUSAL_MESSAGES[code]))).toEqual([]);
});

test("no module's catalogue carries the refusals: they are fetched apart, for Hindi and Tamil only", () => {
  const root = path.join(__dirname, '..', '..', '..', '..');
  for (const module of ['shell', 'mfe-dashboard', 'mfe-registrations', 'mfe-payments', 'mfe-settings']) {
    expect(fs.readFileSync(path.join(root, module, 'src', 'locales', 'en-IN', 'messages.po'), 'utf8')).not.toContain('i18n/refusals');
  }
});
