import { DEFAULT_ORGANIZATION_BRANDING } from 'shared/platform/theme/branding';
import { DEFAULT_AUDIT_SETTINGS, DEFAULT_PAYMENT_SETTINGS, DEFAULT_RELEASE_SETTINGS } from 'shared/domain/settings/settings';
import type { Center, ManagedUser, NotificationTemplate, OrganizationLogoAnswer, SettingsSnapshot } from 'shared/domain/settings/settings-answers';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import type { Role } from 'shared/domain/common/enums';
import { languageOf, SOURCE_LANGUAGE, type Language } from 'shared/i18n/languages';
import { recordApiRequests, serveApi, type RecordedRequest, type Routes } from 'shared/testing/apiServer';

export interface SettingsApi {
  settings: SettingsSnapshot;
  centers: Center[];
  /** Each language's versions (`?locale=`), kept apart as the API keeps them. */
  templates: Record<Language, NotificationTemplate[]>;
  users: ManagedUser[];
  /** The logo receipts print: any upload keeps SAMPLE_LOGO. */
  logo: OrganizationLogoAnswer['logo'];
  /** Every call, in the order made. */
  requests: RecordedRequest[];
}

/**
 * The settings API over in-memory state, enough for the screens: it keeps what is saved and
 * records every call; `answers` answer first (a call a test wants to fail), `users` are the
 * accounts it starts with, `emailed` whether invitations are e-mailed (a mail server is set up).
 */
export function serveSettingsApi(answers: Routes = {}, { users = [], emailed = true }: { users?: ManagedUser[]; emailed?: boolean } = {}): SettingsApi {
  let links = 0;
  const invitationOf = (user: ManagedUser) => ({ user, passwordSetLink: `http://auth.example/set-password?oobCode=${user.id}-${(links += 1)}`, emailed });
  const api: SettingsApi = {
    settings: {
      organization: { value: { ...DEFAULT_ORGANIZATION_BRANDING, address: '', phone: '', email: '' }, version: 1 },
      payment: { value: { ...DEFAULT_PAYMENT_SETTINGS }, version: 1 },
      audit: { value: { ...DEFAULT_AUDIT_SETTINGS }, version: 1 },
      releases: { value: { ...DEFAULT_RELEASE_SETTINGS }, version: 1 },
      featureFlags: { value: { ...DEFAULT_FEATURE_FLAGS }, version: 1 },
    },
    centers: [
      { id: 'c1', code: 'DLH01', name: 'Delhi Central', city: 'Delhi', version: 1 },
      { id: 'c2', code: 'MUM01', name: 'Mumbai Andheri', city: 'Mumbai', version: 1 },
      { id: 'c3', code: 'BLR01', name: 'Bangalore Indiranagar', city: 'Bangalore', version: 1 },
      { id: 'c4', code: 'CHN01', name: 'Chennai T. Nagar', city: 'Chennai', version: 1 },
    ],
    templates: structuredClone(SAMPLE_TEMPLATES),
    users,
    logo: null,
    requests: recordApiRequests(),
  };
  serveApi({
    'GET /admin/settings': () => ({ body: api.settings }),
    'GET /admin/portal-settings': () => ({
      body: {
        organization: api.settings.organization.value,
        featureFlags: api.settings.featureFlags.value,
        payment: { approvalThreshold: api.settings.payment.value.approvalThreshold },
      },
    }),
    'PUT /admin/settings/:section': ({ params, body }) => {
      const section = params.section as 'organization' | 'payment' | 'audit';
      const { value } = body as { value: never };
      api.settings = { ...api.settings, [section]: { value, version: api.settings[section].version + 1 } };
      return { body: api.settings[section] };
    },
    'GET /admin/settings/organization/logo': () => ({ body: { logo: api.logo } }),
    'PUT /admin/settings/organization/logo': () => {
      api.logo = SAMPLE_LOGO;
      return { body: { logo: api.logo } };
    },
    'DELETE /admin/settings/organization/logo': () => {
      api.logo = null;
      return { body: { logo: null } };
    },
    'PUT /admin/feature-flags/:flag': ({ params, body }) => {
      const { enabled } = body as { enabled: boolean };
      const { value, version } = api.settings.featureFlags;
      api.settings = { ...api.settings, featureFlags: { value: { ...value, [params.flag!]: enabled }, version: version + 1 } };
      return { body: api.settings.featureFlags };
    },
    'GET /admin/centers': () => ({ body: { data: api.centers } }),
    'POST /admin/centers': ({ body }) => {
      const center = { ...(body as Omit<Center, 'id' | 'version'>), id: `c${api.centers.length + 1}`, version: 1 };
      api.centers = [...api.centers, center];
      return { status: 201, body: center };
    },
    'DELETE /admin/centers/:id': ({ params }) => {
      api.centers = api.centers.filter((center) => center.id !== params.id);
      return { status: 204 };
    },
    'GET /admin/notification-templates': ({ query }) => ({ body: { data: api.templates[languageOf(query.locale ?? SOURCE_LANGUAGE)] } }),
    'PUT /admin/notification-templates/:id': ({ params, query, body }) => {
      const { version: _version, ...changes } = body as Partial<NotificationTemplate>;
      const language = languageOf(query.locale ?? SOURCE_LANGUAGE);
      const saved = api.templates[language].map((t) => (t.id === params.id ? { ...t, ...changes, version: t.version + 1 } : t));
      api.templates = { ...api.templates, [language]: saved };
      return { body: saved.find((t) => t.id === params.id) };
    },
    'GET /admin/staff-accounts': () => ({ body: { data: api.users } }),
    'POST /admin/staff-accounts': ({ body }) => {
      const { email, role, centers } = body as { email: string; role: Role; centers: string[] };
      const user: ManagedUser = { id: `u${api.users.length + 1}`, name: email.split('@')[0]!, email, role, status: 'invited', lastActive: null, centers };
      api.users = [...api.users, user];
      return { status: 201, body: invitationOf(user) };
    },
    'POST /admin/staff-accounts/:id/reinvite': ({ params }) => {
      const user = api.users.find((u) => u.id === params.id)!;
      if (user.status !== 'invited')
        return { status: 409, body: { message: `Only a person still invited can be sent a new invitation; ${user.email} has already signed in.` } };
      return { body: invitationOf(user) };
    },
    'PUT /admin/staff-accounts/:id/role': ({ params, body }) => {
      const { role } = body as { role: Role };
      api.users = api.users.map((user) => (user.id === params.id ? { ...user, role } : user));
      return { body: api.users.find((user) => user.id === params.id) };
    },
    'GET /admin/registrations/centers': () => ({
      body: { centers: api.centers.map(({ code, name, city }) => ({ code, name, city })), allCenters: true },
    }),
    'PUT /admin/staff-accounts/:id/centers': ({ params, body }) => {
      const { centers } = body as { centers: string[] };
      api.users = api.users.map((user) => (user.id === params.id ? { ...user, centers } : user));
      return { body: api.users.find((user) => user.id === params.id) };
    },
    'DELETE /admin/staff-accounts/:id': ({ params }) => {
      api.users = api.users.map((user) => (user.id === params.id ? { ...user, status: 'inactive' as const } : user));
      return { body: api.users.find((user) => user.id === params.id) };
    },
    'DELETE /admin/staff-accounts/:id/sessions': () => ({ body: { ended: 2 } }),
    'DELETE /admin/staff-accounts/:id/passkeys': () => ({ body: { removed: 1, ended: 2 } }),
    'GET /admin/exports': { body: { data: [] } },
  });
  serveApi(answers);
  return api;
}

