// Each browser module owns its message catalogues (src/locales/<language>/messages.po, compiled to
// messages.ts beside it) and ships them with its build: `lingui extract` and `lingui compile` run in
// the module's folder with its lingui.config.js, which is this. shared keeps one of its own: the refusals.
const fs = require('node:fs');
const path = require('node:path');
const { formatter } = require('@lingui/format-po');

/** The portal's languages: the spec's English is the source of every translation (product decisions). */
const LANGUAGES = ['en-IN', 'hi-IN', 'ta-IN'];
const SOURCE_LANGUAGE = 'en-IN';
/**
 * The pseudo-locale (shared/src/i18n/languages.ts): not a language but every message of the source
 * with its letters accented, which `lingui compile` writes from the English (its .po holds no
 * translations), so that text left outside the catalogues stands out (e2e/tests/pseudo-locale.test.ts).
 */
const PSEUDO_LOCALE = 'en-XA';

/** The API's refusals in words (shared/src/i18n/refusals): a catalogue of shared's own, fetched only for Hindi and Tamil. */
const REFUSALS = path.resolve(__dirname, '../src/i18n/refusals');

/** What no catalogue holds: tests, test helpers, the dev harness. */
const NOT_SHIPPED = ['**/*.test.*', '**/testing/**', '**/dev/**'];

/**
 * The Lingui configuration of the catalogue in `dir`/src/locales with the messages of the code in
 * `sources` but `excluded`. A message a translation lacks is compiled in English, so a screen never shows a key.
 */
function catalogueConfig(dir, sources, excluded) {
  // The catalogue check (shared/src/i18n/catalogues.test.ts) extracts into a copy elsewhere.
  const copies = process.env.LINGUI_CATALOGUE_COPIES;
  const catalogues = copies ? path.join(copies, path.basename(dir)) : path.join(dir, 'src/locales');
  return {
    locales: [...LANGUAGES, PSEUDO_LOCALE],
    sourceLocale: SOURCE_LANGUAGE,
    pseudoLocale: PSEUDO_LOCALE,
    fallbackLocales: { default: SOURCE_LANGUAGE },
    catalogs: [
      {
        path: path.join(catalogues, '{locale}/messages'),
        include: sources,
        // Lingui resolves each pattern from the catalogue's folder: written out for each folder read.
        exclude: [...sources.flatMap((source) => NOT_SHIPPED.map((pattern) => path.join(source, pattern))), ...excluded],
      },
    ],
    format: formatter({ lineNumbers: false }),
    compileNamespace: 'ts',
    orderBy: 'message',
  };
}

/**
 * The Lingui configuration of the module in `dir`: its own code and the shared library code it
 * bundles, but the refusals, which it fetches apart (refusalsLinguiConfig).
 */
function linguiConfig(dir) {
  return catalogueConfig(dir, [path.join(dir, 'src'), path.resolve(__dirname, '../src')], [path.join(REFUSALS, '**')]);
}

/** shared's own catalogue (shared/src/locales, `lingui extract` in shared/): the refusals only. */
function refusalsLinguiConfig(dir) {
  return catalogueConfig(dir, [REFUSALS], []);
}

/**
 * The messages of a .po catalogue and their translations (an empty string where there is none), in
 * file order: each `msgid` and `msgstr` with any continuation lines ("..." lines) after it.
 */
function readCatalogue(po) {
  const entries = new Map();
  const string = '((?:"(?:[^"\\\\]|\\\\.)*"\\n?)+)';
  const entry = new RegExp(`^msgid ${string}msgstr ${string}`, 'gm');
  const joined = (quoted) =>
    quoted
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line.trim()))
      .join('');
  for (const [, id, text] of po.matchAll(entry)) if (joined(id)) entries.set(joined(id), joined(text));
  return entries;
}

/**
 * `messages`' translations in each language but English from the catalogues of the module in `dir`,
 * for what is drawn before any script (the shell's static frame): { 'hi-IN': { Payments: 'भुगतान' } }.
 * A message a catalogue lacks or leaves untranslated is left out: it shows in English.
 */
function translationsOf(dir, messages) {
  const translations = {};
  for (const language of LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE)) {
    const catalogue = readCatalogue(fs.readFileSync(path.join(dir, 'src/locales', language, 'messages.po'), 'utf8'));
    translations[language] = Object.fromEntries(messages.filter((message) => catalogue.get(message)).map((message) => [message, catalogue.get(message)]));
  }
  return translations;
}

/** Where swc keeps the plugin compiled for this machine (by default a .swc folder in every working directory). */
const SWC_PLUGIN_CACHE = path.resolve(__dirname, '../../node_modules/.cache/swc');

/** The swc plugin that compiles the `@lingui/*\/macro` calls (v5's message ids: the CLI here is Lingui 5, for Node 20). */
const linguiSwcPlugin = () => [require.resolve('@lingui/swc-plugin'), { useLinguiV5IdGeneration: true }];

module.exports = {
  LANGUAGES,
  PSEUDO_LOCALE,
  SOURCE_LANGUAGE,
  SWC_PLUGIN_CACHE,
  linguiConfig,
  linguiSwcPlugin,
  readCatalogue,
  refusalsLinguiConfig,
  translationsOf,
};
