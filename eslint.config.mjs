// Lint for the whole workspace: `npm run lint` (and `npm test`, as one check).
// Type errors are tsc's job (`pnpm -r typecheck`), so no rule here needs type information: it stays fast.
import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noTypeCycle } from './tooling/src/eslint-type-cycles.mjs';
import { visibleTextInCatalogue } from './tooling/src/eslint-visible-text.mjs';

// The workspace's own rules.
const local = { rules: { 'no-type-cycle': noTypeCycle, 'visible-text-in-catalogue': visibleTextInCatalogue } };

// Written out where a file's rules add to them (a later no-restricted-syntax replaces an earlier one).
const EVERYWHERE_SYNTAX = [
  { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the file that defines it.' },
  {
    // MUI 9's color prop takes palette names; a dotted one ('text.secondary') is ignored without a word.
    selector: "JSXAttribute[name.name='color'] > Literal[value=/^[a-z]+\\./]",
    message: "MUI's color prop takes 'textSecondary', 'primary' and the like; 'text.secondary' is silently ignored (use sx for palette paths).",
  },
];

// Every path of the portal is written once (shared/src/routes/paths.ts); the API's own paths and
// the tests, which name the address a person would type, are not portal code.
const PORTAL_PATH = '/^\\/(dashboard|registrations|payments|audit|messages|profile|settings|403)(\\/|$)/';
const PORTAL_CODE_SYNTAX = [
  ...EVERYWHERE_SYNTAX,
  { selector: `Literal[value=${PORTAL_PATH}]`, message: "A portal path comes from 'shared/routes/paths' (PATHS, registrationPath)." },
  { selector: `TemplateElement[value.raw=${PORTAL_PATH}]`, message: "A portal path comes from 'shared/routes/paths' (PATHS, registrationPath)." },
];
const NOT_PORTAL_CODE = ['**/*.test.{ts,tsx}', '**/testing/**'];
const LIBRARY_SYNTAX = [
  {
    selector: 'CallExpression[callee.name=/^(createContext|createApi|createSlice|configureStore)$/]',
    message: 'Library code holds no module-wide state: that belongs to the contract (shared/platform).',
  },
  { selector: 'Program > VariableDeclaration[kind="let"]', message: 'Library code holds no module-wide state: no top-level let.' },
];

/** The code whose visible text is translated: every string of it is in its module's catalogue. */
const TRANSLATED = ['shell', 'mfe-dashboard', 'mfe-registrations', 'mfe-payments', 'mfe-settings'].map((module) => `${module}/src/**/*.{ts,tsx}`);

const BROWSER_MODULES = ['shell', 'mfe-dashboard', 'mfe-registrations', 'mfe-payments', 'mfe-settings'];
const REMOTES = BROWSER_MODULES.filter((name) => name.startsWith('mfe-'));
const TS = '**/*.{ts,tsx,mts,cts}';

const foldersIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
// A module's own shared code: every folder of src but app, features and the dev harness (which mounts the app).
const sharedFoldersOf = (module) => foldersIn(`${module}/src`).filter((name) => !['app', 'features', 'dev'].includes(name));

// Imports go one way, as in bulletproof-react: app -> features -> shared, never back, and no feature
// reaches into another (compose them in `app` instead). A remote never imports another module.
const boundaryZones = [
  ...BROWSER_MODULES.flatMap((module) => [
    { target: `./${module}/src/features`, from: `./${module}/src/app`, message: 'Features do not import the app layer: pass what they need in.' },
    ...sharedFoldersOf(module).map((folder) => ({
      target: `./${module}/src/${folder}`,
      from: [`./${module}/src/app`, `./${module}/src/features`],
      message: 'Shared code imports neither features nor the app.',
    })),
    ...foldersIn(`${module}/src/features`).map((feature) => ({
      target: `./${module}/src/features/${feature}`,
      from: `./${module}/src/features`,
      except: [`./${feature}`],
      message: 'Features do not import each other: move what both need to shared code, or compose them in app.',
    })),
  ]),
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: BROWSER_MODULES.filter((other) => other !== remote).map((other) => `./${other}`),
    message: 'A remote never imports another module: they meet through shared/platform.',
  })),
  { target: './shared', from: BROWSER_MODULES.map((module) => `./${module}`), message: 'shared imports no module.' },
];

// What the root commands, the benchmark, the browser tests and the API tests share lives in the
// tooling package, reached by package name ('tooling/...'); none of them reaches into another's folder.
const TOOLING_USERS = ['api', 'e2e', 'bench', 'scripts'];
const toolingZones = [
  {
    target: './tooling',
    from: [...BROWSER_MODULES, 'shared/src', ...TOOLING_USERS].map((dir) => `./${dir}`),
    message: 'tooling imports neither the portal nor the packages that use it (shared/build settings are fine).',
  },
  ...TOOLING_USERS.map((user) => ({
    target: `./${user}`,
    from: TOOLING_USERS.filter((other) => other !== user).map((other) => `./${other}`),
    message: "Reach shared helpers through the tooling package ('tooling/...'), not another package's folder.",
  })),
];

