import { screen, within } from '@testing-library/react';
import type { Collections } from 'shared/domain/payments/receipts-answers';
import type { Language } from 'shared/i18n/languages';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { asSignedInSpeaking, servePaymentsApi } from '../../../testing/paymentsApi';
import { CollectionsView } from './CollectionsView';

// The Collections (cash-up) sheet in Hindi and Tamil (issue 63).

const WORDS = {
  'hi-IN': {
    title: 'वसूली',
    columns: ['दिन', 'स्टाफ़ सदस्य', 'रसीदें', 'राशि'],
    buttons: ['प्रिंट करें', 'CSV निर्यात करें'],
    // Hindi counts 1 as one: 'रसीद'.
    outsideOne: 'आपके केंद्रों के बाहर आपके द्वारा जारी 1 रसीद: ₹300',
    outsideMany: 'आपके केंद्रों के बाहर आपके द्वारा जारी 1,23,456 रसीदें: ₹600',
    total: 'कुल',
    empty: 'इन दिनों में कोई रसीद जारी नहीं की गई।',
  },
  'ta-IN': {
    title: 'வசூல்',
    columns: ['நாள்', 'பணியாளர்', 'ரசீதுகள்', 'தொகை'],
    buttons: ['அச்சிடு', 'CSV ஏற்றுமதி'],
    outsideOne: 'உங்கள் மையங்களுக்கு வெளியே நீங்கள் வழங்கிய 1 ரசீது: ₹300',
    outsideMany: 'உங்கள் மையங்களுக்கு வெளியே நீங்கள் வழங்கிய 1,23,456 ரசீதுகள்: ₹600',
    total: 'மொத்தம்',
    empty: 'இந்த நாட்களில் எந்த ரசீதும் வழங்கப்படவில்லை.',
  },
} satisfies Record<Exclude<Language, 'en-IN'>, unknown>;

const collections = (outside: { count: number; amount: number } | null, rows = true): Collections => ({
  data: rows ? [{ day: '2026-11-27', staffEmail: 'staff@example.org', count: 2, amount: 800, byMethod: {} }] : [],
  totalCount: rows ? 2 : 0,
  totalAmount: rows ? 800 : 0,
  outsideYourCentres: outside,
});

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  const portal = () => asSignedInSpeaking(language as Language, 'staff', '/payments?view=collections&from=2026-11-27&to=2026-11-27');

  test('the sheet: its title, columns, buttons, the receipts outside your centres counted, and the total', async () => {
    servePaymentsApi({ 'GET /admin/payments/collections': { body: collections({ count: 123456, amount: 600 }) } });
    renderInPortal(<CollectionsView />, await portal());
    expect(screen.getByRole('heading', { name: words.title })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: words.title });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(words.columns);
    // Export CSV once the portal's settings say it is on.
    for (const name of words.buttons) expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    expect(await screen.findByTestId('collections-outside')).toHaveTextContent(new RegExp(`^${words.outsideMany}$`));
    expect(screen.getByTestId('collections-total')).toHaveTextContent(words.total);
  });

  test("one receipt outside your centres is counted in the language's singular", async () => {
    servePaymentsApi({ 'GET /admin/payments/collections': { body: collections({ count: 1, amount: 300 }) } });
    renderInPortal(<CollectionsView />, await portal());
    expect(await screen.findByTestId('collections-outside')).toHaveTextContent(new RegExp(`^${words.outsideOne}$`));
  });

  test('days without receipts say so', async () => {
    servePaymentsApi({ 'GET /admin/payments/collections': { body: collections(null, false) } });
    renderInPortal(<CollectionsView />, await portal());
    expect(await screen.findByText(words.empty)).toBeInTheDocument();
  });
});
