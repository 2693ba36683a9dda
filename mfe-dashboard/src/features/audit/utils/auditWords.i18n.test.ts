import { fieldChanges } from 'shared/domain/audit/audit-changes';
import type { Language } from 'shared/i18n/languages';
import { i18nIn } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { auditWordsIn } from './auditWords';

// The audit trail's words (auditWords.ts, over shared/ui/labelMessages' labelsIn) in Hindi and Tamil, from this module's catalogue (issue 63).

const receipt = { number: 'RCT/2627/000042', issuedAt: '2026-11-26T07:00:00.000Z', issuedBy: 'staff@example.org' };
const cancelled = { ...receipt, cancelled: { at: receipt.issuedAt, by: 'admin@example.org', reason: 'Cheque bounced' } };
const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

const WORDS: Record<Exclude<Language, 'en-IN'>, Record<string, string>> = {
  'hi-IN': {
    disqualified: 'पंजीकरण अयोग्य घोषित किया गया',
    roleChanged: 'स्टाफ़ की भूमिका बदली गई',
    paidBy: 'भुगतान का माध्यम',
    rollout: '50% ब्राउज़र v1.4.2 पर',
    cancelled: 'RCT/2627/000042 (रद्द)',
    askedBy: 'staff@example.org द्वारा अनुरोध किया गया',
    yes: 'हाँ',
    viewer: 'दर्शक',
    twoHours: '2 घंटे पहले',
    status: 'स्थिति: सक्रिय → अयोग्य घोषित',
    note: 'एडमिन टिप्पणी: (खाली) → Too old',
  },
  'ta-IN': {
    disqualified: 'பதிவு தகுதிநீக்கம் செய்யப்பட்டது',
    roleChanged: 'பணியாளரின் பொறுப்பு மாற்றப்பட்டது',
    paidBy: 'செலுத்திய முறை',
    rollout: '50% உலாவிகள் v1.4.2 இல்',
    cancelled: 'RCT/2627/000042 (ரத்துசெய்யப்பட்டது)',
    askedBy: 'கோரியவர்: staff@example.org',
    yes: 'ஆம்',
    viewer: 'பார்வையாளர்',
    twoHours: '2 மணிநேரங்களுக்கு முன்',
    status: 'நிலை: செயலில் → தகுதிநீக்கம் செய்யப்பட்டது',
    note: 'நிர்வாகிக் குறிப்பு: (காலி) → Too old',
  },
};

test.each(Object.entries(WORDS))('actions, fields, values, roles and last activity in %s', async (language, words) => {
  const labels = auditWordsIn(await i18nIn(moduleCatalogues, language as Language));
  expect(labels.auditAction('registration.disqualified')).toBe(words.disqualified);
  expect(labels.auditAction('staff.role_changed')).toBe(words.roleChanged);
  expect(labels.fieldLabel('payment.method')).toBe(words.paidBy);
  expect(labels.changeValue({ version: 'v1.4.2', percent: 50 }, 'rollout')).toBe(words.rollout);
  expect(labels.changeValue(cancelled, 'payment.receipt')).toBe(words.cancelled);
  expect(labels.changeValue({ requestedBy: 'staff@example.org', requestedAt: receipt.issuedAt, note: null }, 'payment.approval')).toBe(words.askedBy);
  expect(labels.changeValue(true, 'onlineEnabled')).toBe(words.yes);
  expect(labels.changeValue('viewer', 'role')).toBe(words.viewer);
  expect(labels.role('viewer')).toBe(words.viewer);
  expect(labels.lastActive(hoursAgo(2), now)).toBe(words.twoHours);
  const changes = fieldChanges({ before: { status: 'active', adminNote: null }, after: { status: 'disqualified', adminNote: 'Too old' } }, labels);
  expect(changes.map((change) => `${change.label}: ${change.before} → ${change.after}`)).toEqual([words.status, words.note]);
  // What this build has no words for keeps the API's: an action or field of a newer build, spelled out.
  expect(labels.auditAction('centre.archived')).toBe('Centre archived');
});
