import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import { recordApiRequests, serveApi, type RecordedRequest } from 'shared/testing/apiServer';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { idTokenWith, renderInPortal } from 'shared/testing/renderInPortal';
import { SecondFactorPrompt } from '../features/auth/components/SecondFactorPrompt';
import { askSecondFactor } from '../lib/auth/secondFactorPrompt';
import { SecondFactorGate } from './SecondFactorGate';
import { SIGNED_ASSERTION } from '../lib/auth/webauthnTestData';

const mockStartAuthentication = jest.fn();
jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (...args: unknown[]) => mockStartAuthentication(...args),
  startRegistration: jest.fn(),
}));
jest.mock('../lib/auth/useSession', () => ({ useSession: () => ({ signOut: jest.fn() }) }));

const PASSKEY = { id: '0b6f9b1e-1c1d-4c54-9c58-5a1e8d2c0001', name: 'Work laptop', createdAt: '2026-11-20T08:00:00.000Z', lastUsedAt: null };
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
    'GET /admin/portal-settings': { body: { ...testPortalSettings(), featureFlags: { ...DEFAULT_FEATURE_FLAGS, orgWide2FA } } },
    'GET /admin/profile/passkeys': { body: { data: passkeys } },
    'GET /admin/profile/sessions': () =>
      passed ? { body: { data: [SESSION] } } : { status: 403, body: { code: 'second-factor-required', message: "Confirm it's you with your passkey" } },
    'POST /admin/profile/second-factor/options': { body: { challenge: 'YXV0aC1jaGFsbGVuZ2U' } },
    'POST /admin/profile/second-factor': () => {
      passed = true;
      return { body: { confirmedAt: '2026-11-22T10:00:00.000Z' } };
    },
  });
}

function renderGate() {
  renderInPortal(
    <>
      <SecondFactorPrompt />
      <SecondFactorGate>
        <p>the dashboard</p>
      </SecondFactorGate>
    </>,
  );
  connectAuthSession({ getIdToken: async () => idTokenWith({ sub: 'u1', role: 'admin' }), onUnauthenticated: () => {}, confirmSecondFactor: askSecondFactor });
}

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
