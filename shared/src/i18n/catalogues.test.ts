// Each browser module's catalogues against its code (issue 63): extracted again into a copy, they
// must come out as committed (no message of the code missing, none left over), compile to the
// committed messages.ts, and hold a translation of every message in every language. The pseudo-locale's
// catalogue is extracted and compiled like the others but holds no translation: compiling writes its
// accented messages from the English.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LANGUAGES as BUILD_LANGUAGES,
  PAGE_CATALOGUES,
  PSEUDO_LOCALE as BUILD_PSEUDO_LOCALE,
  readCatalogue,
  writePageCatalogues,
} from '../../build/lingui.cjs';
import { LANGUAGES, PSEUDO_LOCALE, SOURCE_LANGUAGE } from './languages';

const root = path.join(__dirname, '..', '..', '..');
/** The browser modules, and shared with its own catalogue: the API's refusals in words (src/i18n/refusals). */
const MODULES = ['shell', 'mfe-dashboard', 'mfe-registrations', 'mfe-payments', 'mfe-settings', 'shared'];
/** Every catalogue a module ships: its languages' and the pseudo-locale's. */
const CATALOGUES = [...LANGUAGES, PSEUDO_LOCALE];
const lingui = path.join(root, 'node_modules', '.bin', 'lingui');
const catalogueFile = (dir: string, language: string, ext: string) => path.join(dir, language, `messages.${ext}`);
/** The header's date is the extraction's: the rest of the file is what counts. */
const withoutDate = (po: string) => po.replace(/^"POT-Creation-Date: .*"$/m, '');

let copies: string;
beforeAll(() => {
  copies = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-'));
});
afterAll(() => fs.rmSync(copies, { recursive: true, force: true }));

test('the build and the runtime name the same languages', () => {
  expect(BUILD_LANGUAGES).toEqual([...LANGUAGES]);
  expect(BUILD_PSEUDO_LOCALE).toBe(PSEUDO_LOCALE);
});

test('a catalogue is read with its escapes and its long strings folded over lines', () => {
  const po = [
    'msgid ""',
    'msgstr ""',
    '"Language: hi-IN\\n"',
    '',
    'msgid ""',
    '"Say \\"yes\\" "',
    '"twice"',
    'msgstr "दो बार"',
    '',
    'msgid "Left"',
    'msgstr ""',
  ].join('\n');
  expect([...readCatalogue(po)]).toEqual([
    ['Say "yes" twice', 'दो बार'],
    ['Left', ''],
  ]);
});

describe.each(MODULES)('%s', (module) => {
  const dir = path.join(root, module, 'src', 'locales');
  const copy = () => path.join(copies, module);
  const run = (command: string[]) =>
    execFileSync(lingui, command, { cwd: path.join(root, module), env: { ...process.env, LINGUI_CATALOGUE_COPIES: copies }, stdio: 'pipe' });

  beforeAll(() => {
    for (const language of CATALOGUES) {
      fs.mkdirSync(path.join(copy(), language), { recursive: true });
      fs.copyFileSync(catalogueFile(dir, language, 'po'), catalogueFile(copy(), language, 'po'));
    }
    run(['extract']);
    run(['compile', '--typescript']);
  });

  test.each(CATALOGUES)('%s: the catalogue holds every message of the code and no other (else: npx lingui extract)', (language) => {
    const committed = fs.readFileSync(catalogueFile(dir, language, 'po'), 'utf8');
    const extracted = fs.readFileSync(catalogueFile(copy(), language, 'po'), 'utf8');
    expect([...readCatalogue(extracted).keys()]).toEqual([...readCatalogue(committed).keys()]);
    expect(withoutDate(extracted)).toBe(withoutDate(committed));
  });

  test.each(CATALOGUES)('%s: messages.ts is the catalogue compiled (else: npx lingui compile --typescript)', (language) => {
    expect(fs.readFileSync(catalogueFile(dir, language, 'ts'), 'utf8')).toBe(fs.readFileSync(catalogueFile(copy(), language, 'ts'), 'utf8'));
  });

  test.each(LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE))('%s: every message is translated', (language) => {
    const untranslated = [...readCatalogue(fs.readFileSync(catalogueFile(dir, language, 'po'), 'utf8'))].filter(([, text]) => !text.trim()).map(([id]) => id);
    expect(untranslated).toEqual([]);
  });
});

describe.each(Object.entries(PAGE_CATALOGUES))("%s's pages with catalogues of their own", (module, pages) => {
  const dir = path.join(root, module);
  const copy = () => path.join(copies, `${module}-pages`);
  beforeAll(() => writePageCatalogues(dir, copy()));

  test.each(pages.flatMap(({ name }) => CATALOGUES.map((language) => [name, language])))(
    '%s, %s: the compiled catalogue cut to what the page runs (else: npm run compile-catalogues)',
    (name, language) => {
      expect(fs.readFileSync(path.join(dir, 'src', 'locales', language, `${name}.ts`), 'utf8')).toBe(
        fs.readFileSync(path.join(copy(), language, `${name}.ts`), 'utf8'),
      );
    },
  );
});
