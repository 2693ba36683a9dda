// Each browser module owns its message catalogues (src/locales/<language>/messages.po, compiled to
// messages.ts beside it) and ships them with its build: `lingui extract` and `lingui compile` run in
// the module's folder with its lingui.config.js, which is this.
const fs = require('node:fs');
const path = require('node:path');
const { formatter } = require('@lingui/format-po');

/** The portal's languages: the spec's English is the source of every translation (product decisions). */
const LANGUAGES = ['en-IN', 'hi-IN', 'ta-IN'];
const SOURCE_LANGUAGE = 'en-IN';

/**
 * The Lingui configuration of the module in `dir`: its own code and the shared library code it
 * bundles. A message a translation lacks is compiled in English, so a screen never shows a key.
 */
function linguiConfig(dir) {
  // The catalogue check (shared/src/i18n/catalogues.test.ts) extracts into a copy elsewhere.
  const copies = process.env.LINGUI_CATALOGUE_COPIES;
  const catalogues = copies ? path.join(copies, path.basename(dir)) : path.join(dir, 'src/locales');
  const sources = [path.join(dir, 'src'), path.resolve(__dirname, '../src')];
  return {
    locales: LANGUAGES,
    sourceLocale: SOURCE_LANGUAGE,
    fallbackLocales: { default: SOURCE_LANGUAGE },
    catalogs: [
      {
        path: path.join(catalogues, '{locale}/messages'),
        include: sources,
        // Lingui resolves each pattern from the module's folder: written out for each folder read.
        exclude: sources.flatMap((source) => ['**/*.test.*', '**/testing/**', '**/dev/**'].map((pattern) => path.join(source, pattern))),
      },
    ],
    format: formatter({ lineNumbers: false }),
    compileNamespace: 'ts',
    orderBy: 'message',
  };
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

module.exports = { LANGUAGES, SOURCE_LANGUAGE, SWC_PLUGIN_CACHE, linguiConfig, linguiSwcPlugin, readCatalogue, translationsOf };
