import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared/i18n/languages';
import { serveApi } from 'shared/testing/apiServer';
import type { Role } from 'shared/domain/common/enums';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { asSignedInSpeaking, registration, servePaymentsApi, type PaymentsApi } from '../testing/paymentsApi';
import { PaymentManagementPage } from './PaymentManagementPage';

// The Payment Management screen in Hindi and Tamil (issue 63): its heading, views, lookup, result
// card and queue in the person's language, a count in the language's plural and Indian grouping.

const WORDS = {
  'hi-IN': {
    heading: 'भुगतान प्रबंधन',
    views: ['खोज', 'रसीदें', 'अनुमोदन', 'वसूली', 'मिलान'],
    searchBox: 'भुगतान ID या मर्चेंट ट्रांज़ैक्शन ID',
    search: 'खोजें',
    queue: 'पुष्टि की प्रतीक्षा में ऑफ़लाइन भुगतान',
    columns: ['पंजीकृत', 'पंजीकरण ID', 'नाम और स्कूल', 'भुगतान ID', 'राशि', 'कार्रवाई'],
    awaitingMany: '1,23,456 प्रतीक्षा में',
    awaitingOne: '1 प्रतीक्षा में',
    page: 'पेज 1',
    details: 'पंजीकरण का विवरण',
    payment: 'भुगतान की जानकारी',
    pending: 'यह ऑफ़लाइन भुगतान लंबित है। ऊपर दिया गया विवरण देखें और भुगतान प्राप्त हो गया हो तो उसकी पुष्टि करें।',
    confirm: 'भुगतान की पुष्टि करें',
    ready: 'पुष्टि के लिए तैयार',
    notFound: 'ID "PAY-NONE" वाला कोई भुगतान नहीं मिला। कृपया ID जाँचें और फिर से कोशिश करें।',
    adminOnly: 'बैंक विवरणों और निपटान रिपोर्टों के मिलान के लिए एडमिन की अनुमति चाहिए।',
  },
  'ta-IN': {
    heading: 'கட்டண மேலாண்மை',
    views: ['தேடல்', 'ரசீதுகள்', 'ஒப்புதல்கள்', 'வசூல்', 'ஒப்பீடு'],
    searchBox: 'கட்டண ID அல்லது வணிகப் பரிவர்த்தனை ID',
    search: 'தேடு',
    queue: 'உறுதிப்படுத்தலுக்குக் காத்திருக்கும் ஆஃப்லைன் கட்டணங்கள்',
    columns: ['பதிவுசெய்யப்பட்டது', 'பதிவு ID', 'பெயர் மற்றும் பள்ளி', 'கட்டண ID', 'தொகை', 'செயல்'],
    awaitingMany: '1,23,456 காத்திருக்கின்றன',
    awaitingOne: '1 காத்திருக்கிறது',
    page: 'பக்கம் 1',
    details: 'பதிவு விவரங்கள்',
    payment: 'கட்டணத் தகவல்',
    pending: 'இந்த ஆஃப்லைன் கட்டணம் நிலுவையில் உள்ளது. மேலே உள்ள விவரங்களைச் சரிபார்த்து, கட்டணம் பெறப்பட்டிருந்தால் அதை உறுதிப்படுத்தவும்.',
    confirm: 'கட்டணத்தை உறுதிப்படுத்து',
    ready: 'உறுதிப்படுத்தத் தயார்',
    notFound: 'ID "PAY-NONE" உடைய கட்டணம் எதுவும் கிடைக்கவில்லை. ID ஐச் சரிபார்த்து மீண்டும் முயலவும்.',
    adminOnly: 'வங்கி அறிக்கைகளையும் தீர்வு அறிக்கைகளையும் ஒப்பிட நிர்வாகி அனுமதி தேவை.',
  },
} satisfies Record<Exclude<Language, 'en-IN'>, unknown>;

let fake: PaymentsApi;
beforeEach(() => {
  fake = servePaymentsApi();
  fake.registrations = [registration()];
});

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  const portal = (role: Role, url?: string) => asSignedInSpeaking(language as Language, role, url);

  test('the heading, the views, the lookup and the queue, its count grouped the Indian way', async () => {
    serveApi({ 'GET /admin/payments/awaiting-confirmation': { body: { data: [registration()], total: 123456, nextCursor: null } } });
    renderInPortal(<PaymentManagementPage />, await portal('admin'));
    expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    // An admin's five views, once the role is known.
    const views = within(await screen.findByRole('tablist'));
    await waitFor(() => expect(views.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(words.views));
    expect(screen.getByRole('textbox', { name: words.searchBox })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.search })).toBeInTheDocument();
    const queue = screen.getByRole('region', { name: words.queue });
    expect(await within(queue).findByText(words.awaitingMany)).toBeInTheDocument();
    expect(
      within(queue)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(words.columns);
    expect(within(queue).getByText(words.page)).toBeInTheDocument();
  });

  test("one payment awaiting is counted in the language's singular", async () => {
    renderInPortal(<PaymentManagementPage />, await portal('staff'));
    expect(await screen.findByText(words.awaitingOne)).toBeInTheDocument();
  });

  test("a payment looked up: the result card's sections, notice, footer and Confirm Payment", async () => {
    const user = userEvent.setup();
    renderInPortal(<PaymentManagementPage />, await portal('staff'));
    await user.type(await screen.findByRole('textbox', { name: words.searchBox }), 'PAY-ABACUS-000001{Enter}');
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('region', { name: words.details })).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: words.payment })).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent(words.pending);
    expect(within(card).getByText(words.ready)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: words.confirm })).toBeEnabled();
  });

  test('an id nobody has is said not found', async () => {
    const user = userEvent.setup();
    renderInPortal(<PaymentManagementPage />, await portal('staff'));
    await user.type(await screen.findByRole('textbox', { name: words.searchBox }), 'PAY-NONE{Enter}');
    expect(await screen.findByText(words.notFound)).toBeInTheDocument();
  });

  test('staff who open the reconciliation view are told it is an admin’s', async () => {
    renderInPortal(<PaymentManagementPage />, await portal('staff', '/payments?view=reconciliation'));
    expect(await screen.findByText(words.adminOnly)).toBeInTheDocument();
  });
});
