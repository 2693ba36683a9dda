import { setDemoPassword } from 'tooling/emulator-sign-in';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import { ApiClient } from './api-client';
import { readCases, type CaseKind, type HttpCase, type LookupKeys } from './http-cases';

/** The one centre the scoped staff member sees; the seed deals registrations over four. */
export const SCOPED_CENTER = 'CHN01';

/** The unscoped cases measured again as the one-centre staff member, and the goal each then counts towards. */
const SCOPED_KINDS: Partial<Record<CaseKind, CaseKind>> = {
  'list-filter': 'scoped-list',
  stats: 'scoped-stats',
  'palette-2': 'scoped-palette',
};

export function scopedCases(count: number, keys: LookupKeys): HttpCase[] {
  return readCases(count, keys).flatMap((spec) => {
    const kind = SCOPED_KINDS[spec.kind];
    return kind ? [{ ...spec, kind, name: `${SCOPED_CENTER} only: ${spec.name}`, search: false }] : [];
  });
}

/**
 * A staff account of the run's own, limited to SCOPED_CENTER, signed in with the demo password.
 * Before it is measured its stats must count exactly what an unscoped person finds in that centre,
 * or the figures would be of some other scope.
 */
export async function scopedStaffClient(superadmin: ApiClient, count: number): Promise<ApiClient> {
  const email = `bench-scoped-${Date.now()}@example.org`;
  const invited = await superadmin.json<{ user: { id: string } }>('/admin/staff-accounts', {
    method: 'POST',
    body: { email, role: 'staff', centers: [SCOPED_CENTER] },
  });
  await setDemoPassword(invited.user.id);
  const scoped = new ApiClient(superadmin.baseUrl, email);
  const seen = (await scoped.json<DashboardStats>('/admin/stats')).totalRegistrations;
  const inCenter = (await superadmin.json<{ total: number }>(`/admin/registrations/count?center=${SCOPED_CENTER}`)).total;
  if (seen !== inCenter || seen <= 0 || seen >= count) {
    throw new Error(`the ${SCOPED_CENTER} staff member's stats count ${seen} registrations; ${SCOPED_CENTER} holds ${inCenter} of ${count}`);
  }
  return scoped;
}
