import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Passkey } from 'shared/domain/auth/passkeys-answers';
import { formatDateTime } from 'shared/format/dates';
import { recordApiRequests, serveApi, writes, type RecordedRequest } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { PasskeyList } from './PasskeyList';

// The browser's own prompt: what @simplewebauthn/browser answers after the device made the passkey.
const mockStartRegistration = jest.fn();
jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: (...args: unknown[]) => mockStartRegistration(...args),
  startAuthentication: jest.fn(),
}));

const REGISTRATION_OPTIONS = { challenge: 'c2FtcGxlLWNoYWxsZW5nZQ', rp: { id: 'localhost', name: 'Abacus' } };
const BROWSER_ANSWER = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'Y2xpZW50', attestationObject: 'YXR0ZXN0', transports: ['internal'] },
};

let calls: RecordedRequest[];
let passkeys: Passkey[];
let removeRefusal: string | null;

beforeEach(() => {
  calls = recordApiRequests();
  removeRefusal = null;
  mockStartRegistration.mockReset().mockResolvedValue(BROWSER_ANSWER);
  passkeys = [
    { id: '0b6f9b1e-1c1d-4c54-9c58-5a1e8d2c0001', name: 'Work laptop', createdAt: '2026-11-20T08:00:00.000Z', lastUsedAt: '2026-11-21T09:30:00.000Z' },
    { id: '0b6f9b1e-1c1d-4c54-9c58-5a1e8d2c0002', name: 'Spare key', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null },
  ];
  serveApi({
    'GET /admin/profile/passkeys': () => ({ body: { data: passkeys } }),
    'POST /admin/profile/passkeys/options': { body: REGISTRATION_OPTIONS },
    'POST /admin/profile/passkeys': ({ body }) => {
      const added = {
        id: '0b6f9b1e-1c1d-4c54-9c58-5a1e8d2c0003',
        name: (body as { name: string }).name,
        createdAt: '2026-11-22T10:00:00.000Z',
        lastUsedAt: null,
      };
      passkeys = [...passkeys, added];
      return { status: 201, body: added };
    },
    'PATCH /admin/profile/passkeys/:id': ({ params, body }) => {
      passkeys = passkeys.map((passkey) => (passkey.id === params.id ? { ...passkey, name: (body as { name: string }).name } : passkey));
      return { body: passkeys.find((passkey) => passkey.id === params.id)! };
    },
    'DELETE /admin/profile/passkeys/:id': ({ params }) => {
      if (removeRefusal) return { status: 409, body: { message: removeRefusal } };
      passkeys = passkeys.filter((passkey) => passkey.id !== params.id);
      return { status: 204 };
    },
  });
});

const row = (name: string) => screen.getByRole('listitem', { name });

test('lists each passkey with its name, when it was added and when it was last used', async () => {
  renderInPortal(<PasskeyList />);
  await screen.findByRole('listitem', { name: 'Work laptop' });
  expect(
    within(row('Work laptop')).getByText(`Added ${formatDateTime('2026-11-20T08:00:00.000Z')} · Last used ${formatDateTime('2026-11-21T09:30:00.000Z')}`),
  ).toBeInTheDocument();
  expect(within(row('Spare key')).getByText(`Added ${formatDateTime('2026-11-21T10:00:00.000Z')} · Not used yet`)).toBeInTheDocument();
});

test('someone without a passkey is told so', async () => {
  passkeys = [];
  renderInPortal(<PasskeyList />);
  expect(await screen.findByText('You have no passkey yet.')).toBeInTheDocument();
});

test("adding one takes the API's options to the browser's prompt and sends its answer back with the name", async () => {
  const user = userEvent.setup();
  renderInPortal(<PasskeyList />);
  await screen.findByRole('listitem', { name: 'Work laptop' });
  await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
  expect(await screen.findByText('Give the passkey a name')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: 'Passkey name' }), 'My phone');
  await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
  expect(await screen.findByRole('listitem', { name: 'My phone' })).toBeInTheDocument();
  expect(mockStartRegistration).toHaveBeenCalledWith({ optionsJSON: REGISTRATION_OPTIONS });
  expect(writes(calls)).toEqual([
    { method: 'POST', path: '/admin/profile/passkeys/options', body: undefined },
    { method: 'POST', path: '/admin/profile/passkeys', body: { response: BROWSER_ANSWER, name: 'My phone' } },
  ]);
  expect(screen.getByRole('textbox', { name: 'Passkey name' })).toHaveValue('');
});

test('the browser prompt closed: nothing is added and the form says why', async () => {
  mockStartRegistration.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
  const user = userEvent.setup();
  renderInPortal(<PasskeyList />);
  await user.type(await screen.findByRole('textbox', { name: 'Passkey name' }), 'My phone');
  await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
  expect(await screen.findByText('The passkey request was closed or timed out. Please try again.')).toBeInTheDocument();
  expect(writes(calls).map((call) => call.path)).toEqual(['/admin/profile/passkeys/options']);
});

test('renaming one sends the new name', async () => {
  const user = userEvent.setup();
  renderInPortal(<PasskeyList />);
  await user.click(await screen.findByRole('button', { name: 'Rename Spare key' }));
  const field = screen.getByRole('textbox', { name: 'New name' });
  await user.clear(field);
  await user.type(field, 'Blue key');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByRole('listitem', { name: 'Blue key' })).toBeInTheDocument();
  expect(writes(calls)).toEqual([{ method: 'PATCH', path: `/admin/profile/passkeys/${passkeys[1]!.id}`, body: { name: 'Blue key' } }]);
});

test('removing one is asked once more, then it goes', async () => {
  const user = userEvent.setup();
  renderInPortal(<PasskeyList />);
  await user.click(await screen.findByRole('button', { name: 'Remove Spare key' }));
  expect(writes(calls)).toEqual([]);
  await user.click(within(row('Spare key')).getByRole('button', { name: 'Remove passkey' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Spare key' })).not.toBeInTheDocument());
  expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/admin/profile/passkeys/0b6f9b1e-1c1d-4c54-9c58-5a1e8d2c0002', body: undefined }]);
});

test("the API's refusal to remove the last one is shown in its words, and the passkey stays", async () => {
  removeRefusal = 'This is your only passkey, and this organisation requires one to sign in: add another passkey before removing this one.';
  const user = userEvent.setup();
  renderInPortal(<PasskeyList />);
  await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
  await user.click(within(row('Work laptop')).getByRole('button', { name: 'Remove passkey' }));
  expect(await screen.findByText(removeRefusal)).toBeInTheDocument();
  expect(row('Work laptop')).toBeInTheDocument();
});
