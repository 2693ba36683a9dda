import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { portOffset } from './support/environment';
import { call } from './support/test-app';
import { craftToken, DEMO_ROLES, tokenFor } from './support/tokens';

// The Auth emulator out of reach, API side: an API process whose FIREBASE_AUTH_EMULATOR_HOST
// names a closed port (the shared emulator on 9099 keeps running for everyone else) gets real,
// valid tokens from the real emulator. It cannot check them, so it refuses them with 503 and a
// plain message; never a 200, and never a 401 that would sign a person out for our outage.

const API_PORT = 4903 + portOffset;
const CLOSED_PORT = 4999 + portOffset;
const UNCHECKED = { message: 'Sign-in could not be checked right now. Please try again.', code: 'sign-in-unavailable' };

function portIsClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('the Auth emulator out of reach', () => {
  let api: ApiProcess;
  let directory: string;

  beforeAll(async () => {
    expect(await portIsClosed(CLOSED_PORT)).toBe(true);
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-faults-auth-'));
    api = await startApiProcess(API_PORT, {
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${CLOSED_PORT}`,
      PGLITE_DIR: path.join(directory, 'data'),
      // The demo accounts are made through the emulator, which this API cannot reach.
      SEED_DEMO_DATA: 'false',
    });
  }, 240_000);

  afterAll(async () => {
    await api?.kill('SIGKILL');
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  test.each(DEMO_ROLES)('a valid token of %s is refused with 503 on reads and writes', async (role) => {
    const token = await tokenFor(role);
    const replies = await Promise.all([
      call(api, 'GET', '/admin/registrations', { token }),
      call(api, 'GET', '/admin/stats', { token }),
      call(api, 'PUT', '/admin/register/REG-0000001', { token, body: { payment: { status: 'success', mode: 'offline' } } }),
      call(api, 'GET', '/admin/settings', { token }),
    ]);
    for (const reply of replies) expect([reply.status, reply.body]).toEqual([503, UNCHECKED]);
  });

  test('a token it can judge without the service is still refused as before', async () => {
    const garbage = await call(api, 'GET', '/admin/registrations', { token: 'not-a-token' });
    expect(garbage.status).toBe(401);
    const otherProject = await call(api, 'GET', '/admin/registrations', { token: craftToken({ aud: 'another-project' }) });
    expect(otherProject.status).toBe(401);
  });

  test('the API itself stays up', async () => {
    expect((await call(api, 'GET', '/health')).status).toBe(200);
    expect(api.alive()).toBe(true);
  });
});
