import { bucketOf, RELEASE_VERSIONS_HEADER } from 'shared/domain/release-routing';
import { API_ORIGIN, recordApiRequests, serveApi } from 'shared/testing/apiServer';
import { fetchRemoteListing, forgetReleaseState, rememberAccount, releaseBucket, reportLoad } from './releaseClient';

const FILE_URL = 'http://shell.test/remotes.json';
const fromFile = { 'mfe-payments': 'http://cdn.test/payments/file/mf-manifest.json' };
const fromRegistry = { 'mfe-payments': 'http://cdn.test/payments/2.0.0/mf-manifest.json' };

beforeEach(() => {
  localStorage.clear();
  forgetReleaseState();
  serveApi({ [`GET ${FILE_URL}`]: { body: fromFile } });
});

const registryAnswers = () => serveApi({ 'GET /releases/remotes': { body: fromRegistry, headers: { [RELEASE_VERSIONS_HEADER]: 'mfe-payments=2.0.0' } } });
const registryDown = () => serveApi({ 'GET /releases/remotes': 'unreachable' });

test('a browser draws its bucket once and keeps it; after sign-in the bucket is the account’s', async () => {
  const first = releaseBucket();
  expect(first).toBeGreaterThanOrEqual(0);
  expect(first).toBeLessThan(100);
  expect(releaseBucket()).toBe(first);
  await rememberAccount('uid-of-someone');
  expect(releaseBucket()).toBe(bucketOf('uid-of-someone'));
});

test('the registry’s map for this bucket is used and remembered; with the registry down the last map is used, then remotes.json', async () => {
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const calls = recordApiRequests();
  registryDown();
  expect(await fetchRemoteListing(API_ORIGIN, FILE_URL)).toEqual({ remotes: fromFile, versions: {} });

  registryAnswers();
  expect(await fetchRemoteListing(API_ORIGIN, FILE_URL)).toEqual({ remotes: fromRegistry, versions: { 'mfe-payments': '2.0.0' } });
  expect(calls.at(-1)!.query).toEqual({ bucket: String(releaseBucket()) });

  registryDown();
  expect(await fetchRemoteListing(API_ORIGIN, FILE_URL)).toEqual({ remotes: fromRegistry, versions: { 'mfe-payments': '2.0.0' } });
  expect(warned).toHaveBeenCalledTimes(2);
});

test('loads and failures are reported in one batch naming the version, never for a remote the registry did not name', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    registryAnswers();
    const calls = recordApiRequests();
    /** The bodies of the reports sent, each once read. */
    const sent = () => calls.filter((call) => call.method === 'POST' && call.path === '/releases/reports').map((call) => call.body);
    serveApi({ 'POST /releases/reports': { status: 204 } });
    await fetchRemoteListing(API_ORIGIN, FILE_URL);
    reportLoad('mfe-payments', 'loaded');
    reportLoad('mfe-payments', 'render');
    reportLoad('mfe-unknown', 'loaded');
    expect(sent()).toEqual([]);
    jest.advanceTimersByTime(5000);
    jest.useRealTimers();
    await waitForLength(() => sent().filter((body) => body !== undefined), 1);
    expect(sent()).toEqual([
      {
        reports: [
          { remote: 'mfe-payments', version: '2.0.0', stage: 'loaded' },
          { remote: 'mfe-payments', version: '2.0.0', stage: 'render' },
        ],
      },
    ]);
  } finally {
    jest.useRealTimers();
  }
});

async function waitForLength(list: () => unknown[], length: number): Promise<void> {
  for (let attempt = 0; list().length < length; attempt += 1) {
    if (attempt > 200) throw new Error(`Expected ${length} batches, got ${list().length}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
