import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { messagesPage, testMessage } from 'shared/testing/message';
import { moduleCatalogues } from '../../../locales/catalogues';
import { serveDashboardApi, testMessageDetail } from '../../../testing/dashboardApi';
import { MessagesPage } from './MessagesPage';

afterEach(() => jest.restoreAllMocks());

const failed = (id: string, to: string) => testMessage({ id, to, status: 'failed', attempts: 1, lastError: '550 Mailbox unavailable', sentAt: null });
const FIRST = '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e02';
const SECOND = '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e05';

test('in Hindi: the heading, the columns, the count with Indian digit grouping, and the bulk resend with its plurals', async () => {
  const user = userEvent.setup();
  serveDashboardApi({
    'GET /admin/messages': { body: messagesPage([failed(FIRST, 'gone@example.org'), failed(SECOND, 'closed@example.org')], { total: 123456 }) },
    'POST /admin/messages/resend': { body: { data: [{ ...failed(FIRST, 'gone@example.org'), id: '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e09', status: 'queued' }] } },
  });
  renderInPortal(<MessagesPage />, { url: '/messages', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  expect(screen.getByRole('heading', { level: 1, name: 'संदेश' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'संदेश' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['', 'कब', 'प्राप्तकर्ता', 'टेम्पलेट', 'माध्यम', 'स्थिति', 'प्रयास', 'कार्रवाइयाँ']);
  expect(screen.getByRole('status')).toHaveTextContent('1,23,456 संदेश');
  expect(screen.getByRole('search', { name: 'संदेश फ़िल्टर करें' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'स्थिति के अनुसार संदेश' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'विफल संदेश फिर से भेजें (0)' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'इस पेज के विफल संदेश चुनें' }));
  await user.click(screen.getByRole('button', { name: 'विफल संदेश फिर से भेजें (2)' }));
  expect(await screen.findByText('1 संदेश फिर से कतार में लगाया गया')).toBeInTheDocument();
  expect(screen.getByText('1 संदेश इस बीच विफल नहीं रहा था, इसलिए उसे जैसा था वैसा ही छोड़ दिया गया।')).toBeInTheDocument();
});

test('in Hindi, the message drawer: its heading, its labels and its attempts in words', async () => {
  const user = userEvent.setup();
  serveDashboardApi({
    'GET /admin/messages/:id': {
      body: testMessageDetail({ attemptLog: [{ at: '2026-05-20T10:00:01.000Z', outcome: 'retry', answer: '451 Try again later' }] }),
    },
  });
  renderInPortal(<MessagesPage />, { url: '/messages', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  await user.click(await screen.findByRole('button', { name: 'विवरण' }));
  const drawer = await screen.findByRole('dialog', { name: 'parent@example.org को संदेश' });
  expect(within(drawer).getByText('किसे')).toBeInTheDocument();
  expect(within(drawer).getByText('भेजने का समय')).toBeInTheDocument();
  expect(within(drawer).getByRole('heading', { name: 'भेजा गया पाठ' })).toBeInTheDocument();
  expect(within(drawer).getByRole('list', { name: 'प्रयास' })).toHaveTextContent('फ़िलहाल अस्वीकार किया गया, बाद में फिर से प्रयास किया गया');
  expect(within(drawer).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
});

test('in Tamil: the heading, the count in the plural, no messages matching, and a bulk resend of two in the plural', async () => {
  const user = userEvent.setup();
  const copy = (id: string) => ({ ...failed(FIRST, 'gone@example.org'), id, status: 'queued' as const });
  serveDashboardApi({
    'GET /admin/messages': { body: messagesPage([failed(FIRST, 'gone@example.org'), failed(SECOND, 'closed@example.org')], { total: 2 }) },
    'POST /admin/messages/resend': { body: { data: [copy('0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e09'), copy('0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e0a')] } },
  });
  const { unmount } = renderInPortal(<MessagesPage />, { url: '/messages', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(screen.getByRole('heading', { level: 1, name: 'செய்திகள்' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'செய்திகள்' });
  expect(within(table).getByRole('columnheader', { name: 'பெறுநர்' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 செய்திகள்');
  await user.click(screen.getByRole('checkbox', { name: 'gone@example.org-க்கு அனுப்பிய தோல்வியடைந்த செய்தியைத் தேர்ந்தெடு' }));
  expect(screen.getByRole('button', { name: 'தோல்வியடைந்தவற்றை மீண்டும் அனுப்பு (1)' })).toBeEnabled();
  await user.click(screen.getByRole('checkbox', { name: 'closed@example.org-க்கு அனுப்பிய தோல்வியடைந்த செய்தியைத் தேர்ந்தெடு' }));
  await user.click(screen.getByRole('button', { name: 'தோல்வியடைந்தவற்றை மீண்டும் அனுப்பு (2)' }));
  expect(await screen.findByText('2 செய்திகள் மீண்டும் வரிசையில் சேர்க்கப்பட்டன')).toBeInTheDocument();
  unmount();

  serveDashboardApi({ 'GET /admin/messages': { body: messagesPage([], { total: 0 }) } });
  renderInPortal(<MessagesPage />, { url: '/messages?status=failed', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(await screen.findByText('இந்த வடிகட்டிகளுக்குப் பொருந்தும் செய்திகள் எதுவும் இல்லை.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('0 செய்திகள்');
});

test('in Tamil, the message drawer: its heading and labels', async () => {
  const user = userEvent.setup();
  serveDashboardApi();
  renderInPortal(<MessagesPage />, { url: '/messages', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  await user.click(await screen.findByRole('button', { name: 'விவரங்கள்' }));
  const drawer = await screen.findByRole('dialog', { name: 'parent@example.org-க்கு அனுப்பிய செய்தி' });
  expect(within(drawer).getByText('யாருக்கு')).toBeInTheDocument();
  expect(within(drawer).getByRole('heading', { name: 'முயற்சிகள்' })).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'மூடு' })).toBeInTheDocument();
});