const RELATIVE = '^\\.{1,2}/';
const noRouterDirectly = {
  regex: '^react-router(-dom)?(/|$)',
  message: "The one router comes from 'shared/platform/routing/router': react-router-dom is not shared, a direct import brings a second router.",
};
// Relative paths would give a module a private second copy of shared code (a second api slice, session, toast host).
const noRelativeIntoShared = { regex: '^(\\.\\./)+(.*/)?shared/', message: "Reach shared by package name ('shared/...'), never by a relative path." };
// The MUI components of the contract's kit (shared/platform/ui/mui) are drawn with the shell's one
// copy of MUI's styling core; the same name from @mui/material would bring a module its own.
const MUI_KIT = fs.readFileSync(new URL('./shared/src/platform/ui/mui.ts', import.meta.url), 'utf8');
const muiKitOnly = {
  name: '@mui/material',
  importNames: [...MUI_KIT.matchAll(/^export \{ (?:default as )?(\w+) \}/gm)].map((match) => match[1]),
  message: "Import it from 'shared/platform/ui/mui', the shell's one copy; from @mui/material it brings this module its own copy of MUI's styling core.",
};
const muiKitPathOnly = {
  regex: `^@mui/material/(${[...MUI_KIT.matchAll(/from '@mui\/material\/([A-Z]\w*)'/g)].map((match) => match[1]).join('|')})$`,
  message: muiKitOnly.message,
};

// Redux Toolkit is not shared (contract 2.19.0): the store and the api slice are the contract's. A
// remote that imports from it, even only `skipToken`, bundles RTK Query's whole core (about 20 KB
// brotli) into its first load; a query's `skip` option does what `skipToken` does.
const noReduxToolkitInRemotes = {
  regex: '^@reduxjs/toolkit(/|$)',
  allowTypeImports: true,
  message:
    "Redux Toolkit is bundled whole into a remote that imports from it: use a query's `skip` option instead of `skipToken`, and the contract ('shared/platform/...') for the store and the api slice.",
};

// The imports refused in all code bundled for the browser, and those a part of it adds.
const restrictedImports = (...patterns) => ['error', { paths: [muiKitOnly], patterns: [noRouterDirectly, muiKitPathOnly, ...patterns] }];

export default defineConfig(
  {
    // The compiled catalogues are written by lingui compile (their .po beside them is the source), a page's cut from them.
    ignores: [
      '**/src/locales/*/messages.ts',
      '**/src/locales/*/sign-in.ts',
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '**/.data/',
      '.test-results/',
      'e2e/artifacts/',
      '.firebase-data/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // The tooling and the commands are mostly ES modules in JavaScript: the import rules read them too.
    files: [TS, '{tooling,scripts,e2e}/**/*.mjs'],
    plugins: { 'import-x': importX, local },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs'] })],
      // no-cycle reads the files an import reaches: TypeScript ones too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...toolingZones] }],
      // Two files that import each other are one piece split in two: move what both need to a third.
      // Type-only imports count too: no-cycle skips them, so local/no-type-cycle follows the cycles they close.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-type-cycle': 'error',
    },
  },
  {
    files: [TS],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...EVERYWHERE_SYNTAX],
    },
  },
  {
    files: ['**/*.{cjs,js}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    // A CommonJS file may well name its require of node:crypto `crypto`.
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: [...BROWSER_MODULES, 'shared'].map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic rules and the React Compiler's (purity, refs, set-state-in-effect, ...): they find
      // code that breaks React's rules whether or not the compiler builds it.
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': restrictedImports(noRelativeIntoShared),
    },
  },
  {
    files: BROWSER_MODULES.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: NOT_PORTAL_CODE,
    rules: { 'no-restricted-syntax': ['error', ...PORTAL_CODE_SYNTAX] },
  },
  {
    files: BROWSER_MODULES.filter((dir) => dir !== 'shell').map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: NOT_PORTAL_CODE,
    rules: { 'no-restricted-imports': restrictedImports(noRelativeIntoShared, noReduxToolkitInRemotes) },
  },
  {
    // The screens already in Hindi and Tamil: no visible text outside the catalogue (issue 63). A
    // module joins the list once its screens are translated.
    files: TRANSLATED,
    ignores: NOT_PORTAL_CODE,
    rules: { 'local/visible-text-in-catalogue': 'error' },
  },
  {
    files: ['shared/src/platform/routing/router.ts', 'shared/src/platform/ui/mui.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The platform contract is shared at run time, one copy for the portal: it may use only packages
    // and other contract modules, by package name.
    files: ['shared/src/platform/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/platform/routing/router.ts', 'shared/src/platform/ui/mui.ts'],
    rules: {
      'no-restricted-imports': restrictedImports(
        { regex: RELATIVE, message: "Contract modules import other contract modules by package name ('shared/platform/...')." },
        { regex: '^shared/(?!platform/)', message: 'Contract modules import only packages and other contract modules.' },
      ),
    },
  },
  {
    // Library code is bundled into each module that uses it: it reaches the contract by package name,
    // and holds no module-wide state (each module would get its own copy). The dev harness and the
    // test helpers are pages and tests of their own, never bundled into a module.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/platform/**', 'shared/src/dev/**', ...NOT_PORTAL_CODE],
    rules: {
      'no-restricted-imports': restrictedImports({
        regex: `${RELATIVE}(.*/)?platform(/|$)`,
        message: "Reach the contract by package name ('shared/platform/...').",
      }),
      'no-restricted-syntax': ['error', ...PORTAL_CODE_SYNTAX, ...LIBRARY_SYNTAX],
    },
  },
  {
    files: ['shared/src/routes/paths.ts'],
    rules: { 'no-restricted-syntax': ['error', ...EVERYWHERE_SYNTAX, ...LIBRARY_SYNTAX] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'shared/build/jest-*.cjs', 'e2e/**', 'api/test/**', 'bench/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // Tests, browser tests and benchmarks read the API's answers as untyped JSON and walk fuzzed input.
    files: ['api/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['api/**', 'e2e/**', 'bench/**', 'scripts/**', 'tooling/**', '*/build/**', '*/*.config.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
