import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseCsv } from 'shared/domain/common/csv';
import type { Settlement, StatementDetail, StatementLine } from 'shared/domain/payments/reconciliation-answers';
import { BUILT_IN_PRESETS } from 'shared/domain/payments/statement-layouts';
import type { Language } from 'shared/i18n/languages';
import { serveApi } from 'shared/testing/apiServer';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { asSignedInSpeaking } from '../../../testing/paymentsApi';
import { ReconciliationView } from './ReconciliationView';

// The Reconciliation view in Hindi and Tamil (issue 63): the upload and its mapping step, the
// settlements and their payments, a statement's outcomes and lines, and matching a line by hand.

const WORDS = {
  'hi-IN': {
    upload: 'बैंक विवरण अपलोड करें',
    file: 'बैंक विवरण फ़ाइल',
    fields: ['स्रोत', 'प्रीसेट'],
    uploadButton: 'अपलोड करें और मिलान करें',
    mapping: 'कॉलम मैप करें',
    dateColumn: 'तारीख कॉलम',
    narrationColumn: 'विवरण कॉलम',
    creditColumn: 'क्रेडिट कॉलम',
    debitColumn: 'डेबिट कॉलम',
    preview: 'पूर्वावलोकन: 2 क्रेडिट पंक्तियाँ, 1 डेबिट या खाली पंक्ति छोड़ी गई (पहली पंक्तियों में से)',
    previewTable: 'बैंक विवरण का पूर्वावलोकन',
    out: '₹500 निकासी',
    settlements: 'निपटान',
    settlementColumns: ['निपटान', 'UTR', 'भुगतान', 'सकल', 'शुल्क', 'कर', 'अपेक्षित शुद्ध राशि', 'बैंक क्रेडिट', 'अंतर', 'स्थिति'],
    notCredited: 'अभी किसी बैंक विवरण में नहीं',
    follow: 'निपटान setl_RZ0000000002 के भुगतान',
    credit: 'अपेक्षित शुद्ध राशि ₹389.12; बैंक क्रेडिट ₹389 (पंक्ति 7)।',
    paymentsTable: 'निपटान के भुगतान',
    paymentColumns: ['पंक्ति', 'भुगतान', 'राशि', 'शुल्क', 'कर'],
    close: 'बंद करें',
    facts: /^1,23,456 पंक्तियाँ, admin@example\.org द्वारा .+ को अपलोड; 1 डेबिट या खाली पंक्ति छोड़ी गई$/,
    outcomes: 'परिणाम',
    tabs: ['मिलान हुआ', 'बेमेल', 'डुप्लिकेट', 'बिना मिलान', 'दिखा, पर लंबित', 'पुष्टि हुई, पर दिखा नहीं'],
    lines: 'पंक्तियाँ',
    lineColumns: ['पंक्ति', 'तारीख', 'संदर्भ', 'राशि', 'भुगतान', 'कारण', 'कार्रवाइयाँ'],
    noRegistration: 'कोई पंजीकरण नहीं मिला',
    matchRow: 'पंक्ति 4 का हाथ से मिलान करें',
    matchQuestion: 'पंक्ति का हाथ से मिलान करें',
    lineText: 'पंक्ति 4: 07 Apr 2026 को ₹700, BY CASH DEPOSIT',
    who: 'पंजीकरण ID, भुगतान ID या रसीद नंबर',
    reason: 'कारण (कम से कम 10 अक्षर)',
    match: 'मिलान करें',
    cancel: 'रद्द करें',
  },
  'ta-IN': {
    upload: 'அறிக்கையைப் பதிவேற்றவும்',
    file: 'அறிக்கைக் கோப்பு',
    fields: ['மூலம்', 'முன்னமைவு'],
    uploadButton: 'பதிவேற்றிப் பொருத்து',
    mapping: 'நெடுவரிசைகளைப் பொருத்தவும்',
    dateColumn: 'தேதி நெடுவரிசை',
    narrationColumn: 'விளக்க நெடுவரிசை',
    creditColumn: 'வரவு நெடுவரிசை',
    debitColumn: 'பற்று நெடுவரிசை',
    preview: 'முன்னோட்டம்: 2 வரவு வரிகள், 1 பற்று அல்லது வெற்று வரி விடப்பட்டது (முதல் வரிகளில்)',
    previewTable: 'அறிக்கையின் முன்னோட்டம்',
    out: '₹500 பற்று',
    settlements: 'தீர்வுகள்',
    settlementColumns: ['தீர்வு', 'UTR', 'கட்டணங்கள்', 'மொத்தத் தொகை', 'சேவைக் கட்டணங்கள்', 'வரி', 'எதிர்பார்க்கும் நிகரத் தொகை', 'வங்கி வரவு', 'வேறுபாடு', 'நிலை'],
    notCredited: 'இன்னும் எந்த வங்கி அறிக்கையிலும் இல்லை',
    follow: 'தீர்வு setl_RZ0000000002 இன் கட்டணங்கள்',
    credit: 'எதிர்பார்க்கும் நிகரத் தொகை ₹389.12; வங்கி வரவு ₹389 (வரி 7).',
    paymentsTable: 'தீர்வின் கட்டணங்கள்',
    paymentColumns: ['வரி', 'கட்டணம்', 'தொகை', 'சேவைக் கட்டணம்', 'வரி'],
    close: 'மூடு',
    facts: /^1,23,456 வரிகள், admin@example\.org .+ அன்று பதிவேற்றியது; 1 பற்று அல்லது வெற்று வரி விடப்பட்டது$/,
    outcomes: 'முடிவுகள்',
    tabs: ['பொருந்தியவை', 'முரண்பட்டவை', 'நகல்', 'பொருந்தாதவை', 'காணப்பட்டது, ஆனால் நிலுவையில்', 'உறுதிப்படுத்தப்பட்டது, காணப்படவில்லை'],
    lines: 'வரிகள்',
    lineColumns: ['வரி', 'தேதி', 'குறிப்பு எண்', 'தொகை', 'கட்டணம்', 'காரணம்', 'செயல்கள்'],
    noRegistration: 'எந்தப் பதிவும் கிடைக்கவில்லை',
    matchRow: 'வரி 4 ஐக் கைமுறையாகப் பொருத்து',
    matchQuestion: 'வரியைக் கைமுறையாகப் பொருத்து',
    lineText: 'வரி 4: 07 Apr 2026 அன்று ₹700, BY CASH DEPOSIT',
    who: 'பதிவு ID, கட்டண ID அல்லது ரசீது எண்',
    reason: 'காரணம் (குறைந்தது 10 எழுத்துகள்)',
    match: 'பொருத்து',
    cancel: 'ரத்துசெய்',
  },
} satisfies Record<Exclude<Language, 'en-IN'>, unknown>;