/** A template to registrants the fake starts with: e-mail and SMS. */
export const SAMPLE_TEMPLATE: NotificationTemplate = {
  id: 'payment-received',
  name: 'Payment Received (Offline)',
  subject: 'Payment {{paymentId}}',
  content: 'Dear {{name}}, we received ₹{{amount}} for {{registrationId}}. {{unknownThing}}',
  smsText: 'Dear {{name}}, receipt {{receiptNumber}}: {{receiptLink}}',
  dltTemplateId: '',
  variables: ['name', 'paymentId', 'amount', 'registrationId', 'receiptNumber', 'receiptLink'],
  version: 1,
};

/** A staff notice the fake starts with: e-mail only. */
export const SAMPLE_STAFF_TEMPLATE: NotificationTemplate = {
  id: 'staff-invitation',
  name: 'Staff Invitation',
  subject: 'You are invited to the Abacus Admin Portal',
  content: '{{invitedBy}} has invited you as {{role}}. Set your password here: {{link}}',
  smsText: '',
  dltTemplateId: '',
  variables: ['invitedBy', 'role', 'link'],
  version: 1,
};

/** The two templates in each language, as the API's migration 106 gives every template a Hindi and a Tamil version. */
export const SAMPLE_TEMPLATES: Record<Language, NotificationTemplate[]> = {
  'en-IN': [SAMPLE_TEMPLATE, SAMPLE_STAFF_TEMPLATE],
  'hi-IN': [
    {
      ...SAMPLE_TEMPLATE,
      subject: 'भुगतान {{paymentId}}',
      content: 'प्रिय {{name}}, {{registrationId}} के लिए ₹{{amount}} प्राप्त हुए।',
      smsText: 'प्रिय {{name}}, रसीद {{receiptNumber}}: {{receiptLink}}',
    },
    { ...SAMPLE_STAFF_TEMPLATE, subject: 'अबेकस एडमिन पोर्टल में आपको आमंत्रित किया गया है', content: '{{invitedBy}} ने आपको {{role}} के रूप में आमंत्रित किया है: {{link}}' },
  ],
  'ta-IN': [
    {
      ...SAMPLE_TEMPLATE,
      subject: 'கட்டணம் {{paymentId}}',
      content: 'அன்புள்ள {{name}}, {{registrationId}}: ₹{{amount}} பெறப்பட்டது.',
      smsText: 'அன்புள்ள {{name}}, ரசீது {{receiptNumber}}: {{receiptLink}}',
    },
    { ...SAMPLE_STAFF_TEMPLATE, subject: 'அபாகஸ் நிர்வாகப் போர்ட்டலுக்கு உங்களுக்கு அழைப்பு', content: '{{invitedBy}} உங்களை {{role}} ஆக அழைத்துள்ளார்: {{link}}' },
  ],
};

/** The logo the fake API keeps after an upload: one transparent pixel. */
export const SAMPLE_LOGO: NonNullable<OrganizationLogoAnswer['logo']> = {
  contentType: 'image/png',
  base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  bytes: 70,
  width: 1,
  height: 1,
  updatedAt: '2026-11-28T10:00:00.000Z',
  updatedBy: 'superadmin@example.org',
};
