// The platform contract's version moves with what its files declare and do: a change to any of them
// without a new release in contract.json fails here (release with `node shared/build/contract.cjs
// release <version>`); a comment or a formatting change is no release.
import fs from 'node:fs';
import path from 'node:path';
import { compareVersions, contractFiles, contractHash, readContract, SINGLETONS, syntaxShape } from '../../build/contract.cjs';

const contract = readContract();

test('the contract files are those of the current version (bump the version when they change)', () => {
  expect({ version: contract.version, hash: contractHash() }).toEqual({ version: contract.version, hash: contract.releases[contract.version] });
});

describe('what the hash reads of a contract file', () => {
  const file = 'api/baseApi.ts';
  const text = fs.readFileSync(path.join(__dirname, file), 'utf8');
  const shape = syntaxShape(file, text);

  test('a comment or a formatting change keeps it, so the version stays', () => {
    const commented = `// A note for the next reader.\n${text.replace('export const API_TAGS = [', '/** The tags. */\nexport const API_TAGS = [\n  ')}`;
    const reformatted = text.replace(/'/g, '"').replace(/;\n/g, '\n').replace(/\n/g, '\n\n');
    expect(syntaxShape(file, commented)).toBe(shape);
    expect(syntaxShape(file, reformatted)).toBe(shape);
  });

  test('a change to an exported value or type changes it, so the version must move', () => {
    expect(syntaxShape(file, text.replace('export const API_TAGS = [', "export const API_TAGS = ['Centre', "))).not.toBe(shape);
    expect(syntaxShape(file, text.replace('export const API_TAGS', 'export let API_TAGS'))).not.toBe(shape);
    expect(syntaxShape(file, text.replace('string | FetchArgs', 'FetchArgs'))).not.toBe(shape);
  });
});

// A module built earlier asks the shell for each package it was built sharing: a package added to or
// dropped from the singletons changes what it finds there, so it is a release like a file's change.
test('the packages shared once at run time are part of the hash, so a change to them must move the version', () => {
  const { 'react-redux': binding, ...withoutBinding } = SINGLETONS;
  expect(binding).toBe('react-redux');
  expect(contractHash(withoutBinding)).not.toBe(contractHash());
  expect(contractHash({ ...SINGLETONS, '@reduxjs/toolkit': '@reduxjs/toolkit' })).not.toBe(contractHash());
  expect(contractHash({ ...SINGLETONS })).toBe(contractHash());
});

test('the current version is the newest release, and no two releases have the same files', () => {
  const versions = Object.keys(contract.releases);
  expect([...versions].sort(compareVersions).at(-1)).toBe(contract.version);
  expect(new Set(Object.values(contract.releases)).size).toBe(versions.length);
});

test('the hash covers the stateful modules the contract is made of', () => {
  expect(contractFiles()).toEqual(
    expect.arrayContaining([
      'api/baseApi.ts',
      'session/authSession.ts',
      'config/runtimeConfig.ts',
      'ui/notifications.tsx',
      'theme/portalTheme.ts',
      'routing/router.ts',
    ]),
  );
});

// The MUI kit hands out the shell's MUI components: their props are the contract's too, so the kit
// names the MUI major it was released with, and a new major changes the kit's file (a release).
test('the MUI kit names the major of the MUI it hands out, so a new MUI major is a release', () => {
  const kit = fs.readFileSync(path.join(__dirname, 'ui', 'mui.ts'), 'utf8');
  const installed = JSON.parse(fs.readFileSync(require.resolve('@mui/material/package.json'), 'utf8')).version as string;
  expect(kit).toContain(`@mui/material ${installed.split('.')[0]}'s components`);
});
