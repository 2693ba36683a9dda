// Each browser module owns its message catalogues (src/locales/<language>/messages.po, compiled to
// messages.ts beside it) and ships them with its build: `lingui extract` and `lingui compile` run in
// the module's folder with its lingui.config.js, which is this. shared keeps one of its own: the refusals.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { formatter } = require('@lingui/format-po');
const { reachableFiles } = require('./static-imports.cjs');

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

/** A .po string: one or more quoted lines ("..." lines), captured. */
const PO_STRING = '((?:"(?:[^"\\\\]|\\\\.)*"\\n?)+)';

/** A .po string: its quoted lines joined and unescaped. */
const joinedPoString = (quoted) =>
  quoted
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line.trim()))
    .join('');

/**
 * The messages of a .po catalogue and their translations (an empty string where there is none), in
 * file order: each `msgid` and `msgstr` with any continuation lines ("..." lines) after it.
 */
function readCatalogue(po) {
  const entries = new Map();
  const entry = new RegExp(`^msgid ${PO_STRING}msgstr ${PO_STRING}`, 'gm');
  for (const [, id, text] of po.matchAll(entry)) if (joinedPoString(id)) entries.set(joinedPoString(id), joinedPoString(text));
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

/** The source catalogue's messages with the files each comes from: [{ id, origins }], id as Lingui 5 makes it. */
function messagesWithOrigins(po) {
  const entry = new RegExp(`((?:^#: .*\\n)+)(?:msgctxt ${PO_STRING})?msgid ${PO_STRING}`, 'gm');
  return [...po.matchAll(entry)].map(([, origins, context, message]) => ({
    // Lingui 5's id (@lingui/message-utils generateMessageId): the message and its context, hashed.
    id: crypto
      .createHash('sha256')
      .update(`${joinedPoString(message)}\u001F${context ? joinedPoString(context) : ''}`)
      .digest('base64')
      .slice(0, 6),
    origins: origins
      .trim()
      .split('\n')
      .map((line) => line.slice('#: '.length)),
  }));
}

const COMPILED = /^(.*export const messages=JSON\.parse\()("(?:[^"\\]|\\.)*")(\)as Messages;\s*)$/s;

/**
 * The pages of a module that load catalogues of their own, cut from the module's (writePageCatalogues):
 * the shell's stand-alone sign-in page, whose first load would otherwise carry all 444 messages.
 */
const PAGE_CATALOGUES = { shell: [{ entry: 'src/signIn.tsx', name: 'sign-in' }] };

/**
 * The catalogues of each page of the module in `dir` that has its own (PAGE_CATALOGUES), so that it
 * loads only its messages: `src/locales/<language>/<name>.ts`, each the module's compiled catalogue
 * cut to the messages of the files `entry` can ever run (`import()` included), read from the source
 * catalogue's origins. Written into `out` (the module's src/locales by default).
 */
function writePageCatalogues(dir, out = path.join(dir, 'src/locales')) {
  for (const { entry, name } of PAGE_CATALOGUES[path.basename(dir)] ?? []) writePageCatalogue(dir, entry, name, out);
}

function writePageCatalogue(dir, entry, name, out) {
  const locales = path.join(dir, 'src/locales');
  // What a catalogue's loader imports is catalogues, these among them: nothing to read for messages.
  const files = new Set(reachableFiles(path.resolve(dir, entry), (file) => file.startsWith(locales)).map((file) => path.relative(dir, file)));
  const source = fs.readFileSync(path.join(locales, SOURCE_LANGUAGE, 'messages.po'), 'utf8');
  const messages = messagesWithOrigins(source);
  // A message read without its origins would be left out of every page: each entry but the header must be read.
  const entries = source.match(/^msgid /gm).length - 1;
  if (messages.length !== entries) throw new Error(`${SOURCE_LANGUAGE}/messages.po: ${entries} messages, ${messages.length} read with their origins`);
  const ids = messages.filter(({ origins }) => origins.some((origin) => files.has(origin))).map(({ id }) => id);
  for (const language of [...LANGUAGES, PSEUDO_LOCALE]) {
    const compiled = fs.readFileSync(path.join(locales, language, 'messages.ts'), 'utf8').match(COMPILED);
    if (!compiled) throw new Error(`${language}/messages.ts is not a catalogue compiled by lingui compile --typescript`);
    const all = JSON.parse(JSON.parse(compiled[2]));
    const missing = ids.filter((id) => !(id in all));
    if (missing.length) throw new Error(`${language}/messages.ts lacks ${missing.join(', ')}: run lingui compile --typescript first`);
    const page = Object.fromEntries(ids.sort().map((id) => [id, all[id]]));
    fs.mkdirSync(path.join(out, language), { recursive: true });
    fs.writeFileSync(path.join(out, language, `${name}.ts`), `${compiled[1]}${JSON.stringify(JSON.stringify(page))}${compiled[3]}`);
  }
}

/** Where swc keeps the plugin compiled for this machine (by default a .swc folder in every working directory). */
const SWC_PLUGIN_CACHE = path.resolve(__dirname, '../../node_modules/.cache/swc');

/** The swc plugin that compiles the `@lingui/*\/macro` calls (v5's message ids: the CLI here is Lingui 5, for Node 20). */
const linguiSwcPlugin = () => [require.resolve('@lingui/swc-plugin'), { useLinguiV5IdGeneration: true }];

module.exports = {
  LANGUAGES,
  PAGE_CATALOGUES,
  PSEUDO_LOCALE,
  SOURCE_LANGUAGE,
  SWC_PLUGIN_CACHE,
  linguiConfig,
  linguiSwcPlugin,
  readCatalogue,
  refusalsLinguiConfig,
  translationsOf,
  writePageCatalogues,
};

// `node ../shared/build/lingui.cjs` in a module's folder, after `lingui compile`: writePageCatalogues there.
if (require.main === module) writePageCatalogues(process.cwd());
