// Each browser module's catalogues against its code (issue 63): extracted again into a copy, they
// must come out as committed (no message of the code missing, none left over), compile to the
// committed messages.ts, and hold a translation of every message in every language.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES as BUILD_LANGUAGES, readCatalogue } from '../../build/lingui.cjs';
import { LANGUAGES, SOURCE_LANGUAGE } from './languages';

const root = path.join(__dirname, '..', '..', '..');
const MODULES = ['shell', 'mfe-dashboard', 'mfe-registrations', 'mfe-payments', 'mfe-settings'];
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
    for (const language of LANGUAGES) {
      fs.mkdirSync(path.join(copy(), language), { recursive: true });
      fs.copyFileSync(catalogueFile(dir, language, 'po'), catalogueFile(copy(), language, 'po'));
    }
    run(['extract']);
    run(['compile', '--typescript']);
  });

  test.each([...LANGUAGES])('%s: the catalogue holds every message of the code and no other (else: npx lingui extract)', (language) => {
    const committed = fs.readFileSync(catalogueFile(dir, language, 'po'), 'utf8');
    const extracted = fs.readFileSync(catalogueFile(copy(), language, 'po'), 'utf8');
    expect([...readCatalogue(extracted).keys()]).toEqual([...readCatalogue(committed).keys()]);
    expect(withoutDate(extracted)).toBe(withoutDate(committed));
  });

  test.each([...LANGUAGES])('%s: messages.ts is the catalogue compiled (else: npx lingui compile --typescript)', (language) => {
    expect(fs.readFileSync(catalogueFile(dir, language, 'ts'), 'utf8')).toBe(fs.readFileSync(catalogueFile(copy(), language, 'ts'), 'utf8'));
  });

  test.each(LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE))('%s: every message is translated', (language) => {
    const untranslated = [...readCatalogue(fs.readFileSync(catalogueFile(dir, language, 'po'), 'utf8'))].filter(([, text]) => !text.trim()).map(([id]) => id);
    expect(untranslated).toEqual([]);
  });
});
