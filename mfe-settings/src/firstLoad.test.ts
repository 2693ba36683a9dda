import { staticPathToPackage } from 'shared/build/static-imports.cjs';

// /settings first loads the screen and its first tab, Organization. Their forms validate with the
// shared zod schemas only when saved (useSectionForm fetches them at the first edit): a value read
// from a file of schemas would bring zod (about 25 KB over the wire) back into the first load.

const moduleDir = expect.getState().testPath!.replace(/src\/[^/]+$/, '');
const pathToZod = (file: string) => staticPathToPackage(`${moduleDir}${file}`, 'zod', moduleDir);

test.each(['src/routes.tsx', 'src/features/sections/components/OrganizationForm.tsx'])('%s reaches no zod without import()', (file) => {
  expect(pathToZod(file)).toBeNull();
});

test('a tab that reads a file of schemas is found, with the files that lead to it', () => {
  expect(pathToZod('src/features/sections/components/PaymentForm.tsx')).toEqual([
    'src/features/sections/components/PaymentForm.tsx',
    '../shared/src/domain/settings/settings.ts',
  ]);
});
