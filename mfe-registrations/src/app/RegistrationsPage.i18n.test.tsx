import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared/i18n/languages';
import { serveApi } from 'shared/testing/apiServer';
import { testRegistration } from 'shared/testing/registration';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../locales/catalogues';
import { RegistrationsPage } from './RegistrationsPage';

// The list screen in Hindi and Tamil: its words, its counts in the language's plural and in Indian
// grouping, and the dialogs and menus it opens.

const WORDS = {
  'hi-IN': {
    heading: 'पंजीकरण',
    subtitle: 'कुल 1,23,456 पंजीकरणों का प्रबंधन करें',
    filteredSubtitle: '1,23,456 पंजीकरणों में से 12 दिखाए जा रहे हैं',
    columns: ['पंजीकरण आईडी', 'नाम', 'संपर्क', 'स्कूल', 'कक्षा', 'कैडर', 'स्तर', 'भुगतान', 'स्थिति', 'कार्रवाइयाँ'],
    search: 'पंजीकरण खोजें',
    removeChip: 'फ़िल्टर हटाएँ: भुगतान की स्थिति: लंबित',
    filtersActive: 'फ़िल्टर (सक्रिय)',
    filtersDialog: 'फ़िल्टर',
    applyFilters: 'फ़िल्टर लागू करें',
    cancel: 'रद्द करें',
    selectRow: 'REG-1 चुनें',
    selected: 'बल्क कार्रवाई के लिए 1 पंजीकरण चुना गया।',
    selectAll: 'मेल खाने वाले सभी 12 चुनें',
    bulk: 'बल्क कार्रवाइयाँ',
    bulkFor: '1 पंजीकरण के लिए',
    markDuplicate: 'डुप्लिकेट चिह्नित करें',
    confirmTitle: '1 पंजीकरण को डुप्लिकेट चिह्नित करें?',
    apply: 'लागू करें',
    columnsButton: 'कॉलम',
    showSchool: 'स्कूल दिखाएँ',
    views: 'व्यू',
    saveCurrent: 'मौजूदा व्यू सहेजें...',
    saveDialog: 'व्यू सहेजें',
    viewName: 'व्यू का नाम',
    density: 'पंक्तियों की सघनता',
    pages: 'पंजीकरण के पेज',
    range: '1,23,456 में से 1–50',
    std: '5वीं',
    cadre: 'जूनियर स्तर',
    // Every class, 1st to 12th: one message whose forms come from the language's ordinal rules.
    classes: ['1ली', '2री', '3री', '4थी', '5वीं', '6ठी', '7वीं', '8वीं', '9वीं', '10वीं', '11वीं', '12वीं'],
    kidsCadre: 'किड्स स्तर',
  },
  'ta-IN': {
    heading: 'பதிவுகள்',
    subtitle: 'மொத்தம் 1,23,456 பதிவுகளை நிர்வகிக்கவும்',
    filteredSubtitle: '1,23,456 பதிவுகளில் 12 காட்டப்படுகின்றன',
    columns: ['பதிவு ஐடி', 'பெயர்', 'தொடர்பு', 'பள்ளி', 'வகுப்பு', 'பிரிவு', 'படிநிலை', 'கட்டணம்', 'நிலை', 'செயல்கள்'],
    search: 'பதிவுகளைத் தேடு',
    removeChip: 'வடிகட்டியை நீக்கு: கட்டண நிலை: நிலுவையில்',
    filtersActive: 'வடிகட்டிகள் (செயலில்)',
    filtersDialog: 'வடிகட்டிகள்',
    applyFilters: 'வடிகட்டிகளைச் செயல்படுத்து',
    cancel: 'ரத்துசெய்',
    selectRow: 'தேர்ந்தெடு: REG-1',
    selected: 'மொத்தச் செயல்களுக்கு 1 பதிவு தேர்ந்தெடுக்கப்பட்டது.',
    selectAll: 'பொருந்தும் 12 அனைத்தையும் தேர்ந்தெடு',
    bulk: 'மொத்தச் செயல்கள்',
    bulkFor: '1 பதிவுக்கு',
    markDuplicate: 'நகல் எனக் குறி',
    confirmTitle: '1 பதிவை நகல் எனக் குறிக்கவா?',
    apply: 'செயல்படுத்து',
    columnsButton: 'நெடுவரிசைகள்',
    showSchool: 'காட்டு: பள்ளி',
    views: 'காட்சிகள்',
    saveCurrent: 'தற்போதைய காட்சியைச் சேமி...',
    saveDialog: 'காட்சியைச் சேமி',
    viewName: 'காட்சியின் பெயர்',
    density: 'வரிசை அடர்த்தி',
    pages: 'பதிவுப் பக்கங்கள்',
    range: '1–50, மொத்தம் 1,23,456',
    std: '5ஆம்',
    cadre: 'ஜூனியர் படிநிலை',
    classes: ['1ஆம்', '2ஆம்', '3ஆம்', '4ஆம்', '5ஆம்', '6ஆம்', '7ஆம்', '8ஆம்', '9ஆம்', '10ஆம்', '11ஆம்', '12ஆம்'],
    kidsCadre: 'கிட்ஸ் படிநிலை',
  },
} satisfies Partial<Record<Language, unknown>>;

