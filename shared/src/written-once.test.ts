// Ports and the sign-in path are written once (shared/build/ports.cjs, the contract's SIGN_IN_PATH);
// everything else derives them. This fails where a literal copy comes back.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_EMULATOR_HOST, PORTS, authEmulatorHost, localOrigins, localRemotes, localRuntimeConfig } from '../build/local-site.cjs';
import { SIGN_IN_PATH } from 'shared/platform/session/authSession';
import { PATHS } from 'shared/routes/paths';

const root = path.join(__dirname, '..', '..');
const trackedFiles = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|js|cjs|mjs|json|html)$/.test(file) && file !== 'pnpm-lock.yaml' && fs.existsSync(path.join(root, file)));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

const portNumbers = Object.values(PORTS).join('|');
/** A port in a URL or host, as a named port setting, or as a default: the shapes a port is written in. */
const portLiteral = new RegExp(
  [
    `(?:localhost|127\\.0\\.0\\.1|0\\.0\\.0\\.0):(?:${portNumbers})\\b`,
    `['"]?(?:port|PORT|shell|api|mfe-[a-z]+)['"]?\\s*[:=]\\s*(?:${portNumbers})\\b`,
    `\\.default\\((?:${portNumbers})\\)`,
  ].join('|'),
);

function portLiteralsIn(files: string[]) {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => (portLiteral.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

test('the check sees the files that once wrote ports, and recognises each shape a port was written in', () => {
  expect(trackedFiles).toEqual(expect.arrayContaining(['api/src/config.ts', 'scripts/dev.mjs', 'shared/src/dev/DevHarness.tsx', 'shared/build/ports.cjs']));
  const shapes = [
    `apiBaseUrl: 'http://localhost:${PORTS.api}',`,
    `"mfe-settings": "http://localhost:${PORTS['mfe-settings']}/mf-manifest.json"`,
    `PORT: z.number().default(${PORTS.api}),`,
    `shell: ${PORTS.shell},`,
  ];
  for (const line of shapes) {
    expect({ line, found: portLiteral.test(line) }).toEqual({ line, found: true });
  }
  for (const line of [`const count = ${PORTS.shell};`, `'00000000-0000-${PORTS.api}-8000-000000000000'`, `registrations: ${PORTS.shell}`]) {
    expect({ line, found: portLiteral.test(line) }).toEqual({ line, found: false });
  }
});

test('no file but shared/build/ports.cjs writes a port of the local portal', () => {
  expect(portLiteralsIn(trackedFiles.filter((file) => file !== 'shared/build/ports.cjs'))).toEqual([]);
  expect(portLiteralsIn(['shared/build/ports.cjs'])).toHaveLength(Object.keys(PORTS).length);
});

test("the local shell's files and the API's origins derive from the ports, one remote per mfe- folder", () => {
  const remoteFolders = fs.readdirSync(root).filter((name) => name.startsWith('mfe-'));
  expect(Object.keys(localRemotes()).sort()).toEqual(remoteFolders.sort());
  expect(localRemotes()['mfe-payments']).toBe(`http://localhost:${PORTS['mfe-payments']}/mf-manifest.json`);
  const moved = Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, port + 300])) as typeof PORTS;
  expect(localRuntimeConfig(moved).apiBaseUrl).toBe(`http://localhost:${PORTS.api + 300}`);
  expect(localOrigins(moved)).toEqual(expect.arrayContaining([`http://localhost:${PORTS.shell + 300}`]));
  expect(localOrigins(moved)).not.toContain(`http://localhost:${PORTS.api + 300}`);
});

test('the sign-in path is written once, in the contract, and the route paths take it from there', () => {
  expect(PATHS.signIn).toBe(SIGN_IN_PATH);
  const moduleSources = trackedFiles.filter(
    (file) => /^(shell|mfe-[a-z]+|shared)\/src\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'shared/src/platform/session/authSession.ts',
  );
  expect(moduleSources.length).toBeGreaterThan(50);
  expect(moduleSources.filter((file) => read(file).includes(`'${SIGN_IN_PATH}'`) || read(file).includes(`"${SIGN_IN_PATH}"`))).toEqual([]);
});

test("the Auth emulator's address is firebase.json's, and only local-site.cjs writes it in code", () => {
  const { host, port } = JSON.parse(read('firebase.json')).emulators.auth;
  expect(AUTH_EMULATOR_HOST).toBe(`${host}:${port}`);
  // A portal moved by an offset runs an emulator of its own, moved with it, and its config says so.
  expect(authEmulatorHost(0, {})).toBe(AUTH_EMULATOR_HOST);
  expect(authEmulatorHost(200, {})).toBe(`${host}:${port + 200}`);
  // Unmoved, a process follows FIREBASE_AUTH_EMULATOR_HOST (the test command's emulator of its own).
  expect(authEmulatorHost(0, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:40123' })).toBe('127.0.0.1:40123');
  expect(authEmulatorHost(200, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:40123' })).toBe(`${host}:${port + 200}`);
  expect(localRuntimeConfig(PORTS, 'demo-abacus', authEmulatorHost(200)).authEmulatorHost).toBe(`${host}:${port + 200}`);
  const copies = trackedFiles.filter(
    (file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file) && file !== 'shared/build/local-site.cjs' && read(file).includes(AUTH_EMULATOR_HOST),
  );
  // The API's own tests name it as the environment variable Firebase reads would hold it.
  expect(copies.filter((file) => !file.endsWith('config.test.ts'))).toEqual([]);
});
