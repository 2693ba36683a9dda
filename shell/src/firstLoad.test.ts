import { reachableFiles, staticPathToPackage } from 'shared/build/static-imports.cjs';

// Every screen's first load is the bootstrap and what it imports without `import()`. A value read
// from a file of zod schemas once brought zod (88 KB raw) into it unnoticed: this follows the
// bootstrap's static imports and names the files that lead to a package that must come later.

const shellDir = expect.getState().testPath!.replace(/src\/[^/]+$/, '');
const pathFromBootstrap = (pkg: string) => staticPathToPackage(`${shellDir}src/bootstrap.tsx`, pkg, shellDir);

describe("the portal's first load", () => {
  it.each(['zod'])('reaches no %s from the bootstrap', (pkg) => {
    expect(pathFromBootstrap(pkg)).toBeNull();
  });

  it("reaches no zod from the profile page's first view (its forms fetch their schemas at the first edit)", () => {
    expect(staticPathToPackage(`${shellDir}src/features/profile/components/ProfilePage.tsx`, 'zod', shellDir)).toBeNull();
  });

  it('finds a package the bootstrap does reach, with the files that lead to it', () => {
    expect(pathFromBootstrap('@reduxjs/toolkit')).toEqual(['src/bootstrap.tsx', 'src/app/store.ts']);
  });
});

describe("the stand-alone sign-in page's first load", () => {
  // Its catalogues are a part of the shell's (src/locales/signInCatalogues.ts): the whole English one is 444 messages.
  const signInRuns = () => reachableFiles(`${shellDir}src/signIn.tsx`).map((file) => file.slice(shellDir.length));

  it("runs the sign-in page's catalogues and never the shell's whole", () => {
    expect(signInRuns()).toEqual(expect.arrayContaining(['src/locales/signInCatalogues.ts', 'src/locales/en-IN/sign-in.ts']));
    expect(signInRuns().filter((file) => /^src\/locales\/(catalogues\.ts|[^/]+\/messages\.ts)$/.test(file))).toEqual([]);
  });
});
