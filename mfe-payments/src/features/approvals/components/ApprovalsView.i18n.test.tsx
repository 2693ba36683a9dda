import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared/i18n/languages';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { waitingActiveAndDisqualified } from '../../../testing/approvals';
import { asSignedInSpeaking, servePaymentsApi } from '../../../testing/paymentsApi';
import { ApprovalsView } from './ApprovalsView';

// The Approvals view, its Approve question and its Reject question in Hindi and Tamil (issue 63).

const WORDS = {
  'hi-IN': {
    title: 'अनुमोदन',
    columns: ['अनुरोध', 'पंजीकरण', 'राशि', 'टिप्पणी', 'निर्णय'],
    waiting: '1,23,456 प्रतीक्षा में',
    approveNamed: 'अयोग्य घोषित पंजीकरण का भुगतान PAY-ABACUS-000002 अनुमोदित करें',
    approveQuestion: 'पुष्टि अनुमोदित करें?',
    approveText: 'Aarav Sharma (REG-000002) से ₹5,000, भुगतान PAY-ABACUS-000002, staff@example.org द्वारा अनुरोध किया गया।',
    approveButton: 'अयोग्य घोषित पंजीकरण का भुगतान अनुमोदित करें',
    approved: 'पुष्टि अनुमोदित',
    reject: 'PAY-ABACUS-000001 अस्वीकार करें',
    rejectQuestion: 'पुष्टि अस्वीकार करें?',
    rejectText: 'Aarav Sharma (REG-000001) की ₹5,000 की राशि लंबित रहेगी; टिप्पणी इसके साथ रखी जाएगी।',
    why: 'इसे क्यों अस्वीकार किया जा रहा है?',
    rejectButton: 'अस्वीकार करें',
    rejected: 'पुष्टि अस्वीकृत',
    waitingForAdmin: 'एडमिन की प्रतीक्षा में',
  },
  'ta-IN': {
    title: 'ஒப்புதல்கள்',
    columns: ['கோரப்பட்டது', 'பதிவு', 'தொகை', 'குறிப்பு', 'முடிவு'],
    waiting: '1,23,456 காத்திருக்கின்றன',
    approveNamed: 'தகுதிநீக்கம் செய்யப்பட்ட பதிவின் கட்டணம் PAY-ABACUS-000002 க்கு ஒப்புதல் அளி',
    approveQuestion: 'உறுதிப்படுத்தலுக்கு ஒப்புதல் அளிக்கவா?',
    approveText: 'Aarav Sharma (REG-000002) அவர்களிடமிருந்து ₹5,000, கட்டணம் PAY-ABACUS-000002, கோரியவர் staff@example.org.',
    approveButton: 'தகுதிநீக்கம் செய்யப்பட்ட பதிவின் கட்டணத்துக்கு ஒப்புதல் அளி',
    approved: 'உறுதிப்படுத்தலுக்கு ஒப்புதல் அளிக்கப்பட்டது',
    reject: 'PAY-ABACUS-000001 ஐ நிராகரி',
    rejectQuestion: 'உறுதிப்படுத்தலை நிராகரிக்கவா?',
    rejectText: 'Aarav Sharma (REG-000001) அவர்களின் ₹5,000 தொகை நிலுவையிலேயே இருக்கும்; குறிப்பு அதனுடன் வைக்கப்படும்.',
    why: 'இது ஏன் நிராகரிக்கப்படுகிறது?',
    rejectButton: 'நிராகரி',
    rejected: 'உறுதிப்படுத்தல் நிராகரிக்கப்பட்டது',
    waitingForAdmin: 'நிர்வாகிக்காகக் காத்திருக்கிறது',
  },
} satisfies Record<Exclude<Language, 'en-IN'>, unknown>;

beforeEach(() => {
  const { active, disqualified } = waitingActiveAndDisqualified();
  const receipt = { number: 'MAB/2627/000001', issuedAt: '2026-11-27T06:00:00.000Z', issuedBy: 'admin@example.org' };
  servePaymentsApi({
    'GET /admin/payments/approvals': { body: { data: [active, disqualified], total: 123456 } },
    'POST /admin/registrations/:registrationId/approval': { body: { ...active, payment: { ...active.payment, status: 'success', approval: null, receipt } } },
  });
});

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  const portal = (role: 'admin' | 'staff' = 'admin') => asSignedInSpeaking(language as Language, role, '/payments?view=approvals');

  test('the list: its title, columns and count grouped the Indian way', async () => {
    renderInPortal(<ApprovalsView canDecide />, await portal());
    const table = await screen.findByRole('table', { name: words.title });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(words.columns);
    expect(await screen.findByText(words.waiting)).toBeInTheDocument();
  });

  test('someone who cannot decide is told who does', async () => {
    renderInPortal(<ApprovalsView canDecide={false} />, await portal('staff'));
    expect(await screen.findAllByText(words.waitingForAdmin)).toHaveLength(2);
  });

  test("the Approve question names the payment's status and says what approving does", async () => {
    const user = userEvent.setup();
    renderInPortal(<ApprovalsView canDecide />, await portal());
    await user.click(await screen.findByRole('button', { name: words.approveNamed }));
    const dialog = await screen.findByRole('dialog', { name: words.approveQuestion });
    expect(dialog).toHaveTextContent(words.approveText);
    await user.click(within(dialog).getByRole('button', { name: words.approveButton }));
    expect(await screen.findByText(words.approved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('the Reject question asks why, and says it is done', async () => {
    const user = userEvent.setup();
    renderInPortal(<ApprovalsView canDecide />, await portal());
    await user.click(await screen.findByRole('button', { name: words.reject }));
    const dialog = await screen.findByRole('dialog', { name: words.rejectQuestion });
    expect(dialog).toHaveTextContent(words.rejectText);
    await user.type(within(dialog).getByRole('textbox', { name: words.why }), 'No slip was found at the counter.');
    await user.click(within(dialog).getByRole('button', { name: words.rejectButton }));
    expect(await screen.findByText(words.rejected)).toBeInTheDocument();
  });
});
