import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from 'shared/i18n/languages';
import { serveApi } from 'shared/testing/apiServer';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { duplicateAuditRoutes } from '../../../testing/duplicateGroup';
import { FINISHED, PREVIEW } from '../../../testing/mergeSuggested';
import { DuplicateAuditOverlay } from './DuplicateAuditOverlay';

// The Duplicate Audit in Hindi and Tamil: its counts, a group, the merge view it opens, and Merge
// suggested from its preview to the job's result.

const WORDS = {
  'hi-IN': {
    title: 'डुप्लिकेट ऑडिट',
    toResolve: 'सुलझाने के लिए 1 समूह',
    close: 'डुप्लिकेट ऑडिट बंद करें',
    unresolvedOnly: 'केवल अनसुलझे',
    group: 'संपर्क 9876543210',
    count: '2 पंजीकरण',
    likeness: 'एक ही नाम',
    idColumn: 'पंजी. आईडी',
    markDuplicate: 'डुप्लिकेट चिह्नित करें',
    merge: 'मिलाएँ…',
    mergeTitle: 'पंजीकरण मिलाएँ',
    keep: 'REG-0000301 रखें',
    summary: 'मिलान से क्या होगा',
    kept: 'REG-0000301 जैसा है वैसा रखा जाएगा।',
    mergedAway: 'REG-0000302 डुप्लिकेट बनकर REG-0000301 में मिल जाएगा; उसकी आईडी और इतिहास बने रहेंगे।',
    mergeInto: 'REG-0000301 में मिलाएँ',
    suggested: 'सुझाए गए मिलाएँ',
    plan: 'मिलाने के लिए 2 समूह (3 पंजीकरण मिला दिए जाएँगे), 1 छोड़े गए',
    groupsToMerge: 'मिलाए जाने वाले समूह',
    keepGroup: 'REG-0000401 रखें',
    mergeIntoIt: 'इसमें मिलाएँ: REG-0000402, REG-0000403',
    mergeGroups: '2 समूह मिलाएँ',
    progress: 'बल्क कार्रवाई की प्रगति',
    finished: '‘सुझाए गए पंजीकरण मिलाना’ की कार्रवाई पूरी हुई',
    result: '2 मिलाए गए, 1 छोड़े गए: Two of these registrations are paid: cancel one receipt first',
    showSkipped: 'छोड़ी गई पंक्तियाँ दिखाएँ',
    whySkipped: 'छोड़ने का कारण',
  },
  'ta-IN': {
    title: 'நகல் தணிக்கை',
    toResolve: 'தீர்க்க வேண்டிய 1 குழு',
    close: 'நகல் தணிக்கையை மூடு',
    unresolvedOnly: 'தீர்க்கப்படாதவை மட்டும்',
    group: 'தொடர்பு 9876543210',
    count: '2 பதிவுகள்',
    likeness: 'ஒரே பெயர்',
    idColumn: 'பதிவு ஐடி',
    markDuplicate: 'நகல் எனக் குறி',
    merge: 'இணை…',
    mergeTitle: 'பதிவுகளை இணை',
    keep: 'வைத்திரு: REG-0000301',
    summary: 'இணைப்பு என்ன செய்யும்',
    kept: 'REG-0000301 அப்படியே வைக்கப்படும்.',
    mergedAway: 'REG-0000302 நகலாகி REG-0000301 பதிவுடன் இணைக்கப்படும்; அதன் ஐடியும் வரலாறும் அப்படியே இருக்கும்.',
    mergeInto: 'REG-0000301 பதிவுடன் இணை',
    suggested: 'பரிந்துரைத்தவற்றை இணை',
    plan: 'இணைக்க 2 குழுக்கள் (3 பதிவுகள் இணைக்கப்படும்), 1 தவிர்க்கப்பட்டன',
    groupsToMerge: 'இணைக்க வேண்டிய குழுக்கள்',
    keepGroup: 'வைத்திரு: REG-0000401',
    mergeIntoIt: 'இதனுடன் இணைக்க: REG-0000402, REG-0000403',
    mergeGroups: '2 குழுக்களை இணை',
    progress: 'மொத்தச் செயல் முன்னேற்றம்',
    finished: '‘பரிந்துரைத்தவற்றை இணைத்தல்’ செயல் முடிந்தது',
    result: '2 இணைக்கப்பட்டன, 1 தவிர்க்கப்பட்டன: Two of these registrations are paid: cancel one receipt first',
    showSkipped: 'தவிர்க்கப்பட்ட வரிசைகளைக் காட்டு',
    whySkipped: 'தவிர்த்ததற்கான காரணம்',
  },
} satisfies Partial<Record<Language, unknown>>;

