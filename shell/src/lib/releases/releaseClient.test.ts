import { waitFor } from '@testing-library/react';
import { bucketOf, RELEASE_VERSIONS_HEADER } from 'shared/domain/releases/release-routing';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { API_ORIGIN, recordApiRequests, serveApi } from 'shared/testing/apiServer';
import { fetchRemoteListing, forgetReleaseState, rememberAccount, releaseBucket, reportLoad } from './releaseClient';

const FILE_URL = 'http://shell.test/remotes.json';
const fromFile = { 'mfe-payments': 'http://cdn.test/payments/file/mf-manifest.json' };
const fromRegistry = { 'mfe-payments': 'http://cdn.test/payments/2.0.0/mf-manifest.json' };

/** The signed-in person's ID token the shell's session bridge hands out; null: nobody signed in. */
let idToken: string | null = 'id-token-of-someone';
const getIdToken = jest.fn(async () => idToken);

beforeEach(() => {
  localStorage.clear();
  forgetReleaseState();
  idToken = 'id-token-of-someone';
  getIdToken.mockClear();
  connectAuthSession({ getIdToken, onUnauthenticated: () => {} });
  // A signed-in person's bucket: the calls made, which the API suite replays, are the same every run.
  rememberAccount('uid-of-someone');
  serveApi({ [`GET ${FILE_URL}`]: { body: fromFile } });
});

const registryAnswers = () => serveApi({ 'GET /releases/remotes': { body: fromRegistry, headers: { [RELEASE_VERSIONS_HEADER]: 'mfe-payments=2.0.0' } } });
const registryDown = () => serveApi({ 'GET /releases/remotes': 'unreachable' });

test('a browser draws its bucket once and keeps it; after sign-in the bucket is the account’s', async () => {
  localStorage.clear();
  const first = releaseBucket();
  expect(first).toBeGreaterThanOrEqual(0);
  expect(first).toBeLessThan(100);
  expect(releaseBucket()).toBe(first);
  rememberAccount('uid-of-someone');
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

/** Serves the reports' route, recording each batch's body and Authorization header. */
function reportsReceived(): { body: unknown; authorization: string | null }[] {
  const received: { body: unknown; authorization: string | null }[] = [];
  serveApi({
    'POST /releases/reports': async ({ request }) => {
      received.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return { status: 204 };
    },
  });
  return received;
}

/** On fake timers (the batch's wait), the registry's listing fetched: the batches received from now on. */
async function listedWithFakeTimers(): Promise<ReturnType<typeof reportsReceived>> {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  registryAnswers();
  const received = reportsReceived();
  await fetchRemoteListing(API_ORIGIN, FILE_URL);
  return received;
}

test('loads and failures are reported in one batch naming the version, with the person’s ID token, never for a remote the registry did not name', async () => {
  try {
    const received = await listedWithFakeTimers();
    reportLoad('mfe-payments', 'loaded');
    reportLoad('mfe-payments', 'render');
    reportLoad('mfe-unknown', 'loaded');
    expect(received).toEqual([]);
    jest.advanceTimersByTime(5000);
    jest.useRealTimers();
    await waitForLength(() => received, 1);
    expect(received).toEqual([
      {
        authorization: 'Bearer id-token-of-someone',
        body: {
          reports: [
            { remote: 'mfe-payments', version: '2.0.0', stage: 'loaded' },
            { remote: 'mfe-payments', version: '2.0.0', stage: 'render' },
          ],
        },
      },
    ]);
  } finally {
    jest.useRealTimers();
  }
});

test('reports made before sign-in wait, one batch at most, and go with the first batch after it', async () => {
  try {
    const received = await listedWithFakeTimers();
    idToken = null;
    for (let i = 0; i < 150; i += 1) reportLoad('mfe-payments', 'entry');
    jest.advanceTimersByTime(5000);
    // Each full batch and the timer asked for a token and found none; once those answers are in, the
    // reports wait. Anything sent without a token would be among the batches received below.
    expect(getIdToken).toHaveBeenCalled();
    await Promise.all(getIdToken.mock.results.map((result) => result.value));

    idToken = 'id-token-after-sign-in';
    reportLoad('mfe-payments', 'loaded');
    jest.useRealTimers();
    // The 100 held and the new one: a full batch goes at once, the rest right after it.
    await waitForLength(() => received, 2);
    expect(received.map(({ authorization }) => authorization)).toEqual(['Bearer id-token-after-sign-in', 'Bearer id-token-after-sign-in']);
    const reports = received.flatMap(({ body }) => (body as { reports: { stage: string }[] }).reports.map(({ stage }) => stage));
    expect(reports).toEqual([...Array.from({ length: 100 }, () => 'entry'), 'loaded']);
  } finally {
    jest.useRealTimers();
  }
});

/** Resolves once `length` batches were received (Testing Library's waitFor asks again as they arrive). */
const waitForLength = (list: () => unknown[], length: number) => waitFor(() => expect(list()).toHaveLength(length));
