import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordApiRequests, serveApi, type RecordedRequest } from 'shared/testing/apiServer';
import { SIGNED_ASSERTION } from '../lib/auth/webauthnTestData';
import { SecondFactorPrompt } from '../features/auth/components/SecondFactorPrompt';
import { PASSKEY, renderGate as renderGateOf, SECOND_FACTOR_REQUIRED, secondFactorRoutes } from '../testing/secondFactor';
import { SecondFactorGate } from './SecondFactorGate';

const mockStartAuthentication = jest.fn();
jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (...args: unknown[]) => mockStartAuthentication(...args),
  startRegistration: jest.fn(),
}));
jest.mock('../lib/auth/useSession', () => ({ useSession: () => ({ signOut: jest.fn() }) }));

const SESSION = {
  id: '5d1e0a7c-3f59-4a8e-9a57-1c7f6e2b0001',
  device: 'Chrome on Linux',
  signedInAt: '2026-11-22T09:00:00.000Z',
  lastSeenAt: '2026-11-22T09:00:00.000Z',
  current: true,
};

let calls: RecordedRequest[];
let passed: boolean;

function serve(orgWide2FA: boolean, passkeys: (typeof PASSKEY)[]) {
  serveApi({
    ...secondFactorRoutes(orgWide2FA, passkeys),
    'GET /admin/profile/sessions': () => (passed ? { body: { data: [SESSION] } } : SECOND_FACTOR_REQUIRED),
    'POST /admin/profile/second-factor': () => {
      passed = true;
      return { body: { confirmedAt: '2026-11-22T10:00:00.000Z' } };
    },
  });
}

const renderGate = () => renderGateOf({ Prompt: SecondFactorPrompt, Gate: SecondFactorGate });

beforeEach(() => {
  calls = recordApiRequests();
  passed = false;
  mockStartAuthentication.mockReset().mockResolvedValue(SIGNED_ASSERTION);
});

test('with the switch off, the portal opens and nothing is asked', async () => {
  serve(false, [PASSKEY]);
  renderGate();
  expect(await screen.findByText('the dashboard')).toBeInTheDocument();
  expect(calls.map((call) => call.path)).toEqual(['/admin/portal-settings']);
});

test('with the switch on, someone without a passkey is asked to add one before anything else', async () => {
  serve(true, []);
  renderGate();
  expect(await screen.findByRole('heading', { name: 'Add a passkey to continue' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
  expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
  expect(calls.map((call) => call.path)).not.toContain('/admin/profile/sessions');
});

test("with the switch on, someone with a passkey confirms it's them before the portal opens", async () => {
  serve(true, [PASSKEY]);
  const user = userEvent.setup();
  renderGate();
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
  expect(await screen.findByText('the dashboard')).toBeInTheDocument();
});

test('cancelled, the portal stays closed and offers the passkey again', async () => {
  serve(true, [PASSKEY]);
  const user = userEvent.setup();
  renderGate();
  await screen.findByRole('dialog', { name: "Confirm it's you" });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('heading', { name: "Confirm it's you to continue" })).toBeInTheDocument();
  expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await user.click(within(dialog).getByRole('button', { name: 'Use my passkey' }));
  expect(await screen.findByText('the dashboard')).toBeInTheDocument();
});
