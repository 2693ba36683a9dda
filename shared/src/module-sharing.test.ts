// Module Federation shares `shared/...` by package name. A remote that uses a shared file the
// shell never loaded bundles its own copy, and a relative import inside that copy would bring a
// private second api slice, session or notifications with it. So stateful code is imported by
// package name everywhere in shared; relative imports may only reach pure modules.
import fs from 'node:fs';
import path from 'node:path';

const src = __dirname;
const PURE_FOLDERS = ['domain', 'format'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('relative imports in shared reach only pure modules (domain, format)', () => {
  const offending = sourceFiles(src).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
      .map((match) => path.relative(src, path.resolve(path.dirname(file), match[1]!)))
      .filter((target) => !PURE_FOLDERS.includes(target.split(path.sep)[0]!))
      .map((target) => `${path.relative(src, file)} -> ${target}`);
  });
  expect(offending).toEqual([]);
});

// Shared as one package react-router-dom cannot be tree shaken, so it is not shared: the one
// router comes from shared/routing/router, and a direct import would bring a second router.
test('only shared/routing/router imports react-router-dom, in every module', () => {
  const root = path.join(src, '..', '..');
  const moduleSources = fs.readdirSync(root)
    .filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'))
    .flatMap((name) => sourceFiles(path.join(root, name, 'src')));
  expect(moduleSources.length).toBeGreaterThan(50);
  const offending = moduleSources
    .filter((file) => /from 'react-router(-dom)?(\/[^']*)?'/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(offending).toEqual([path.join('shared', 'src', 'routing', 'router.ts')]);
});

test('the check sees the files it guards', () => {
  expect(sourceFiles(src).map((f) => path.relative(src, f))).toEqual(expect.arrayContaining([path.join('api', 'baseApi.ts'), path.join('dev', 'DevHarness.tsx')]));
});
