import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as EmulatorSignIn from 'tooling/emulator-sign-in';

// The browser tests and the benchmark reach the Auth emulator through postToEmulator. fetch may
// send a request on a kept-alive connection the emulator has just closed; the request then fails
// unanswered, and is sent again. Any other failure, or an answer of any status, is final.

/** A server whose first `drops` requests have their connection closed unanswered; then it answers 200. */
async function emulatorDropping(drops: number) {
  let received = 0;
  const server = http.createServer((req, res) => {
    received += 1;
    if (received <= drops) {
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ idToken: 'token-from-emulator' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The module as a test run loads it, pointed at `host`. */
async function signInModule(host: string) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  let loaded: typeof EmulatorSignIn | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('tooling/emulator-sign-in');
  });
  return loaded!;
}

const savedHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
afterEach(() => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = savedHost;
});

test('a request whose connection was closed unanswered is sent again, and the answer then given is the one returned', async () => {
  const emulator = await emulatorDropping(2);
  try {
    const { idToken } = await signInModule(emulator.host);
    await expect(idToken('viewer@example.org')).resolves.toBe('token-from-emulator');
    expect(emulator.received()).toBe(3);
  } finally {
    await emulator.close();
  }
});

test("after three tries the failure is the caller's", async () => {
  const emulator = await emulatorDropping(5);
  try {
    const { postToEmulator } = await signInModule(emulator.host);
    await expect(postToEmulator('/anything', {})).rejects.toThrow('fetch failed');
    expect(emulator.received()).toBe(3);
  } finally {
    await emulator.close();
  }
});

test('an emulator that is not there fails at once, as refused', async () => {
  const emulator = await emulatorDropping(0);
  await emulator.close();
  const { postToEmulator } = await signInModule(emulator.host);
  await expect(postToEmulator('/anything', {})).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
});
