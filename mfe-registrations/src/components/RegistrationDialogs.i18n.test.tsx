import { screen, within } from '@testing-library/react';
import type { Language } from 'shared/i18n/languages';
import { testRegistration } from 'shared/testing/registration';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../locales/catalogues';
import { DisqualifyDialog } from './DisqualifyDialog';
import { EditRegistrationDialog } from './EditRegistrationDialog';
import { ListPager } from './ListPager';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';

// The row dialogs and the pager in Hindi and Tamil.

const WORDS = {
  'hi-IN': {
    details: 'पंजीकरण विवरण',
    labels: ['आईडी', 'नाम', 'ई-मेल', 'नामांकित स्तर', 'भुगतान आईडी', 'पंजीकरण का समय'],
    noEmail: 'लागू नहीं',
    openPage: 'इतिहास के साथ पेज खोलें',
    close: 'बंद करें',
    edit: 'पंजीकरण संपादित करें',
    sections: ['व्यक्तिगत जानकारी', 'शैक्षणिक जानकारी', 'भुगतान की जानकारी'],
    readOnly: 'केवल पढ़ने के लिए: भुगतान की पुष्टि भुगतान स्क्रीन पर होती है।',
    changed: 'उन्होंने पूरा नाम और स्कूल का नाम बदला: अब जो सहेजा गया है वह हर फ़ील्ड के नीचे है।',
    discard: 'मेरे बदलाव छोड़ें',
    nowSaved: 'अब सहेजा गया:',
    disqualify: 'पंजीकरण को अयोग्य घोषित करें?',
    changedElsewhere: 'इस डायलॉग के खुले रहते किसी और ने यह पंजीकरण बदल दिया। अभी सहेजना अस्वीकार कर दिया जाएगा',
    confirmDisqualification: 'अयोग्य घोषित करने की पुष्टि करें',
    pages: 'पंजीकरण के पेज',
    counting: '50 से अधिक में से 1–50',
    next: 'अगले पेज पर जाएँ',
    rowsPerPage: 'प्रति पेज पंक्तियाँ:',
    shortName: 'नाम कम से कम 2 अक्षरों का होना चाहिए',
    badNumber: 'दस अंकों का मोबाइल नंबर दर्ज करें, चाहें तो आगे +91 या 0 के साथ',
  },
  'ta-IN': {
    details: 'பதிவு விவரங்கள்',
    labels: ['ஐடி', 'பெயர்', 'மின்னஞ்சல்', 'சேர்ந்த படிநிலை', 'கட்டண ஐடி', 'பதிவுசெய்த நேரம்'],
    noEmail: 'பொருந்தாது',
    openPage: 'வரலாற்றுடன் பக்கத்தைத் திற',
    close: 'மூடு',
    edit: 'பதிவைத் திருத்து',
    sections: ['தனிப்பட்ட தகவல்', 'கல்வித் தகவல்', 'கட்டணத் தகவல்'],
    readOnly: 'படிக்க மட்டும்: கட்டணங்கள், கட்டணங்கள் திரையில் உறுதிப்படுத்தப்படுகின்றன.',
    changed: 'அவர்கள் இவற்றை மாற்றினர்: முழுப் பெயர் மற்றும் பள்ளியின் பெயர்; இப்போது சேமிக்கப்பட்டது ஒவ்வொன்றின் கீழும் உள்ளது.',
    discard: 'என் திருத்தங்களைக் கைவிடு',
    nowSaved: 'இப்போது சேமிக்கப்பட்டது:',
    disqualify: 'பதிவைத் தகுதிநீக்கம் செய்யவா?',
    changedElsewhere: 'இந்த உரையாடல் திறந்திருந்தபோது வேறொருவர் இந்தப் பதிவை மாற்றினார். இப்போது சேமித்தால் மறுக்கப்படும்',
    confirmDisqualification: 'தகுதிநீக்கத்தை உறுதிப்படுத்து',
    pages: 'பதிவுப் பக்கங்கள்',
    counting: '1–50, மொத்தம் 50-க்கும் மேல்',
    next: 'அடுத்த பக்கத்திற்குச் செல்',
    rowsPerPage: 'ஒரு பக்கத்திற்கு வரிசைகள்:',
    shortName: 'பெயர் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்',
    badNumber: 'பத்து இலக்க மொபைல் எண்ணை உள்ளிடவும்; விரும்பினால் முன்னால் +91 அல்லது 0 சேர்க்கலாம்',
  },
} satisfies Partial<Record<Language, unknown>>;