function serveList() {
  const rows = [testRegistration({ registrationId: 'REG-1', name: 'Asha Rao', gender: 'female' })];
  serveApi({
    'ALL /admin/stats': { body: { totalRegistrations: 123456 } },
    'ALL /admin/registrations': { body: { data: rows } },
    'ALL /admin/registrations/count': ({ query }) => ({ body: { total: query.paymentStatus ? 12 : 123456 } }),
    'ALL /admin/registrations/centers': { body: { centers: [{ code: 'DLH01', name: 'Delhi', city: 'Delhi' }], allCenters: false } },
    'GET /admin/registration-views': { body: { data: [], defaultViewId: null } },
    'ALL /admin/*': { status: 404, body: { message: 'Not found' } },
  });
}

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  test('the list: heading, a count in Indian grouping and the plural, columns, filters, selection and the Bulk Actions confirmation', async () => {
    serveList();
    const user = userEvent.setup();
    const i18n = await i18nIn(moduleCatalogues, language as Language);
    renderInPortal(<RegistrationsPage />, { url: '/registrations?paymentStatus=pending', route: '/registrations', claims: { role: 'admin' }, i18n });

    expect(screen.getByRole('heading', { name: words.heading })).toBeInTheDocument();
    expect(await screen.findByText(words.filteredSubtitle)).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: words.heading });
    for (const column of words.columns) expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: words.search })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.removeChip })).toBeInTheDocument();
    // The row's class and cadre in the language ('5th', 'Junior Level' stored); its level is a name, as stored.
    const row = within(table).getByRole('row', { name: /Asha Rao/ });
    expect(within(row).getByText(words.std)).toBeInTheDocument();
    expect(within(row).getByText(words.cadre)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: words.filtersActive }));
    const filters = await screen.findByRole('dialog', { name: words.filtersDialog });
    for (const className of words.classes) expect(within(filters).getByRole('button', { name: className })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: words.kidsCadre })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'BUD' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: words.applyFilters })).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: words.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(table).getByRole('checkbox', { name: words.selectRow }));
    expect(screen.getByText(words.selected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.selectAll })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.bulk }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent(words.bulkFor);
    await user.click(within(menu).getByRole('menuitem', { name: words.markDuplicate }));
    const confirm = await screen.findByRole('dialog', { name: words.confirmTitle });
    expect(within(confirm).getByRole('button', { name: words.apply })).toBeEnabled();
    await user.click(within(confirm).getByRole('button', { name: words.cancel }));
  });

  test('without a filter: the count of every registration, the pages, the Columns choice and the Save view dialog', async () => {
    serveList();
    const user = userEvent.setup();
    const i18n = await i18nIn(moduleCatalogues, language as Language);
    renderInPortal(<RegistrationsPage />, { url: '/registrations', route: '/registrations', claims: { role: 'admin' }, i18n });
    await screen.findByRole('grid', { name: words.heading });
    expect(await screen.findByText(words.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: words.pages })).toHaveTextContent(words.range);
    expect(screen.getByRole('group', { name: words.density })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: words.columnsButton }));
    const columns = await screen.findByRole('dialog', { name: words.columnsButton });
    expect(within(columns).getByRole('checkbox', { name: words.showSchool })).toBeChecked();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: words.views }));
    await user.click(await screen.findByRole('menuitem', { name: words.saveCurrent }));
    const save = await screen.findByRole('dialog', { name: words.saveDialog });
    expect(within(save).getByRole('textbox', { name: words.viewName })).toBeInTheDocument();
  });
});
