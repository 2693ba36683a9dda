import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterEntry } from 'shared/domain/payments/receipts-answers';
import type { Language } from 'shared/i18n/languages';
import { serveApi } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { asSignedInSpeaking, registration } from '../../../testing/paymentsApi';
import { receiptEntry } from '../../../testing/receipts';
import { ReceiptsView } from './ReceiptsView';

// The receipt register and its Cancel receipt question in Hindi and Tamil (issue 63).

const entry: RegisterEntry = { ...receiptEntry, copiesPrinted: 3 };

const WORDS = {
  'hi-IN': {
    title: 'रसीदें',
    columns: ['रसीद नंबर', 'जारी', 'पंजीकरण', 'राशि', 'जारीकर्ता', 'स्थिति', 'कार्रवाइयाँ'],
    status: 'जारी3 प्रतियाँ प्रिंट हुईं',
    // Hindi counts 0 as one: 'रसीद', not 'रसीदें'.
    none: '0 रसीद · ₹0 प्राप्त',
    many: '1,23,456 रसीदें · ₹300 प्राप्त · 1 रद्द (₹300)',
    empty: 'इन फ़िल्टरों से कोई रसीद मेल नहीं खाती।',
    cancelRow: 'रसीद MAB/2627/000001 रद्द करें',
    question: 'रसीद रद्द करें?',
    reason: 'कारण (कम से कम 10 अक्षर)',
    keep: 'रद्द करें',
    cancel: 'रसीद रद्द करें',
    done: 'रसीद रद्द की गई',
    pages: ['नई', 'पुरानी'],
    alreadyCancelled: 'यह रसीद पहले ही रद्द की जा चुकी है।',
  },
  'ta-IN': {
    title: 'ரசீதுகள்',
    columns: ['ரசீது எண்', 'வழங்கப்பட்டது', 'பதிவு', 'தொகை', 'வழங்கியவர்', 'நிலை', 'செயல்கள்'],
    status: 'வழங்கப்பட்டது3 நகல்கள் அச்சிடப்பட்டன',
    // Tamil counts 0 as other: 'ரசீதுகள்'.
    none: '0 ரசீதுகள் · ₹0 பெறப்பட்டது',
    many: '1,23,456 ரசீதுகள் · ₹300 பெறப்பட்டது · 1 ரத்துசெய்யப்பட்டது (₹300)',
    empty: 'இந்த வடிகட்டிகளுக்கு எந்த ரசீதும் பொருந்தவில்லை.',
    cancelRow: 'ரசீது MAB/2627/000001 ஐ ரத்துசெய்',
    question: 'ரசீதை ரத்துசெய்யவா?',
    reason: 'காரணம் (குறைந்தது 10 எழுத்துகள்)',
    keep: 'ரத்துசெய்',
    cancel: 'ரசீதை ரத்துசெய்',
    done: 'ரசீது ரத்துசெய்யப்பட்டது',
    pages: ['புதியவை', 'பழையவை'],
    alreadyCancelled: 'இந்த ரசீது ஏற்கெனவே ரத்துசெய்யப்பட்டுவிட்டது.',
  },
} satisfies Record<Exclude<Language, 'en-IN'>, unknown>;

const register = (data: RegisterEntry[], total: number, cancelledCount = 0) => ({
  'GET /admin/receipts': {
    body: { data, total, totalAmount: data.length ? 300 : 0, cancelledCount, cancelledAmount: cancelledCount ? 300 : 0, nextCursor: null },
  },
});

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  const portal = () => asSignedInSpeaking(language as Language, 'admin', '/payments?view=receipts');

  test('the register: its title, columns, a row, its totals grouped the Indian way, its pages', async () => {
    serveApi(register([entry], 123456, 1));
    renderInPortal(<ReceiptsView canCancel />, await portal());
    const table = await screen.findByRole('table', { name: words.title });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(words.columns);
    const row = (await within(table).findByText('MAB/2627/000001')).closest('tr')!;
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent(words.status);
    expect(screen.getByTestId('register-totals')).toHaveTextContent(words.many);
    expect(screen.getAllByRole('button', { name: new RegExp(`^(${words.pages.join('|')})$`) }).map((button) => button.textContent)).toEqual(words.pages);
  });

  test("no receipt: the totals count 0 in the language's own plural, and the list says why it is empty", async () => {
    serveApi(register([], 0));
    renderInPortal(<ReceiptsView canCancel />, await portal());
    expect(await screen.findByText(words.empty)).toBeInTheDocument();
    expect(screen.getByTestId('register-totals')).toHaveTextContent(new RegExp(`^${words.none}$`));
  });

  test('Cancel receipt asks its question in the language, and says it is done', async () => {
    serveApi({
      ...register([entry], 1),
      'POST /admin/registrations/:registrationId/receipt/cancel': { body: registration() },
    });
    const user = userEvent.setup();
    renderInPortal(<ReceiptsView canCancel />, await portal());
    // Clicked without pointing first: pointing swaps the icon for one wrapped in its hint, once fetched.
    fireEvent.click(await screen.findByRole('button', { name: words.cancelRow }));
    const dialog = await screen.findByRole('dialog', { name: words.question });
    expect(within(dialog).getByRole('button', { name: words.keep })).toBeEnabled();
    await user.type(within(dialog).getByRole('textbox', { name: words.reason }), 'The cash was counted short.');
    await user.click(within(dialog).getByRole('button', { name: words.cancel }));
    expect(await screen.findByText(words.done)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test("a refused cancellation says the API's refusal in the language, by its code", async () => {
    serveApi({
      ...register([entry], 1),
      'POST /admin/registrations/:registrationId/receipt/cancel': {
        status: 409,
        body: { code: 'receipt-already-cancelled', message: 'Receipt MAB/2627/000001 is already cancelled' },
      },
    });
    const user = userEvent.setup();
    renderInPortal(<ReceiptsView canCancel />, await portal());
    fireEvent.click(await screen.findByRole('button', { name: words.cancelRow }));
    const dialog = await screen.findByRole('dialog', { name: words.question });
    await user.type(within(dialog).getByRole('textbox', { name: words.reason }), 'The cash was counted short.');
    await user.click(within(dialog).getByRole('button', { name: words.cancel }));
    expect(await screen.findByText(words.alreadyCancelled)).toBeInTheDocument();
  });
});