const statement: StatementDetail = {
  ...{ id: '5d1c5a52-3f4e-4a43-9a55-3c1f0c7b8c11', name: 'HDFC April', source: 'bank', from: '2026-04-07', to: '2026-04-07' },
  ...{ uploadedAt: '2026-04-08T05:00:00.000Z', uploadedBy: 'admin@example.org', mapping: { date: 'Txn Date', amount: 'Deposit' }, preset: null },
  ...{ lines: 123456, matched: 1, mismatched: 1, duplicates: 0, unmatched: 1, ignoredLines: 1 },
  ...{ confirmedNotSeen: 2, confirmedNotSeenAmount: 800, seenButPending: 0, seenButPendingAmount: 0 },
  totals: { matched: 600, mismatched: 450, duplicate: 0, unmatched: 700, outgoing: 0 },
};

const unmatchedLine: StatementLine = {
  ...{ line: 4, date: '2026-04-07', reference: '', description: 'BY CASH DEPOSIT', amount: 700, fee: null, tax: null },
  ...{ settlementId: null, utr: null, outgoing: false, outcome: 'unmatched', payment: null, manual: null },
  reason: 'No payment ID or merchant transaction ID of a registration in the reference or description',
};

const settlement = (changes: Partial<Settlement>): Settlement => ({
  ...{ settlementId: 'setl_RZ0000000002', utr: 'UTIBR52025070254321', payments: 1, gross: 400, fees: 9.44, tax: 1.44, net: 389.12 },
  ...{ bankLine: { statementId: statement.id, line: 7, amount: 389 }, status: 'short' },
  ...changes,
});