async function renderAudit(language: Language) {
  sessionStorage.clear();
  serveApi({
    ...duplicateAuditRoutes(true),
    'POST /admin/registrations/duplicates/merge-suggested': ({ query }) => (query.preview === 'true' ? { body: PREVIEW } : { status: 202, body: FINISHED }),
    'GET /admin/jobs/job-7': { body: FINISHED },
  });
  const i18n = await i18nIn(moduleCatalogues, language);
  renderInPortal(<DuplicateAuditOverlay open role="admin" onClose={jest.fn()} />, { claims: { sub: 'u1', role: 'admin' }, i18n });
  return screen.getByRole('dialog', { name: new RegExp(`^${WORDS[language as keyof typeof WORDS].title}`) });
}

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  test('the groups to resolve, counted in the plural; a group; and the merge view it opens', async () => {
    const user = userEvent.setup();
    const audit = await renderAudit(language as Language);
    expect(await within(audit).findByText(words.toResolve)).toBeInTheDocument();
    expect(within(audit).getByRole('button', { name: words.close })).toBeInTheDocument();
    expect(within(audit).getByRole('switch', { name: words.unresolvedOnly })).toBeChecked();
    const card = within(audit).getByRole('region', { name: words.group });
    expect(within(card).getByText(words.count)).toBeInTheDocument();
    expect(within(card).getByText(words.likeness)).toBeInTheDocument();
    expect(within(card).getByRole('columnheader', { name: words.idColumn })).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: words.markDuplicate })).toHaveLength(2);

    await user.click(await within(card).findByRole('button', { name: words.merge }));
    const merge = await screen.findByRole('dialog', { name: words.mergeTitle });
    expect(within(merge).getByRole('radio', { name: words.keep })).toBeChecked();
    const summary = within(merge).getByRole('status', { name: words.summary });
    expect(summary).toHaveTextContent(words.kept);
    expect(summary).toHaveTextContent(words.mergedAway);
    expect(within(merge).getByRole('button', { name: words.mergeInto })).toBeInTheDocument();
  });

  test("Merge suggested: its preview's counts, then the job's result and its skipped rows", async () => {
    const user = userEvent.setup();
    await renderAudit(language as Language);
    await user.click(await screen.findByRole('button', { name: words.suggested }));
    const dialog = await screen.findByRole('dialog', { name: words.suggested });
    expect(await within(dialog).findByText(words.plan)).toBeInTheDocument();
    const toMerge = within(dialog).getByRole('list', { name: words.groupsToMerge });
    expect(within(toMerge).getByText(words.keepGroup)).toBeInTheDocument();
    expect(within(toMerge).getByText(words.mergeIntoIt)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: words.mergeGroups }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: words.suggested })).not.toBeInTheDocument());
    const progress = await screen.findByRole('region', { name: words.progress });
    expect(await within(progress).findByText(words.finished)).toBeInTheDocument();
    expect(within(progress).getByText(words.result)).toBeInTheDocument();
    await user.click(within(progress).getByRole('button', { name: words.showSkipped }));
    const skipped = await screen.findByRole('dialog', { name: words.finished });
    expect(within(skipped).getByRole('columnheader', { name: words.whySkipped })).toBeInTheDocument();
  });
});
