import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared/i18n/languages';
import { serveApi } from 'shared/testing/apiServer';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { bulkJob } from '../../../testing/bulkJob';
import type { BulkScope } from '../hooks/useBulkSelection';
import { BulkActions } from './BulkActions';

// Bulk Actions in Hindi and Tamil: the menu, the confirmation counted in the plural, the reason's
// dialog for many, and the job's progress.

const WORDS = {
  'hi-IN': {
    bulk: 'बल्क कार्रवाइयाँ',
    forThree: '3 पंजीकरणों के लिए',
    confirmPayment: 'भुगतान की पुष्टि करें',
    confirmTitle: '3 पंजीकरणों के भुगतान की पुष्टि करें?',
    apply: 'लागू करें',
    progress: 'बल्क कार्रवाई की प्रगति',
    bar: '‘भुगतान की पुष्टि’ की प्रगति',
    headline: '‘भुगतान की पुष्टि’: 3 में से 1',
    soFar: 'अब तक 1 अपडेट किए गए, 0 छोड़े गए। आप काम जारी रख सकते हैं।',
    cancelJob: 'बल्क कार्रवाई रद्द करें',
    disqualify: 'अयोग्य घोषित करें...',
    disqualifyTitle: 'पंजीकरण को अयोग्य घोषित करें?',
    oneReason: '1 पंजीकरण, सभी के लिए एक ही कारण।',
    totalChanged: 'आपके देखने के बाद मेल खाने वाले पंजीकरणों की संख्या बदल गई है। कृपया सूची जाँचें और फिर से कोशिश करें।',
  },
  'ta-IN': {
    bulk: 'மொத்தச் செயல்கள்',
    forThree: '3 பதிவுகளுக்கு',
    confirmPayment: 'கட்டணத்தை உறுதிப்படுத்து',
    confirmTitle: '3 பதிவுகளின் கட்டணத்தை உறுதிப்படுத்தவா?',
    apply: 'செயல்படுத்து',
    progress: 'மொத்தச் செயல் முன்னேற்றம்',
    bar: '‘கட்டண உறுதிப்படுத்தல்’ முன்னேற்றம்',
    headline: '‘கட்டண உறுதிப்படுத்தல்’: 1 / 3',
    soFar: 'இதுவரை 1 புதுப்பிக்கப்பட்டன, 0 தவிர்க்கப்பட்டன. நீங்கள் தொடர்ந்து பணியாற்றலாம்.',
    cancelJob: 'மொத்தச் செயலை ரத்துசெய்',
    disqualify: 'தகுதிநீக்கம் செய்...',
    disqualifyTitle: 'பதிவைத் தகுதிநீக்கம் செய்யவா?',
    oneReason: '1 பதிவு, அனைத்திற்கும் ஒரே காரணம்.',
    totalChanged: 'நீங்கள் பார்த்த பிறகு பொருந்தும் பதிவுகளின் எண்ணிக்கை மாறியுள்ளது. பட்டியலைச் சரிபார்த்து மீண்டும் முயலவும்.',
  },
} satisfies Partial<Record<Language, unknown>>;

const RUNNING = bulkJob({ status: 'running', done: 1, updated: 1 });

async function renderBulkActions(language: Language, scope: BulkScope) {
  sessionStorage.clear();
  serveApi({
    'POST /admin/registrations/bulk': { status: 202, body: { ...RUNNING, status: 'queued', done: 0, updated: 0 } },
    'ALL /admin/jobs/job-1': { body: RUNNING },
  });
  const i18n = await i18nIn(moduleCatalogues, language);
  renderInPortal(<BulkActions role="admin" scope={scope} filters={{}} onDone={jest.fn()} />, { claims: { role: 'admin' }, i18n });
}

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  test('three rows: the menu and the confirmation count them in the plural; the job then shows its progress', async () => {
    const user = userEvent.setup();
    await renderBulkActions(language as Language, { kind: 'ids', ids: ['REG-1', 'REG-2', 'REG-3'] });
    await user.click(screen.getByRole('button', { name: words.bulk }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent(words.forThree);
    await user.click(within(menu).getByRole('menuitem', { name: words.confirmPayment }));
    const confirm = await screen.findByRole('dialog', { name: words.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: words.apply }));

    const panel = await screen.findByRole('region', { name: words.progress });
    expect(await within(panel).findByRole('progressbar', { name: words.bar })).toBeInTheDocument();
    expect(await within(panel).findByText(words.headline)).toBeInTheDocument();
    expect(within(panel).getByText(words.soFar)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: words.cancelJob })).toBeInTheDocument();
  });

  test("one row: the reason's dialog names one registration", async () => {
    const user = userEvent.setup();
    await renderBulkActions(language as Language, { kind: 'ids', ids: ['REG-1'] });
    await user.click(screen.getByRole('button', { name: words.bulk }));
    await user.click(await screen.findByRole('menuitem', { name: words.disqualify }));
    const dialog = await screen.findByRole('dialog', { name: words.disqualifyTitle });
    expect(within(dialog).getByText(words.oneReason)).toBeInTheDocument();
  });

  test("a refused start says the API's refusal in the language, by its code", async () => {
    const user = userEvent.setup();
    await renderBulkActions(language as Language, { kind: 'ids', ids: ['REG-1', 'REG-2', 'REG-3'] });
    serveApi({
      'POST /admin/registrations/bulk': { status: 409, body: { code: 'bulk-total-changed', message: '4 registrations match, not 3', total: 4 } },
    });
    await user.click(screen.getByRole('button', { name: words.bulk }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: words.confirmPayment }));
    await user.click(within(await screen.findByRole('dialog', { name: words.confirmTitle })).getByRole('button', { name: words.apply }));
    expect(await screen.findByText(words.totalChanged)).toBeInTheDocument();
  });
});