function serve(statements: StatementDetail[]) {
  serveApi({
    'GET /admin/portal-settings': { body: testPortalSettings() },
    'GET /admin/reconciliation/statements': { body: { data: statements } },
    'GET /admin/reconciliation/statements/:id': { body: statement },
    'GET /admin/reconciliation/statements/:id/lines': ({ query }) => ({
      body: { data: query.outcome === 'unmatched' ? [unmatchedLine] : [], nextCursor: null },
    }),
    'GET /admin/reconciliation/statements/:id/confirmed-not-seen': { body: { data: [], nextCursor: null } },
    'GET /admin/reconciliation/presets': { body: { data: [...BUILT_IN_PRESETS] } },
    // A file no preset fits: its lines as they are.
    'POST /admin/reconciliation/preview': ({ body }) => {
      const rows = parseCsv(String(body));
      return { body: { headerLine: 1, header: rows[0] ?? [], rows: rows.slice(1, 21), lines: [], credits: 0, outgoing: 0, problems: [] } };
    },
    'GET /admin/reconciliation/settlements': {
      body: { data: [settlement({}), settlement({ settlementId: 'setl_RZ0000000003', bankLine: null, status: 'missing' })] },
    },
    'GET /admin/reconciliation/settlements/:settlementId/payments': {
      body: {
        data: [
          {
            ...{
              statementId: 'a7c1f0de-5b1e-4c0e-9d7a-2b3c4d5e6f70',
              line: 4,
              date: '2025-07-02',
              reference: 'pay_RZ0003AAA',
              amount: 400,
              fee: 9.44,
              tax: 1.44,
            },
            ...{ outcome: 'matched', registrationId: 'ABACUS-000003', name: 'Kavya Rao', paymentId: 'PAY-RZ-0003' },
          },
        ],
      },
    },
  });
}

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  const portal = () => asSignedInSpeaking(language as Language, 'admin', '/payments?view=reconciliation');

  async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
    await user.click(screen.getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
  }

  test("an unknown bank's file: the upload card and the mapping step, its preview counted in the language", async () => {
    serve([]);
    const user = userEvent.setup();
    renderInPortal(<ReconciliationView />, await portal());
    const card = screen.getByRole('region', { name: words.upload });
    for (const name of words.fields) expect(within(card).getByRole('combobox', { name })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: words.uploadButton })).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText(words.file)).toBeEnabled());
    const csv =
      'Txn Date,Narration,Withdrawal,Deposit\n07/04/2026,BY CASH PAY-ABACUS-000001,,600.00\n07/04/2026,ATM,500,\n07/04/2026,NEFT PAY-ABACUS-000002,,"1,450.50"\n';
    await user.upload(screen.getByLabelText(words.file), new File([csv], 'own-bank.csv', { type: 'text/csv' }));
    const step = await screen.findByRole('region', { name: words.mapping });
    await choose(user, words.dateColumn, 'Txn Date');
    await choose(user, words.narrationColumn, 'Narration');
    await choose(user, words.creditColumn, 'Deposit');
    await choose(user, words.debitColumn, 'Withdrawal');
    expect(await within(step).findByText(words.preview)).toBeInTheDocument();
    expect(within(within(step).getByRole('table', { name: words.previewTable })).getByText(words.out)).toBeInTheDocument();
  });

  test('the settlements, their columns, and the payments of one in its dialog', async () => {
    serve([]);
    const user = userEvent.setup();
    renderInPortal(<ReconciliationView />, await portal());
    const table = await screen.findByRole('table', { name: words.settlements });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(words.settlementColumns);
    expect(await within(table).findByText(words.notCredited)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: words.follow }));
    const dialog = await screen.findByRole('dialog', { name: words.follow });
    expect(dialog).toHaveTextContent(words.credit);
    const payments = within(dialog).getByRole('table', { name: words.paymentsTable });
    expect(
      within(payments)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(words.paymentColumns);
    await user.click(within(dialog).getByRole('button', { name: words.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test("a statement: its lines counted the Indian way, its outcomes, a line's columns, and matching it by hand", async () => {
    serve([statement]);
    const user = userEvent.setup();
    renderInPortal(<ReconciliationView />, await portal());
    expect(await screen.findByText(words.facts)).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: words.outcomes });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.querySelector('span')!.textContent),
    ).toEqual(words.tabs);
    await user.click(within(tabs).getAllByRole('tab')[3]!);
    const lines = await screen.findByRole('table', { name: words.lines });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(words.lineColumns);
    const row = (await within(lines).findByText(unmatchedLine.reason)).closest('tr')!;
    expect(row).toHaveTextContent(words.noRegistration);
    await user.click(within(row).getByRole('button', { name: words.matchRow }));
    const dialog = await screen.findByRole('dialog', { name: words.matchQuestion });
    expect(dialog).toHaveTextContent(words.lineText);
    expect(within(dialog).getByRole('textbox', { name: words.who })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: words.reason })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: words.match })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: words.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
