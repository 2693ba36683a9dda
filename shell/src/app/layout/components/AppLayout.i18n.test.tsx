import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/platform/routing/router';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import { DEFAULT_PREFERENCES, setDisplayFormat, type Preferences } from 'shared/platform/settings/preferences';
import type { ChangeEvent } from 'shared/platform/live/changeEvent';
import { recordApiRequests, serveApi, writes } from 'shared/testing/apiServer';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import type { Language } from 'shared/i18n/languages';
import { ProfilePage } from '../../../features/profile/components/ProfilePage';
import { ThemeModeProvider } from '../../../features/theme/ThemeModeProvider';
import { PortalLanguage } from '../../../lib/language/PortalLanguage';
import { welcomeOnNextPage } from '../../../lib/auth/welcome';
import { moduleCatalogues } from '../../../locales/catalogues';
import { AppLayout } from './AppLayout';

// The layout (sidebar, top bar, user menu, notices) in Hindi and Tamil, as a person whose locale
// preference is one of them sees it.

jest.mock('../../../lib/auth/useSession', () => ({
  useSession: () => ({
    status: 'signedIn',
    role: 'admin',
    user: { uid: 'u1', email: 'staff@example.org', displayName: 'Priya Nair', metadata: { lastSignInTime: 'Sat, 21 Nov 2026 12:00:00 GMT' } },
    signOut: jest.fn(),
    userChanged: jest.fn(),
  }),
}));

// jsdom has no TextDecoderStream, which the live feed reads the stream with: Node's.
globalThis.TextDecoderStream ??= jest.requireActual<{ TextDecoderStream: typeof TextDecoderStream }>('node:stream/web').TextDecoderStream;

const encoder = new TextEncoder();
// The live event stream, held open: the test sends what a colleague's change makes the API send.
let feed: ReadableStreamDefaultController<Uint8Array>;
const sendChange = (change: ChangeEvent, id: number) => feed.enqueue(encoder.encode(`id: a.${id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`));

function serveLayout(preferences: Preferences) {
  let stored = preferences;
  serveApi({
    'PUT /admin/profile/preferences': ({ body }) => {
      stored = body as Preferences;
      return { body: stored };
    },
    'GET /admin/portal-settings': { body: { organization: { name: 'Abacus Trust', primaryColor: '#6366f1' }, featureFlags: DEFAULT_FEATURE_FLAGS } },
    'GET /admin/stats': { body: { totalRegistrations: 123456 } },
    'GET /admin/registrations/centers': { body: { centers: [], allCenters: true } },
    'GET /admin/profile': { body: { uid: 'u1', email: 'staff@example.org', name: 'Priya Nair', phone: null, alternateEmail: null, avatarPath: null } },
    'GET /admin/profile/preferences': () => ({ body: stored }),
    'GET /admin/events': () =>
      new Response(
        new ReadableStream({
          start: (controller) => {
            feed = controller;
            controller.enqueue(encoder.encode('id: a.0\nevent: sync\ndata: {"live":true,"resync":true}\n\n'));
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => setDisplayFormat({ locale: 'en-IN', timeZone: 'Asia/Kolkata' }));

async function renderLayoutIn(language: Language) {
  serveLayout({ ...DEFAULT_PREFERENCES, locale: language });
  renderInPortal(
    <ThemeModeProvider>
      <Routes>
        <Route path="/" element={<AppLayout />}>
          <Route path="dashboard" element={<p>the dashboard</p>} />
        </Route>
      </Routes>
    </ThemeModeProvider>,
    { url: '/dashboard', i18n: await i18nIn(moduleCatalogues, language), claims: { sub: 'u1', role: 'admin' } },
  );
  await screen.findByText('the dashboard');
}

const LAYOUT: Record<'hi-IN' | 'ta-IN', Record<string, string | string[]>> = {
  'hi-IN': {
    nav: 'मुख्य',
    links: ['डैशबोर्ड', 'पंजीकरण', 'भुगतान', 'ऑडिट ट्रेल', 'संदेश', 'प्रोफ़ाइल'],
    total: 'कुल पंजीकरण: 1,23,456',
    live: 'लाइव',
    role: 'भूमिका: एडमिन',
    sidebar: 'साइडबार दिखाएँ/छिपाएँ',
    search: 'पंजीकरण खोजें...',
    theme: 'थीम बदलें',
    menu: 'उपयोगकर्ता मेनू',
    menuItems: ['प्रोफ़ाइल', 'प्राथमिकताएँ', 'साइन आउट करें'],
    skip: 'मुख्य सामग्री पर जाएँ',
    welcome: 'फिर से स्वागत है',
  },
  'ta-IN': {
    nav: 'முதன்மை',
    links: ['முகப்புப் பலகை', 'பதிவுகள்', 'கட்டணங்கள்', 'தணிக்கைப் பதிவு', 'செய்திகள்', 'சுயவிவரம்'],
    total: 'மொத்தப் பதிவுகள்: 1,23,456',
    live: 'நேரலை',
    role: 'பங்கு: நிர்வாகி',
    sidebar: 'பக்கப்பட்டியைக் காட்டு/மறை',
    search: 'பதிவுகளைத் தேடு...',
    theme: 'தீமை மாற்று',
    menu: 'பயனர் பட்டி',
    menuItems: ['சுயவிவரம்', 'விருப்பங்கள்', 'வெளியேறு'],
    skip: 'முதன்மை உள்ளடக்கத்துக்குச் செல்',
    welcome: 'மீண்டும் வருக',
  },
};

test.each(['hi-IN', 'ta-IN'] as const)(
  '%s: the sidebar, the top bar, its user menu and the welcome are in the language, counts grouped the Indian way',
  async (language) => {
    const words = LAYOUT[language];
    welcomeOnNextPage();
    const user = userEvent.setup();
    await renderLayoutIn(language);

    const nav = screen.getByRole('navigation', { name: words.nav as string });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.querySelector('.MuiListItemText-root')?.textContent),
    ).toEqual(words.links);
    expect(await within(nav).findByLabelText(words.total as string)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('live-indicator')).toHaveTextContent(words.live as string));
    expect(nav).toHaveTextContent(words.role as string);

    expect(screen.getByRole('button', { name: words.sidebar as string })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(words.search as string) })).toHaveTextContent('Ctrl K');
    expect(screen.getByRole('button', { name: words.theme as string })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.skip as string })).toBeInTheDocument();
    expect(await screen.findByText(words.welcome as string)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: words.menu as string }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(words.menuItems);
  },
);

