import type { ChangeEvent } from 'shared/platform/live/changeEvent';
import { i18nIn } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../locales/catalogues';
import { colleagueNotification, noticeFor, summaryNotification, type Notice } from './liveNotices';

// The live notices in Hindi and Tamil: whole sentences around the colleague and the registration,
// counts in each language's plural, grouped the Indian way.

type Colleague = Extract<Notice, { kind: 'colleague' }>;
const ALL_ON = { paymentNotifications: true, disqualificationNotifications: true, exportNotifications: true };
const colleague = (what: Colleague['what'], registrationId: string, by: string | null = 'admin@example.org'): Colleague => ({
  kind: 'colleague',
  what,
  registrationId,
  by,
});
const many = (count: number, what: Colleague['what'], by?: string | null) => Array.from({ length: count }, (_, i) => colleague(what, `REG-${i}`, by));

test('hi-IN: one colleague by name, one unknown as a colleague, and the Open button', async () => {
  const hindi = await i18nIn(moduleCatalogues, 'hi-IN');
  expect(colleagueNotification(hindi, colleague('paid', 'REG-9'), () => {})).toMatchObject({
    title: 'admin@example.org ने भुगतान की पुष्टि की',
    description: 'REG-9',
    action: { label: 'खोलें' },
  });
  expect(colleagueNotification(hindi, colleague('disqualified', 'REG-9', null), () => {}).title).toBe('एक सहकर्मी ने अयोग्य घोषित किया');
  expect(colleagueNotification(hindi, colleague('approvalRequested', 'REG-9'), () => {}).title).toBe('admin@example.org ने अनुमोदन माँगा');
});

test('hi-IN: a burst counts each kind, a lakh and more grouped the Indian way, one of a kind in the singular', async () => {
  const hindi = await i18nIn(moduleCatalogues, 'hi-IN');
  const notices = [...many(123456, 'paid'), colleague('disqualified', 'REG-a'), colleague('approvalRequested', 'REG-b', 'staff@example.org')];
  expect(summaryNotification(hindi, notices)).toEqual({
    title: '2 सहकर्मियों द्वारा 1,23,458 बदलाव',
    description: '1,23,456 भुगतानों की पुष्टि हुई, 1 पंजीकरण अयोग्य घोषित, 1 पुष्टि अनुमोदन की प्रतीक्षा में',
    variant: 'info',
  });
  expect(summaryNotification(hindi, many(2, 'approvalRequested')).description).toBe('2 पुष्टियाँ अनुमोदन की प्रतीक्षा में');
});

test('ta-IN: a burst by one colleague, counted in the singular and the plural', async () => {
  const tamil = await i18nIn(moduleCatalogues, 'ta-IN');
  expect(summaryNotification(tamil, [...many(1, 'paid'), ...many(123456, 'disqualified')])).toEqual({
    title: 'admin@example.org செய்த 1,23,457 மாற்றங்கள்',
    description: '1 கட்டணம் உறுதிப்படுத்தப்பட்டது, 1,23,456 பதிவுகள் தகுதிநீக்கம் செய்யப்பட்டன',
    variant: 'info',
  });
  expect(summaryNotification(tamil, many(2, 'paid', null)).title).toBe('ஒரு சக ஊழியர் செய்த 2 மாற்றங்கள்');
});

test("ta-IN and hi-IN: the person's own finished jobs and a module rolled back", async () => {
  const tamil = await i18nIn(moduleCatalogues, 'ta-IN');
  const hindi = await i18nIn(moduleCatalogues, 'hi-IN');
  const job: ChangeEvent = { type: 'job', id: 'job-1', version: null, actor: { uid: 'me', email: null }, change: 'exportCompleted' };
  expect(noticeFor(tamil, job, 'me', ALL_ON)).toEqual({
    kind: 'own',
    notification: { title: 'உங்கள் CSV ஏற்றுமதி முடிந்தது', description: 'முழுக் கோப்பும் உங்கள் பதிவிறக்கங்களில் உள்ளது.', variant: 'success' },
  });
  const rollback: ChangeEvent = { type: 'settings', id: 'releases:mfe-payments', version: null, actor: { uid: 'release-registry', email: null } };
  expect(noticeFor(hindi, rollback, 'me', ALL_ON)).toMatchObject({
    kind: 'own',
    notification: { title: 'mfe-payments अपने-आप पिछले संस्करण पर लौटा दिया गया', variant: 'warning' },
  });
});
