import { staticPathToPackage } from 'shared/build/static-imports.cjs';

// Every screen's first load is the bootstrap and what it imports without `import()`. A value read
// from a file of zod schemas once brought zod (88 KB raw) into it unnoticed: this follows the
// bootstrap's static imports and names the files that lead to a package that must come later.

const shellDir = expect.getState().testPath!.replace(/src\/[^/]+$/, '');
const pathFromBootstrap = (pkg: string) => staticPathToPackage(`${shellDir}src/bootstrap.tsx`, pkg, shellDir);

describe("the portal's first load", () => {
  it.each(['zod'])('reaches no %s from the bootstrap', (pkg) => {
    expect(pathFromBootstrap(pkg)).toBeNull();
  });

  it('finds a package the bootstrap does reach, with the files that lead to it', () => {
    expect(pathFromBootstrap('@reduxjs/toolkit')).toEqual(['src/bootstrap.tsx', 'src/app/store.ts']);
  });
});