const registration = testRegistration({ registrationId: 'REG-1', name: 'Asha Rao', school: { value: 'DPS Noida' }, version: 2 });

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  const inLanguage = async () => ({ i18n: await i18nIn(moduleCatalogues, language as Language) });

  test("the Details dialog: every field's label, and a missing e-mail in words", async () => {
    renderInPortal(<RegistrationDetailsDialog open registration={registration} onClose={jest.fn()} />, await inLanguage());
    const dialog = screen.getByRole('dialog', { name: words.details });
    for (const label of words.labels) expect(within(dialog).getByText(label)).toBeInTheDocument();
    expect(within(dialog).getByText(words.noEmail)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: words.openPage })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: words.close })).toBeInTheDocument();
  });

  test('the Edit dialog: its sections, and the fields someone else changed meanwhile listed in the language', async () => {
    const current = { ...registration, name: 'Asha K. Rao', school: { value: 'DPS Noida Sector 30' }, version: 3 };
    renderInPortal(<EditRegistrationDialog registration={registration} current={current} onSave={jest.fn()} onClose={jest.fn()} />, await inLanguage());
    const dialog = screen.getByRole('dialog', { name: words.edit });
    for (const section of words.sections) expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    expect(within(dialog).getByText(words.readOnly)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(words.changed);
    expect(within(dialog).getByRole('button', { name: words.discard })).toBeInTheDocument();
    expect(within(dialog).getByTestId('saved-since-name')).toHaveTextContent(`${words.nowSaved} Asha K. Rao`);
  });

  test("the Edit dialog: the shared schema's messages on its fields, in the language", async () => {
    const invalid = { ...registration, name: 'A', contactNumber: '12' };
    renderInPortal(<EditRegistrationDialog registration={invalid} current={invalid} onSave={jest.fn()} onClose={jest.fn()} />, await inLanguage());
    const dialog = screen.getByRole('dialog', { name: words.edit });
    expect(within(dialog).getByText(words.shortName)).toBeInTheDocument();
    expect(within(dialog).getByText(words.badNumber)).toBeInTheDocument();
    expect(within(dialog).queryByText(/characters|ten-digit/)).toBeNull();
  });

  test('the Disqualify dialog, warned that the registration changed since it opened', async () => {
    renderInPortal(<DisqualifyDialog open subject="Asha Rao (REG-1)" changedElsewhere onConfirm={jest.fn()} onClose={jest.fn()} />, await inLanguage());
    const dialog = screen.getByRole('dialog', { name: words.disqualify });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(words.changedElsewhere);
    expect(within(dialog).getByRole('button', { name: words.confirmDisqualification })).toBeDisabled();
  });

  test('the pager while the rows are still being counted', async () => {
    renderInPortal(
      <ListPager label={words.pages} count={-1} page={0} rowsPerPage={50} pageSizes={[25, 50]} onPageChange={jest.fn()} onPageSizeChange={jest.fn()} />,
      await inLanguage(),
    );
    const pager = screen.getByRole('navigation', { name: words.pages });
    expect(within(pager).getByTestId('pager-range')).toHaveTextContent(words.counting);
    expect(within(pager).getByRole('button', { name: words.next })).toBeEnabled();
    expect(within(pager).getByRole('combobox', { name: words.rowsPerPage })).toHaveValue('50');
  });
});
