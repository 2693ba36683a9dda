import type { ActivityEntry, Registration } from 'shared/domain/registrations/registration';
import { REGISTRATION_STATUSES } from 'shared/domain/common/enums';
import { call, type TestApp } from './test-app';

type Target = Pick<TestApp, 'baseUrl'>;

/** The fields the audit log names, as it names them, with absent values as null. */
export function auditedFields(r: Registration): Record<string, unknown> {
  return {
    name: r.name,
    contactNumber: r.contactNumber,
    'school.value': r.school.value,
    'school.name': r.school.name ?? null,
    std: r.std,
    cadre: r.cadre,
    levelEnrolled: r.levelEnrolled,
    status: r.status,
    disqualificationNote: r.disqualificationNote ?? null,
    adminNote: r.adminNote ?? null,
    'payment.status': r.payment.status,
    'payment.mode': r.payment.mode,
    'payment.receipt': r.payment.receipt ?? null,
    'payment.approval': r.payment.approval ?? null,
  };
}

/** A registration's whole history (audit entries), oldest first. */
export async function historyOf(target: Target, token: string, registrationId: string): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  for (let offset = 0; ; offset += 100) {
    const reply = await call(target, 'GET', `/admin/registrations/${registrationId}/history?limit=100&offset=${offset}`, { token });
    if (reply.status !== 200) throw new Error(`History of ${registrationId} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    entries.push(...reply.body.data);
    if (entries.length >= reply.body.total) return entries.reverse();
  }
}

/**
 * Checks that `end` is `start` with exactly the changes `entries` record, in their order: each
 * entry's `before` is the state it found (no change slipped past the log), each `after` is
 * applied, one version per entry, and every state on the way is a legal one.
 */
export function expectReplayed(start: Registration, entries: readonly ActivityEntry[], end: Registration): void {
  const state = auditedFields(start);
  for (const entry of entries) {
    const found = Object.fromEntries(Object.keys(entry.before ?? {}).map((field) => [field, state[field]]));
    expect({ id: entry.id, before: entry.before }).toEqual({ id: entry.id, before: found });
    Object.assign(state, entry.after);
    expectLegal(state);
  }
  expect(auditedFields(end)).toEqual(state);
  expect(end.version).toBe(start.version + entries.length);
}

/** A registration state the rules can reach: a known status, and a reason exactly when disqualified. */
function expectLegal(state: Record<string, unknown>): void {
  expect(REGISTRATION_STATUSES).toContain(state.status);
  expect(state.disqualificationNote !== null).toBe(state.status === 'disqualified');
}
