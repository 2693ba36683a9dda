// `shared` holds two kinds of code. The platform contract (src/platform) is shared at run time, one
// copy for the portal; everything else is a build-time library each module bundles as it was built.
// A bundled library file that reached a contract module by a relative path would bring a private
// second copy of it (a second api slice, session or toast host), so the boundary is checked: by
// lint where a rule can say it (eslint.config.mjs, proven below), and here where it cannot.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contractRequests, SINGLETONS } from '../build/contract.cjs';
import { createWebpackConfig, sharedModules } from '../build/webpack.cjs';

const src = __dirname;
const platform = path.join(src, 'platform');
const root = path.join(src, '..', '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const contractFiles = sourceFiles(platform);
const libraryFiles = sourceFiles(src).filter((file) => !file.startsWith(platform + path.sep));
const moduleFiles = fs
  .readdirSync(root)
  .filter((name) => name === 'shell' || name.startsWith('mfe-'))
  .flatMap((name) => sourceFiles(path.join(root, name, 'src')));

test('the check sees the files it guards', () => {
  expect(contractFiles.map((f) => path.relative(src, f))).toEqual(expect.arrayContaining([path.join('platform', 'api', 'baseApi.ts')]));
  expect(libraryFiles.map((f) => path.relative(src, f))).toEqual(
    expect.arrayContaining([path.join('format', 'numbers.ts'), path.join('dev', 'DevHarness.tsx')]),
  );
  expect(moduleFiles.length).toBeGreaterThan(50);
});

// The import rules are lint rules (eslint.config.mjs), which point at the offending line; this checks
// that lint refuses each kind of crossing and lets the allowed imports through.
const LINT_CASES: { file: string; code: string; refusedBy: string[] }[] = [
  // Contract modules import only packages and other contract modules, by package name.
  { file: 'shared/src/platform/api/x.ts', code: "import { a } from './baseApi';\nexport const b = a;\n", refusedBy: ['no-restricted-imports'] },
  { file: 'shared/src/platform/api/x.ts', code: "import { a } from 'shared/format/numbers';\nexport const b = a;\n", refusedBy: ['no-restricted-imports'] },
  { file: 'shared/src/platform/api/x.ts', code: "import { a } from 'shared/platform/api/baseApi';\nexport const b = a;\n", refusedBy: [] },
  // Library code and every module reach shared and its contract by package name, never by a relative path.
  { file: 'shared/src/format/x.ts', code: "import { a } from '../platform/api/baseApi';\nexport const b = a;\n", refusedBy: ['no-restricted-imports'] },
  {
    file: 'mfe-payments/src/features/queue/x.ts',
    code: "import { a } from '../../../../shared/src/format/numbers';\nexport const b = a;\n",
    refusedBy: ['no-restricted-imports'],
  },
  { file: 'mfe-payments/src/features/queue/x.ts', code: "import { a } from 'shared/format/numbers';\nexport const b = a;\n", refusedBy: [] },
  // Library code is copied into each module that uses it: it holds no module-wide state.
  {
    file: 'shared/src/format/x.ts',
    code: "import { createContext } from 'react';\nexport const C = createContext(null);\n",
    refusedBy: ['no-restricted-syntax'],
  },
  { file: 'shared/src/format/x.ts', code: 'let count = 0;\nexport const next = () => ++count;\n', refusedBy: ['no-restricted-syntax'] },
  { file: 'shared/src/dev/x.tsx', code: "import { createContext } from 'react';\nexport const C = createContext(null);\n", refusedBy: [] },
  // Shared as one package react-router-dom cannot be tree shaken: the one router is the contract's.
  { file: 'mfe-payments/src/x.tsx', code: "import { Link } from 'react-router-dom';\nexport const L = Link;\n", refusedBy: ['no-restricted-imports'] },
  { file: 'shared/src/ui/x.tsx', code: "import { Link } from 'react-router';\nexport const L = Link;\n", refusedBy: ['no-restricted-imports'] },
  { file: 'shared/src/platform/routing/router.ts', code: "export { Link } from 'react-router-dom';\n", refusedBy: [] },
  // The contract's MUI kit is the one copy of its components: the same name from MUI brings a module its own styling core.
  {
    file: 'mfe-dashboard/src/features/dashboard/x.tsx',
    code: "import { Button } from '@mui/material';\nexport const B = Button;\n",
    refusedBy: ['no-restricted-imports'],
  },
  {
    file: 'mfe-dashboard/src/features/dashboard/x.tsx',
    code: "import Card from '@mui/material/Card';\nexport const C = Card;\n",
    refusedBy: ['no-restricted-imports'],
  },
  { file: 'shared/src/ui/x.tsx', code: "import { Box } from '@mui/material';\nexport const B = Box;\n", refusedBy: ['no-restricted-imports'] },
  { file: 'mfe-dashboard/src/features/dashboard/x.tsx', code: "import { Button } from 'shared/platform/ui/mui';\nexport const B = Button;\n", refusedBy: [] },
  { file: 'mfe-dashboard/src/features/dashboard/x.tsx', code: "import { TextField } from '@mui/material';\nexport const T = TextField;\n", refusedBy: [] },
  // app -> features -> shared, features never import each other, and a remote never imports another module.
  {
    file: 'shell/src/features/profile/x.ts',
    code: "import { a } from '../auth/signInForm';\nexport const b = a;\n",
    refusedBy: ['import-x/no-restricted-paths'],
  },
  { file: 'shell/src/features/profile/x.ts', code: "import { a } from '../../app/store';\nexport const b = a;\n", refusedBy: ['import-x/no-restricted-paths'] },
  {
    file: 'shell/src/lib/auth/x.ts',
    code: "import { a } from '../../features/auth/signInForm';\nexport const b = a;\n",
    refusedBy: ['import-x/no-restricted-paths'],
  },
  { file: 'shell/src/app/x.ts', code: "import { a } from '../features/auth/signInForm';\nexport const b = a;\n", refusedBy: [] },
  {
    file: 'mfe-payments/src/features/receipts/x.ts',
    code: "import { a } from '../approvals/api/approvalsApi';\nexport const b = a;\n",
    refusedBy: ['import-x/no-restricted-paths'],
  },
  {
    file: 'mfe-registrations/src/features/bulk/x.ts',
    code: "import { a } from '../views/hooks/useSavedViews';\nexport const b = a;\n",
    refusedBy: ['import-x/no-restricted-paths'],
  },
  { file: 'mfe-registrations/src/features/bulk/x.ts', code: "import { a } from '../../components/DisqualifyDialog';\nexport const b = a;\n", refusedBy: [] },
  { file: 'mfe-payments/src/x.ts', code: "import a from '../../mfe-settings/src/routes';\nexport const b = a;\n", refusedBy: ['import-x/no-restricted-paths'] },
  { file: 'shared/src/ui/x.ts', code: "import { a } from '../../../shell/src/app/store';\nexport const b = a;\n", refusedBy: ['import-x/no-restricted-paths'] },
  // No barrel files.
  { file: 'mfe-settings/src/features/users/index.ts', code: "export * from './components/UsersTab';\n", refusedBy: ['no-restricted-syntax'] },
  // A portal path is written once (shared/routes/paths); the API's paths and the tests are not portal paths.
  { file: 'mfe-dashboard/src/features/dashboard/x.ts', code: "export const to = '/payments';\n", refusedBy: ['no-restricted-syntax'] },
  { file: 'shared/src/ui/x.ts', code: 'export const to = (id: string) => `/registrations/${id}`;\n', refusedBy: ['no-restricted-syntax'] },
  { file: 'mfe-dashboard/src/features/dashboard/x.ts', code: "export const url = '/admin/registrations';\n", refusedBy: [] },
  { file: 'mfe-dashboard/src/features/dashboard/x.test.ts', code: "export const to = '/payments';\n", refusedBy: [] },
  { file: 'shared/src/routes/paths.ts', code: "export const PATHS = { payments: '/payments' };\n", refusedBy: [] },
  // State follows from what happened, not from an effect that sets it after a render.
  {
    file: 'mfe-payments/src/features/queue/x.ts',
    code: "import { useEffect, useState } from 'react';\nexport function useX(v: number) {\n  const [s, setS] = useState(0);\n  useEffect(() => {\n    setS(v);\n  }, [v]);\n  return s;\n}\n",
    refusedBy: ['react-hooks/set-state-in-effect'],
  },
];

test('lint refuses every import that crosses a boundary and every rule case below, and only those', () => {
  const script = `import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const found = [];
    for (const { file, code } of JSON.parse(process.env.LINT_CASES)) {
      const [result] = await eslint.lintText(code, { filePath: file });
      found.push(result.messages.map((message) => message.ruleId ?? message.message));
    }
    console.log(JSON.stringify(found));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LINT_CASES: JSON.stringify(LINT_CASES) },
  });
  const found: string[][] = JSON.parse(output);
  expect(LINT_CASES.map(({ file, code }, index) => ({ file, code, refusedBy: found[index] }))).toEqual(LINT_CASES);
}, 120_000);

const PACKAGE_JSON = {
  dependencies: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-redux': '9.3.1',
    '@reduxjs/toolkit': '2.14.0',
    '@emotion/react': '11.14.0',
    '@emotion/styled': '11.14.1',
    '@mui/material': '9.5.0',
  },
};

test('Module Federation shares exactly the contract modules of shared, as strict singletons', () => {
  const config = sharedModules(PACKAGE_JSON);
  const sharedKeys = Object.keys(config).filter((key) => key.startsWith('shared'));
  expect(sharedKeys.sort()).toEqual([...contractRequests()].sort());
  expect(sharedKeys.filter((key) => !(config[key]!.singleton && config[key]!.strictVersion && config[key]!.requiredVersion.startsWith('^')))).toEqual([]);
  expect(contractRequests()).toEqual(expect.arrayContaining(['shared/platform/api/baseApi', 'shared/platform/session/authSession']));
});

// Only what must exist once on the page is a singleton: the contract's packages and its modules.
// Redux Toolkit is not (the store and api slice it makes are the contract's), nor any library shared
// only to save bytes.
test('the singletons are the packages of the contract and its modules, and Redux Toolkit is not among them', () => {
  const config = sharedModules(PACKAGE_JSON);
  const singletons = Object.keys(config).filter((key) => config[key]!.singleton);
  expect(singletons.sort()).toEqual([...Object.keys(SINGLETONS), ...contractRequests()].sort());
  expect(Object.keys(config).filter((key) => key.startsWith('@reduxjs/'))).toEqual([]);
});

// An icon draws through @mui/material/SvgIcon and the styling core it brings: the shell's, where the
// module was built with the very same MUI, and otherwise the module's own (not a singleton).
test("MUI's icon entry is shared between modules built with the same MUI only", () => {
  expect(sharedModules(PACKAGE_JSON)['@mui/material/SvgIcon']).toEqual({ singleton: false, eager: false, requiredVersion: '9.5.0' });
  expect(() =>
    sharedModules({ dependencies: Object.fromEntries(Object.entries(PACKAGE_JSON.dependencies).filter(([name]) => name !== '@mui/material')) }),
  ).toThrow(/@mui\/material must be a dependency/);
});

// MUI's styling core and the kit's building blocks are reached by relative imports inside
// @mui/material: shared by their path in the package, at the very same MUI only, and each module
// keeps its own copy (through the alias, since the package exports no files) for a shell without one.
test("MUI's styling core is shared file by file, between modules built with the same MUI only", () => {
  const files = sharedModules(PACKAGE_JSON)['@mui/material/'];
  expect(files).toMatchObject({ singleton: false, requiredVersion: '9.5.0', allowNodeModulesSuffixMatch: true, shareKey: '@mui/material/' });
  const include = files!.include!.request as RegExp;
  expect(
    [
      'styles/styled.mjs',
      '/store/node_modules/@mui/material/styles/styled.mjs',
      'zero-styled/index.mjs',
      'DefaultPropsProvider/DefaultPropsProvider.mjs',
      'ButtonBase/ButtonBase.mjs',
    ].filter((file) => !include.test(file)),
  ).toEqual([]);
  // The icons' entry stays the one key of SvgIcon, and a component of a module's own is never swapped for the shell's.
  expect(
    [
      'SvgIcon/SvgIcon.mjs',
      'TablePagination/TablePagination.mjs',
      'Select/Select.mjs',
      'styles/index.mjs',
      '/store/node_modules/@mui/material/utils/index.mjs',
      '/store/node_modules/@mui/system/styles/x.mjs',
      'utils/index.mjs',
      'utils/createSvgIcon.mjs',
      'colors/red.mjs',
      'styles/CssVarsProvider.mjs',
    ].filter((file) => include.test(file)),
  ).toEqual([]);
  const portal = (createWebpackConfig({ dir: path.join(root, 'mfe-registrations'), exposes: {} }) as (env: unknown, argv: { mode: string }) => unknown)(
    {},
    { mode: 'production' },
  ) as { resolve: { alias: Record<string, string> } };
  const ownCopy = path.join(portal.resolve.alias[files!.import!.replace(/\/$/, '')]!, 'styles', 'styled.mjs');
  expect(fs.existsSync(ownCopy)).toBe(true);
});

// The shell's copies travel in its entry (one file instead of twenty round trips); a remote's stay
// lazy fallbacks, fetched only where the shell provides no fitting version.
test('every shared module is eager in the shell and lazy in a remote', () => {
  const eagerness = (config: ReturnType<typeof sharedModules>) => [...new Set(Object.values(config).map((entry) => entry.eager))];
  expect(eagerness(sharedModules(PACKAGE_JSON, { eager: true }))).toEqual([true]);
  expect(eagerness(sharedModules(PACKAGE_JSON))).toEqual([false]);
});

// An endpoint name injected twice keeps the first definition silently, whichever module loaded
// first: each endpoint has one owner, and modules meet through the contract's tags instead.
test('each endpoint is injected in one place only', () => {
  const owners = new Map<string, string[]>();
  for (const file of [...contractFiles, ...libraryFiles, ...moduleFiles]) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/^\s+(\w+): build\.(?:query|mutation|infiniteQuery)</gm)) {
      owners.set(match[1]!, [...(owners.get(match[1]!) ?? []), path.relative(root, file)]);
    }
  }
  expect(owners.size).toBeGreaterThan(20);
  expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
});

// The shell provides its federation runtime to the remotes through a CommonJS plugin, while its own
// federation imports the ES build: unless both resolve to one build, main.js carries two.
test('every build resolves the federation runtime to its ES modules, so the shell carries one copy', () => {
  const portal = (dir: string, mode: string) => {
    const configs = (createWebpackConfig({ dir }) as (env: unknown, argv: { mode: string }) => unknown)({}, { mode });
    return (Array.isArray(configs) ? configs[0] : configs) as { resolve: { alias: Record<string, string> } };
  };
  for (const [dir, mode] of [
    [path.join(root, 'shell'), 'production'],
    [path.join(root, 'shell'), 'development'],
  ] as const) {
    const runtimeCore = portal(dir, mode).resolve.alias['@module-federation/runtime-tools/runtime-core$']!;
    expect(runtimeCore).toMatch(/runtime-tools[\\/]dist[\\/]runtime-core\.js$/);
    expect(fs.readFileSync(runtimeCore, 'utf8')).toMatch(/^export |\nexport /);
  }
});
