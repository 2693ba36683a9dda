import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/platform/routing/router';
import { serveApi } from 'shared/testing/apiServer';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { testRegistration } from 'shared/testing/registration';
import { moduleCatalogues } from '../../../locales/catalogues';
import { CommandPalette } from './CommandPalette';

// The palette in Hindi (and, for its words, Tamil): its groups, commands and words; a command is found by its Hindi name, and
// a registration by its data as it is.

jest.mock('../../../lib/auth/useSignOut', () => ({ useSignOut: () => jest.fn() }));
jest.mock('../../../lib/auth/useSession', () => ({ useSession: () => ({ role: 'superadmin' }) }));

beforeEach(() => {
  serveApi({
    'GET /admin/registrations': ({ query }) => ({
      body: {
        data:
          query.q === 'Ramesh'
            ? [testRegistration({ registrationId: 'REG-1', name: 'Ramesh Kumar', payment: { paymentId: 'P-1', mode: 'online', status: 'success' } })]
            : [],
      },
    }),
    'GET /admin/registrations/centers': { body: { centers: [], allCenters: true } },
  });
});

async function renderPalette(language: 'hi-IN' | 'ta-IN' = 'hi-IN') {
  renderInPortal(
    <Routes>
      <Route path="/dashboard" element={<CommandPalette open onClose={jest.fn()} />} />
      <Route path="/payments" element={<p>payments page</p>} />
    </Routes>,
    { url: '/dashboard', i18n: await i18nIn(moduleCatalogues, language) },
  );
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent);

test('hi-IN: the groups and commands in Hindi, before anything is typed', async () => {
  await renderPalette();
  expect(screen.getByRole('dialog', { name: 'कमांड पैलेट' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('कमांड लिखें या खोजें...')).toBeInTheDocument();
  expect(names(screen.getByRole('list', { name: 'त्वरित कार्रवाइयाँ' }))).toEqual(['भुगतान ID से खोजें', 'पंजीकरण निर्यात करें', 'ऑडिट लॉग देखें']);
  expect(names(screen.getByRole('list', { name: 'नेविगेशन' }))).toEqual(['डैशबोर्ड', 'पंजीकरण', 'भुगतान', 'संदेश', 'प्रोफ़ाइल खोलें', 'सेटिंग्स खोलें', 'साइन आउट करें']);
});

test('hi-IN: what is typed finds the commands by their Hindi names, and Enter runs the first', async () => {
  const user = userEvent.setup();
  await renderPalette();
  // One letter: the commands are filtered, and no registration is searched for yet.
  await user.type(screen.getByRole('textbox', { name: 'कमांड और पंजीकरण खोजें' }), 'भ');
  expect(names(screen.getByRole('list', { name: 'त्वरित कार्रवाइयाँ' }))).toEqual(['भुगतान ID से खोजें']);
  expect(names(screen.getByRole('list', { name: 'नेविगेशन' }))).toEqual(['भुगतान']);
  await user.keyboard('{Enter}');
  expect(screen.getByText('payments page')).toBeInTheDocument();
});

test('hi-IN: a registration found shows as it is, its payment ticked in Hindi; nothing found says so in Hindi', async () => {
  const user = userEvent.setup();
  await renderPalette();
  const input = screen.getByRole('textbox', { name: 'कमांड और पंजीकरण खोजें' });
  // Pasted whole: each search the palette makes is one the API's suite knows (api-calls.json).
  await user.click(input);
  await user.paste('Ramesh');
  const results = await screen.findByRole('list', { name: 'खोज परिणाम' });
  expect(within(results).getByText('Ramesh Kumar')).toBeInTheDocument();
  expect(within(results).getByLabelText('भुगतान हुआ')).toBeInTheDocument();
  await user.clear(input);
  await user.paste('zzzz');
  expect(await screen.findByText('कोई परिणाम नहीं मिला')).toBeInTheDocument();
});

test('ta-IN: the groups, commands and search field in Tamil', async () => {
  await renderPalette('ta-IN');
  expect(screen.getByRole('dialog', { name: 'கட்டளைத் தட்டு' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'கட்டளைகளையும் பதிவுகளையும் தேடு' })).toBeInTheDocument();
  expect(names(screen.getByRole('list', { name: 'விரைவுச் செயல்கள்' }))).toEqual(['கட்டண ID மூலம் தேடு', 'பதிவுகளை ஏற்றுமதி செய்', 'தணிக்கைப் பதிவுகளைக் காண்']);
  expect(names(screen.getByRole('list', { name: 'வழிசெலுத்தல்' }))).toEqual([
    'முகப்புப் பலகை',
    'பதிவுகள்',
    'கட்டணங்கள்',
    'செய்திகள்',
    'சுயவிவரத்தைத் திற',
    'அமைப்புகளைத் திற',
    'வெளியேறு',
  ]);
});
