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

test('the check sees the files it guards', () => {
  expect(sourceFiles(src).map((f) => path.relative(src, f))).toEqual(expect.arrayContaining([path.join('api', 'baseApi.ts'), path.join('dev', 'DevHarness.tsx')]));
});