test("ta-IN: a colleague's confirmed payment comes as a notice in Tamil, and a burst as one that counts them", async () => {
  await renderLayoutIn('ta-IN');
  // The layout is ready for notices once the person's switches are known (they draw the screen).
  const colleague = { uid: 'u2', email: 'admin@example.org' };
  sendChange({ type: 'payment', id: 'REG-1', version: 2, actor: colleague, change: 'paid' }, 1);
  const notice = await screen.findByText('admin@example.org கட்டணத்தை உறுதிப்படுத்தினார்', {}, { timeout: 5000 });
  expect(notice.closest('[role="alert"], .MuiAlert-root')).toHaveTextContent('REG-1');
  expect(screen.getByRole('button', { name: 'திற' })).toBeInTheDocument();

  sendChange({ type: 'payment', id: 'REG-2', version: 2, actor: colleague, change: 'paid' }, 2);
  sendChange({ type: 'payment', id: 'REG-3', version: 2, actor: colleague, change: 'paid' }, 3);
  sendChange({ type: 'registration', id: 'REG-4', version: 3, actor: colleague, change: 'disqualified' }, 4);
  expect(await screen.findByText('admin@example.org செய்த 3 மாற்றங்கள்', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('2 கட்டணங்கள் உறுதிப்படுத்தப்பட்டன, 1 பதிவு தகுதிநீக்கம் செய்யப்பட்டது')).toBeInTheDocument();
});

/** The Preferences tab as the portal draws it: the shell's language follows the signed-in person's locale preference. */
function renderPreferencesInPortal() {
  renderInPortal(
    <ThemeModeProvider>
      <PortalLanguage>
        <Routes>
          <Route path="/" element={<AppLayout />}>
            <Route path="profile" element={<ProfilePage />} />
          </Route>
        </Routes>
      </PortalLanguage>
    </ThemeModeProvider>,
    { url: '/profile?tab=preferences', claims: { sub: 'u1', role: 'admin' } },
  );
}

test("Preferences saved with Hindi redraw the portal in Hindi at once: the profile page, the sidebar and the page's language, no reload", async () => {
  serveLayout(DEFAULT_PREFERENCES);
  const user = userEvent.setup();
  renderPreferencesInPortal();
  await user.click(await screen.findByRole('combobox', { name: 'Locale' }));
  await user.click(await screen.findByRole('option', { name: 'हिन्दी (Hindi)' }));
  expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

  expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'प्राथमिकताएँ', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'प्राथमिकताएँ सहेजें' })).toBeInTheDocument();
  // The field keeps its place and shows the language chosen, by its own name (the one the reader reads in).
  expect(screen.getByRole('combobox', { name: 'भाषा और प्रारूप' })).toHaveTextContent(/^हिन्दी$/);
  const nav = screen.getByRole('navigation', { name: 'मुख्य' });
  expect(within(nav).getByRole('link', { name: /डैशबोर्ड/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'उपयोगकर्ता मेनू' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi-IN');

  // And back to English the same way.
  await user.click(screen.getByRole('combobox', { name: 'भाषा और प्रारूप' }));
  // English, in the Hindi reader's words.
  await user.click(await screen.findByRole('option', { name: 'अंग्रेज़ी (भारत)' }));
  await user.click(screen.getByRole('button', { name: 'प्राथमिकताएँ सहेजें' }));
  expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  await act(async () => {});
  expect(document.documentElement.lang).toBe('en-IN');
});

test('the notice of Preferences saved with Hindi comes in Hindi when the Hindi catalogue arrives after the answer', async () => {
  serveLayout(DEFAULT_PREFERENCES);
  const recorded = recordApiRequests();
  const realLoad = moduleCatalogues.load;
  let catalogueMayCome!: () => void;
  const held = new Promise<void>((resolve) => {
    catalogueMayCome = resolve;
  });
  const load = jest.spyOn(moduleCatalogues, 'load').mockImplementation(async (language) => {
    await held;
    return realLoad(language);
  });
  const user = userEvent.setup();
  renderPreferencesInPortal();
  try {
    await user.click(await screen.findByRole('combobox', { name: 'Locale' }));
    await user.click(await screen.findByRole('option', { name: 'हिन्दी (Hindi)' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    // The API has answered (the button is back) while the Hindi catalogue is still on its way: no notice in English.
    await waitFor(() => expect(writes(recorded)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled());
    await act(async () => {});
    expect(screen.queryByText('Preferences saved')).not.toBeInTheDocument();

    catalogueMayCome();
    expect(await screen.findByText('प्राथमिकताएँ सहेजी गईं')).toBeInTheDocument();
    expect(screen.queryByText('Preferences saved')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('hi-IN');
  } finally {
    load.mockRestore();
  }
});
