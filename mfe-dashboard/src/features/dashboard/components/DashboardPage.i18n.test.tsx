import { screen, within } from '@testing-library/react';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { serveDashboardApi, STATS, TRENDS } from '../../../testing/dashboardApi';
import { DashboardPage } from './DashboardPage';

afterEach(() => jest.restoreAllMocks());

const card = (title: string) => screen.getByRole('region', { name: title });

test('in Hindi: the heading, the KPI cards with Indian digit grouping and their plurals, the charts and the quick actions', async () => {
  serveDashboardApi();
  renderInPortal(<DashboardPage />, { url: '/dashboard', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  expect(screen.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'पंजीकरण प्रबंधित करें' })).toHaveAttribute('href', '/registrations');
  await screen.findByTestId('total-registrations');
  expect(within(card('कुल पंजीकरण')).getByText('12,34,567')).toBeInTheDocument();
  expect(within(card('कुल पंजीकरण')).getByText('अब तक के कुल प्रतिभागी')).toBeInTheDocument();
  expect(within(card('कुल पंजीकरण')).getByText('पिछले 7 दिनों में +126')).toBeInTheDocument();
  expect(within(card('सफल भुगतान')).getByText('1,00,000')).toBeInTheDocument();
  expect(within(card('समस्याएँ')).getByText('12 अयोग्य घोषित, 1,005 डुप्लिकेट')).toBeInTheDocument();
  // Every card is named by its own title (the ids no longer come from English words).
  const titleIds = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
  expect(new Set(titleIds).size).toBe(titleIds.length);
  expect(await screen.findByRole('table', { name: /^प्रतिदिन पंजीकरण: पिछले 21 दिनों में 231 पंजीकरण, / })).toBeInTheDocument();
  const cadres = screen.getByRole('table', { name: /^कैडर के अनुसार पंजीकरण/ });
  expect(within(cadres).getByRole('columnheader', { name: 'कैडर' })).toBeInTheDocument();
  expect(within(card('त्वरित कार्रवाइयाँ')).getByRole('link', { name: 'ऑफ़लाइन भुगतान की पुष्टि करें' })).toHaveAttribute('href', '/payments');
  expect(within(card('हालिया गतिविधि')).getByRole('link', { name: 'सभी देखें' })).toHaveAttribute('href', '/audit');
});

test('in Tamil: the heading, the KPI cards with their plurals, and a chart of one day in the singular', async () => {
  serveDashboardApi({
    'GET /admin/stats': { body: { ...STATS, totalDisqualified: 1, totalDuplicates: 123456 } },
    'GET /admin/dashboard/trends': { body: { ...TRENDS, registrationsPerDay: [{ day: '2026-05-31', registrations: 1 }] } },
  });
  renderInPortal(<DashboardPage />, { url: '/dashboard', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  expect(screen.getByRole('heading', { level: 1, name: 'முகப்புப் பலகை' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'விரைவுக் கட்டணத் தேடல்' })).toHaveAttribute('href', '/payments');
  await screen.findByTestId('total-registrations');
  expect(within(card('மொத்தப் பதிவுகள்')).getByText('12,34,567')).toBeInTheDocument();
  expect(within(card('சிக்கல்கள்')).getByText('1 தகுதிநீக்கம் செய்யப்பட்டது, 1,23,456 நகல்கள்')).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: /^நாள்தோறும் பதிவுகள்: கடந்த 1 நாளில் 1 பதிவு, / })).toBeInTheDocument();
  const payments = screen.getByRole('table', { name: /^நிலை மற்றும் முறை வாரியாகக் கட்டணங்கள்/ });
  expect(within(payments).getByRole('columnheader', { name: 'மொத்தம்' })).toBeInTheDocument();
  expect(within(card('விரைவுச் செயல்கள்')).getByRole('link', { name: 'பதிவுத் தரவை ஏற்றுமதி செய்' })).toBeInTheDocument();
});

test('in Hindi, no activity yet says so', async () => {
  serveDashboardApi({ 'GET /admin/activity': { body: { data: [], total: 0 } } });
  renderInPortal(<DashboardPage />, { url: '/dashboard', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  expect(await within(await screen.findByRole('region', { name: 'हालिया गतिविधि' })).findByText('कोई हालिया गतिविधि नहीं')).toBeInTheDocument();
});
