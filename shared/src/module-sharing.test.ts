// `shared` holds two kinds of code. The platform contract (src/platform) is shared at run time, one
// copy for the portal; everything else is a build-time library each module bundles as it was built.
// A bundled library file that reached a contract module by a relative path would bring a private
// second copy of it (a second api slice, session or toast host), so the boundary is checked here.
import fs from 'node:fs';
import path from 'node:path';
import { contractRequests } from '../build/contract.cjs';
import { sharedModules } from '../build/webpack.cjs';

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

const importsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import) '([^']+)'/g)].map((match) => match[1]!);
const contractFiles = sourceFiles(platform);
const libraryFiles = sourceFiles(src).filter((file) => !file.startsWith(platform + path.sep));
const moduleFiles = fs.readdirSync(root)
  .filter((name) => name === 'shell' || name.startsWith('mfe-'))
  .flatMap((name) => sourceFiles(path.join(root, name, 'src')));

test('the check sees the files it guards', () => {
  expect(contractFiles.map((f) => path.relative(src, f))).toEqual(expect.arrayContaining([path.join('platform', 'api', 'baseApi.ts')]));
  expect(libraryFiles.map((f) => path.relative(src, f))).toEqual(expect.arrayContaining([path.join('format', 'numbers.ts'), path.join('dev', 'DevHarness.tsx')]));
  expect(moduleFiles.length).toBeGreaterThan(50);
});

test('contract modules import only packages and other contract modules, by package name', () => {
  const offending = contractFiles.flatMap((file) => importsOf(file)
    .filter((request) => request.startsWith('.') || (request.startsWith('shared/') && !request.startsWith('shared/platform/')))
    .map((request) => `${path.relative(src, file)} -> ${request}`));
  expect(offending).toEqual([]);
});

test('library code and every module reach shared and its contract by package name, never by a relative path', () => {
  const offending = [...libraryFiles, ...moduleFiles].flatMap((file) => importsOf(file)
    .filter((request) => request.startsWith('.'))
    .filter((request) => {
      const target = path.resolve(path.dirname(file), request);
      const intoShared = target.startsWith(src + path.sep) && !file.startsWith(src + path.sep);
      return intoShared || target.startsWith(platform + path.sep);
    })
    .map((request) => `${path.relative(root, file)} -> ${request}`));
  expect(offending).toEqual([]);
});

// Only the contract may hold state; library code is copied into each module that uses it.
test('library code holds no module-wide state (no context, store, api slice or top-level let)', () => {
  const stateful = /\bcreateContext\(|\bcreateApi\(|\bcreateSlice\(|\bconfigureStore\(|^let /m;
  const offending = libraryFiles
    .filter((file) => !file.startsWith(path.join(src, 'dev') + path.sep)) // the dev harness is a page of its own
    .filter((file) => stateful.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(src, file));
  expect(offending).toEqual([]);
});

test('Module Federation shares exactly the contract modules of shared, as strict singletons', () => {
  const config = sharedModules({ dependencies: { react: '19.3.1', 'react-dom': '19.3.1', 'react-redux': '9.3.1', '@reduxjs/toolkit': '2.14.0', '@emotion/react': '11.14.0', '@emotion/styled': '11.14.1' } });
  const sharedKeys = Object.keys(config).filter((key) => key.startsWith('shared'));
  expect(sharedKeys.sort()).toEqual([...contractRequests()].sort());
  expect(sharedKeys.filter((key) => !(config[key]!.singleton && config[key]!.strictVersion && config[key]!.requiredVersion.startsWith('^')))).toEqual([]);
  expect(contractRequests()).toEqual(expect.arrayContaining(['shared/platform/api/baseApi', 'shared/platform/session/authSession']));
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

// Shared as one package react-router-dom cannot be tree shaken, so it is not shared: the one
// router comes from the contract's routing/router, and a direct import would bring a second router.
test('only shared/platform/routing/router imports react-router-dom, in every module', () => {
  const offending = [...contractFiles, ...libraryFiles, ...moduleFiles]
    .filter((file) => /from 'react-router(-dom)?(\/[^']*)?'/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(offending).toEqual([path.join('shared', 'src', 'platform', 'routing', 'router.ts')]);
});
