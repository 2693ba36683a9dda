import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'shared/platform/routing/router';
import { baseApi } from 'shared/platform/api/baseApi';
import { connectAuthSession } from 'shared/platform/session/authSession';
import { setRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { DEFAULT_ORGANIZATION_BRANDING } from 'shared/platform/theme/branding';
import {
  DEFAULT_AUDIT_SETTINGS, DEFAULT_FEATURE_FLAGS, DEFAULT_PAYMENT_SETTINGS,
  type Center, type ManagedUser, type NotificationTemplate, type SettingsSnapshot,
} from 'shared/domain/settings';
import { NotificationsProvider } from 'shared/platform/ui/notifications';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

interface Answer {
  status: number;
  body?: unknown;
}

/**
 * An in-memory stand-in for the settings API, enough for the screens: it keeps what is saved,
 * records every call, and answers `failWith` instead for the calls a test wants to fail.
 */
export class FakeSettingsApi {
  settings: SettingsSnapshot = {
    organization: { value: { ...DEFAULT_ORGANIZATION_BRANDING }, version: 1 },
    payment: { value: { ...DEFAULT_PAYMENT_SETTINGS }, version: 1 },
    audit: { value: { ...DEFAULT_AUDIT_SETTINGS }, version: 1 },
    featureFlags: { value: { ...DEFAULT_FEATURE_FLAGS }, version: 1 },
  };
  centers: Center[] = [
    { id: 'c1', code: 'DLH01', name: 'Delhi Central', city: 'Delhi', version: 1 },
    { id: 'c2', code: 'MUM01', name: 'Mumbai Andheri', city: 'Mumbai', version: 1 },
    { id: 'c3', code: 'BLR01', name: 'Bangalore Indiranagar', city: 'Bangalore', version: 1 },
    { id: 'c4', code: 'CHN01', name: 'Chennai T. Nagar', city: 'Chennai', version: 1 },
  ];
  templates: NotificationTemplate[] = [
    { id: 'payment-received', name: 'Payment Received (Offline)', subject: 'Payment {{paymentId}}', content: 'Dear {{name}}, we received Rs. {{amount}} for {{registrationId}}. {{unknownThing}}', variables: ['name', 'paymentId', 'amount', 'registrationId'], version: 1 },
  ];
  users: ManagedUser[] = [];
  calls: RecordedCall[] = [];
  /** Answers for 'METHOD /path' that replace the fake's own. */
  failWith = new Map<string, Answer>();

  private answer(method: string, path: string, body: any): Answer {
    const forced = this.failWith.get(`${method} ${path}`);
    if (forced) return forced;
    const section = /^\/admin\/settings\/(organization|payment|audit)$/.exec(path)?.[1] as 'organization' | 'payment' | 'audit' | undefined;
    if (method === 'GET' && path === '/admin/settings') return { status: 200, body: this.settings };
    if (method === 'GET' && path === '/admin/portal-settings') {
      return { status: 200, body: { organization: this.settings.organization.value, featureFlags: this.settings.featureFlags.value } };
    }
    if (method === 'PUT' && section) {
      const stored = this.settings[section];
      this.settings = { ...this.settings, [section]: { value: body.value, version: stored.version + 1 } };
      return { status: 200, body: this.settings[section] };
    }
    const flag = /^\/admin\/feature-flags\/(\w+)$/.exec(path)?.[1];
    if (method === 'PUT' && flag) {
      const { value, version } = this.settings.featureFlags;
      this.settings = { ...this.settings, featureFlags: { value: { ...value, [flag]: body.enabled }, version: version + 1 } };
      return { status: 200, body: this.settings.featureFlags };
    }
    if (method === 'GET' && path === '/admin/centers') return { status: 200, body: { data: this.centers } };
    if (method === 'POST' && path === '/admin/centers') {
      const center = { ...body, id: `c${this.centers.length + 1}`, version: 1 };
      this.centers = [...this.centers, center];
      return { status: 201, body: center };
    }
    const centerId = /^\/admin\/centers\/(\w+)$/.exec(path)?.[1];
    if (method === 'DELETE' && centerId) {
      this.centers = this.centers.filter((center) => center.id !== centerId);
      return { status: 204 };
    }
    if (method === 'GET' && path === '/admin/notification-templates') return { status: 200, body: { data: this.templates } };
    if (method === 'GET' && path === '/admin/staff-accounts') return { status: 200, body: { data: this.users } };
    if (method === 'POST' && path === '/admin/staff-accounts') {
      const user: ManagedUser = { id: `u${this.users.length + 1}`, name: body.email.split('@')[0], email: body.email, role: body.role, status: 'invited', lastActive: null };
      this.users = [...this.users, user];
      return { status: 201, body: { user, passwordSetLink: `http://auth.example/set-password?oobCode=${user.id}` } };
    }
    const roleOf = /^\/admin\/staff-accounts\/(\w+)\/role$/.exec(path)?.[1];
    if (method === 'PUT' && roleOf) {
      this.users = this.users.map((user) => (user.id === roleOf ? { ...user, role: body.role } : user));
      return { status: 200, body: this.users.find((user) => user.id === roleOf) };
    }
    const removed = /^\/admin\/staff-accounts\/(\w+)$/.exec(path)?.[1];
    if (method === 'DELETE' && removed) {
      this.users = this.users.map((user) => (user.id === removed ? { ...user, status: 'inactive' as const } : user));
      return { status: 200, body: this.users.find((user) => user.id === removed) };
    }
    if (method === 'GET' && path === '/admin/exports') return { status: 200, body: { data: [] } };
    return { status: 404, body: { message: `No fake for ${method} ${path}` } };
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    const { pathname } = new URL(request.url);
    this.calls.push({ method: request.method, path: pathname, body });
    const answer = this.answer(request.method, pathname, body);
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  /** The calls that changed something. */
  changes(): RecordedCall[] {
    return this.calls.filter((call) => call.method !== 'GET');
  }
}

/** An unsigned ID token with these claims: the screens only read it, the API checks real ones. */
const idTokenWith = (claims: Record<string, unknown>) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

/** The signed-in account: u1, the superadmin of the fake's users. */
export const SIGNED_IN_UID = 'u1';

/** Renders a settings screen against the fake, inside the providers the shell gives a remote. */
export function renderWithFakeApi(ui: ReactElement, api = new FakeSettingsApi(), path = '/settings') {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', firebase: { apiKey: 'k', projectId: 'demo-test' }, authEmulatorHost: null });
  const token = idTokenWith({ sub: SIGNED_IN_UID, role: 'superadmin' });
  connectAuthSession({ getIdToken: async () => token, onUnauthenticated: () => {} });
  globalThis.fetch = api.fetch as typeof fetch;
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  const view = render(
    <Provider store={store}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </NotificationsProvider>
    </Provider>,
  );
  return { ...view, api };
}
