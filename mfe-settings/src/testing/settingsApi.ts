import { http, HttpResponse, type JsonBodyType } from 'msw';
import { DEFAULT_ORGANIZATION_BRANDING } from 'shared/platform/theme/branding';
import {
  DEFAULT_AUDIT_SETTINGS,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_RELEASE_SETTINGS,
  type Center,
  type ManagedUser,
  type NotificationTemplate,
  type SettingsSnapshot,
} from 'shared/domain/settings';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import type { Role } from 'shared/domain/enums';
import { apiServer, apiUrl, recordApiRequests, type RecordedRequest } from 'shared/testing/apiServer';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

interface Answer {
  status: number;
  body?: JsonBodyType;
}

const json = ({ status, body }: Answer) => (status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(body ?? null, { status }));

/**
 * The settings API as MSW handlers over in-memory state, enough for the screens: it keeps what is
 * saved, records every call, and answers `failWith` instead for the calls a test wants to fail.
 */
export class SettingsApi {
  settings: SettingsSnapshot = {
    organization: { value: { ...DEFAULT_ORGANIZATION_BRANDING }, version: 1 },
    payment: { value: { ...DEFAULT_PAYMENT_SETTINGS }, version: 1 },
    audit: { value: { ...DEFAULT_AUDIT_SETTINGS }, version: 1 },
    releases: { value: { ...DEFAULT_RELEASE_SETTINGS }, version: 1 },
    featureFlags: { value: { ...DEFAULT_FEATURE_FLAGS }, version: 1 },
  };
  centers: Center[] = [
    { id: 'c1', code: 'DLH01', name: 'Delhi Central', city: 'Delhi', version: 1 },
    { id: 'c2', code: 'MUM01', name: 'Mumbai Andheri', city: 'Mumbai', version: 1 },
    { id: 'c3', code: 'BLR01', name: 'Bangalore Indiranagar', city: 'Bangalore', version: 1 },
    { id: 'c4', code: 'CHN01', name: 'Chennai T. Nagar', city: 'Chennai', version: 1 },
  ];
  templates: NotificationTemplate[] = [
    {
      id: 'payment-received',
      name: 'Payment Received (Offline)',
      subject: 'Payment {{paymentId}}',
      content: 'Dear {{name}}, we received ₹{{amount}} for {{registrationId}}. {{unknownThing}}',
      variables: ['name', 'paymentId', 'amount', 'registrationId'],
      version: 1,
    },
  ];
  users: ManagedUser[] = [];
  /** Answers for 'METHOD /path' that replace the fake's own. */
  failWith = new Map<string, Answer>();
  private requests: RecordedRequest[] = [];

  /** Answers the test's API calls from now on (the server forgets its handlers after each test). */
  serve(): this {
    this.requests = recordApiRequests();
    apiServer.use(
      http.all(apiUrl('/admin/*'), ({ request }) => {
        const forced = this.failWith.get(`${request.method} ${new URL(request.url).pathname}`);
        return forced && json(forced);
      }),
      http.get(apiUrl('/admin/settings'), () => json({ status: 200, body: this.settings })),
      http.get(apiUrl('/admin/portal-settings'), () =>
        json({ status: 200, body: { organization: this.settings.organization.value, featureFlags: this.settings.featureFlags.value } }),
      ),
      http.put<{ section: 'organization' | 'payment' | 'audit' }, { value: never }>(apiUrl('/admin/settings/:section'), async ({ params, request }) => {
        const { value } = await request.json();
        this.settings = { ...this.settings, [params.section]: { value, version: this.settings[params.section].version + 1 } };
        return json({ status: 200, body: this.settings[params.section] });
      }),
      http.put<{ flag: string }, { enabled: boolean }>(apiUrl('/admin/feature-flags/:flag'), async ({ params, request }) => {
        const { enabled } = await request.json();
        const { value, version } = this.settings.featureFlags;
        this.settings = { ...this.settings, featureFlags: { value: { ...value, [params.flag]: enabled }, version: version + 1 } };
        return json({ status: 200, body: this.settings.featureFlags });
      }),
      http.get(apiUrl('/admin/centers'), () => json({ status: 200, body: { data: this.centers } })),
      http.post<never, Omit<Center, 'id' | 'version'>>(apiUrl('/admin/centers'), async ({ request }) => {
        const center = { ...(await request.json()), id: `c${this.centers.length + 1}`, version: 1 };
        this.centers = [...this.centers, center];
        return json({ status: 201, body: center });
      }),
      http.delete<{ id: string }>(apiUrl('/admin/centers/:id'), ({ params }) => {
        this.centers = this.centers.filter((center) => center.id !== params.id);
        return json({ status: 204 });
      }),
      http.get(apiUrl('/admin/notification-templates'), () => json({ status: 200, body: { data: this.templates } })),
      http.get(apiUrl('/admin/staff-accounts'), () => json({ status: 200, body: { data: this.users } })),
      http.post<never, { email: string; role: Role; centers: string[] }>(apiUrl('/admin/staff-accounts'), async ({ request }) => {
        const { email, role, centers } = await request.json();
        const user: ManagedUser = {
          id: `u${this.users.length + 1}`,
          name: email.split('@')[0]!,
          email,
          role,
          status: 'invited',
          lastActive: null,
          centers,
        };
        this.users = [...this.users, user];
        return json({ status: 201, body: { user, passwordSetLink: `http://auth.example/set-password?oobCode=${user.id}` } });
      }),
      http.put<{ id: string }, { role: Role }>(apiUrl('/admin/staff-accounts/:id/role'), async ({ params, request }) => {
        const { role } = await request.json();
        this.users = this.users.map((user) => (user.id === params.id ? { ...user, role } : user));
        return json({ status: 200, body: this.users.find((user) => user.id === params.id) });
      }),
      http.get(apiUrl('/admin/registrations/centers'), () =>
        json({ status: 200, body: { centers: this.centers.map(({ code, name, city }) => ({ code, name, city })), allCenters: true } }),
      ),
      http.put<{ id: string }, { centers: string[] }>(apiUrl('/admin/staff-accounts/:id/centers'), async ({ params, request }) => {
        const { centers } = await request.json();
        this.users = this.users.map((user) => (user.id === params.id ? { ...user, centers } : user));
        return json({ status: 200, body: this.users.find((user) => user.id === params.id) });
      }),
      http.delete<{ id: string }>(apiUrl('/admin/staff-accounts/:id'), ({ params }) => {
        this.users = this.users.map((user) => (user.id === params.id ? { ...user, status: 'inactive' as const } : user));
        return json({ status: 200, body: this.users.find((user) => user.id === params.id) });
      }),
      http.get(apiUrl('/admin/exports'), () => json({ status: 200, body: { data: [] } })),
    );
    return this;
  }

  /** The calls that changed something. */
  changes(): RecordedCall[] {
    return this.requests.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
  }
}
