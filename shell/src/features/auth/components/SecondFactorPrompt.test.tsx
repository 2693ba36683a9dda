import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { apiErrorMessage } from 'shared/api/apiError';
import { useGetStatsQuery } from 'shared/platform/api/statsApi';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { recordApiRequests, serveApi, writes, type RecordedRequest } from 'shared/testing/apiServer';
import { idTokenWith, renderInPortal } from 'shared/testing/renderInPortal';
import { askSecondFactor } from '../../../lib/auth/secondFactorPrompt';
import { SecondFactorPrompt } from './SecondFactorPrompt';
import { SIGNED_ASSERTION } from '../../../lib/auth/webauthnTestData';

// The browser's own prompt: the device's signature over the API's challenge, as @simplewebauthn/browser answers it.
const mockStartAuthentication = jest.fn();
jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (...args: unknown[]) => mockStartAuthentication(...args),
  startRegistration: jest.fn(),
}));

const OPTIONS = { challenge: 'YXV0aC1jaGFsbGVuZ2U', rpId: 'localhost', userVerification: 'required' };
const mockSession = { status: 'signedIn' };
jest.mock('../../../lib/auth/useSession', () => ({ useSession: () => mockSession }));

const STATS = { totalRegistrations: 7, successfulPayments: 3, onlinePending: 1, offlinePending: 2, totalDisqualified: 0, totalDuplicates: 1 };

let calls: RecordedRequest[];
let statsRefusals: { status: number; body: { code: string; message: string } }[];
let signatureRefusal: string | null;

/** A screen's call held back by the API until the session passes its second factor. */
function Stats() {
  const stats = useGetStatsQuery();
  if (stats.data) return <p>{stats.data.totalRegistrations} registrations</p>;
  if (stats.error) return <p role="alert">{apiErrorMessage(stats.error, 'Failed')}</p>;
  return <p>Loading</p>;
}

let renderPromptAgain = () => {};

/** The prompt where the shell mounts it, drawn again on demand (as a new session state draws it). */
function PromptHost() {
  const [, setDrawn] = useState(0);
  useEffect(() => {
    renderPromptAgain = () => setDrawn((count) => count + 1);
  }, []);
  return <SecondFactorPrompt />;
}

const held = (code: string, message: string) => ({ status: 403, body: { code, message } });

function renderScreen() {
  const view = renderInPortal(
    <>
      <PromptHost />
      <Stats />
    </>,
  );
  // The shell's session bridge, as useSession connects it.
  connectAuthSession({ getIdToken: async () => idTokenWith({ sub: 'u1', role: 'admin' }), onUnauthenticated: () => {}, confirmSecondFactor: askSecondFactor });
  return view;
}

beforeEach(() => {
  mockSession.status = 'signedIn';
  calls = recordApiRequests();
  signatureRefusal = null;
  statsRefusals = [held('second-factor-required', "Confirm it's you with your passkey: this organisation requires a second factor after the password.")];
  mockStartAuthentication.mockReset().mockResolvedValue(SIGNED_ASSERTION);
  serveApi({
    'GET /admin/stats': () => statsRefusals.shift() ?? { body: STATS },
    'POST /admin/profile/second-factor/options': { body: OPTIONS },
    'POST /admin/profile/second-factor': () =>
      signatureRefusal ? { status: 403, body: { message: signatureRefusal } } : { body: { confirmedAt: '2026-11-22T10:00:00.000Z' } },
  });
});

test("a call held for the second factor asks 'Confirm it's you'; the passkey passes and the call is made again", async () => {
  const user = userEvent.setup();
  renderScreen();
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  expect(dialog).toHaveTextContent('Your organisation asks for your passkey after your password.');
  await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
  expect(await screen.findByText('7 registrations')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(mockStartAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
  expect(writes(calls)).toEqual([
    { method: 'POST', path: '/admin/profile/second-factor/options', body: undefined },
    { method: 'POST', path: '/admin/profile/second-factor', body: { response: SIGNED_ASSERTION } },
  ]);
  expect(calls.filter((call) => call.path === '/admin/stats')).toHaveLength(2);
});

test('a money action past its 5 minutes says it needs a fresh check', async () => {
  statsRefusals = [held('step-up-required', "Confirm it's you with your passkey again")];
  const user = userEvent.setup();
  renderScreen();
  expect(await screen.findByRole('dialog', { name: "Confirm it's you" })).toHaveTextContent('This action needs a fresh check with your passkey.');
  await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
  expect(await screen.findByText('7 registrations')).toBeInTheDocument();
});

test('cancelled, the refusal stands and the screen shows it', async () => {
  const user = userEvent.setup();
  renderScreen();
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Confirm it's you with your passkey: this organisation requires a second factor after the password.",
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes(calls)).toEqual([]);
  expect(calls.filter((call) => call.path === '/admin/stats')).toHaveLength(1);
});

test("a passkey the API does not accept: the dialog says why in the API's words and stays for another try", async () => {
  signatureRefusal = 'The passkey could not be verified. Please try again.';
  const user = userEvent.setup();
  renderScreen();
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
  expect(await screen.findByText(signatureRefusal)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();

  signatureRefusal = null;
  await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
  expect(await screen.findByText('7 registrations')).toBeInTheDocument();
});

test('signed out while it asks, the dialog goes and the call ends with its refusal', async () => {
  renderScreen();
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  mockSession.status = 'signedOut';
  act(() => renderPromptAgain());
  expect(await screen.findByRole('alert')).toHaveTextContent("Confirm it's you with your passkey");
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes(calls)).toEqual([]);
});
