import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { genderLabel } from 'shared/domain/common/labels';
import { labelsIn, type Labels } from 'shared/ui/labelMessages';
import type { Registration } from 'shared/domain/registrations/registration';
import { holdsMoney } from 'shared/domain/registrations/transitions';
import { MERGE_FIELDS, type MergeBody, type MergeField } from 'shared/domain/registrations/registration-requests';

/** Which registration each field's value comes from, where not the kept one's. */
export type FieldChoices = Partial<Record<MergeField, string>>;

/** How a merge field is named on screen: as a registration's history names it. */
export function mergeFieldLabel(i18n: I18n, field: MergeField): string {
  if (field === 'school') return labelsIn(i18n).fieldLabel('school.value');
  if (field === 'centerCode') return i18n._(msg`Centre`);
  return labelsIn(i18n).fieldLabel(field);
}

/** A field's value as the screens show it (a gender in the words of `labels`, English without); '' for a value the registration does not have. */
export function mergeFieldValue(registration: Registration, field: MergeField, labels?: Labels): string {
  switch (field) {
    case 'gender':
      if (!registration.gender) return '';
      return labels ? labels.gender(registration.gender) : genderLabel(registration.gender);
    case 'school':
      return registration.school.value;
    case 'email':
      return registration.email ?? '';
    default:
      return registration[field];
  }
}

/** The fields the merge view offers: the e-mail only where one of them has one. */
export function offeredMergeFields(registrations: Registration[]): MergeField[] {
  return MERGE_FIELDS.filter((field) => field !== 'email' || registrations.some((r) => r.email));
}

/**
 * The one to keep at first: the one holding money, as the API requires, else the earliest
 * registered of the active ones (the API keeps only an active registration).
 */
export function defaultKeptId(registrations: Registration[]): string {
  const paid = registrations.find(holdsMoney);
  if (paid) return paid.registrationId;
  const active = registrations.filter((r) => r.status === 'active');
  return [...(active.length > 0 ? active : registrations)].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!.registrationId;
}

/**
 * The request: the others merged into the kept one, each field taken from another registration
 * named (only where its value differs from the kept one's), and every version as read.
 */
export function mergeRequest(registrations: Registration[], keepId: string, choices: FieldChoices): { keepId: string; body: MergeBody } {
  const kept = registrations.find((r) => r.registrationId === keepId)!;
  const byId = new Map(registrations.map((r) => [r.registrationId, r]));
  const fields: FieldChoices = {};
  for (const [field, from] of Object.entries(choices) as [MergeField, string][]) {
    const source = byId.get(from);
    if (from !== keepId && source && mergeFieldValue(source, field) !== mergeFieldValue(kept, field)) fields[field] = from;
  }
  return {
    keepId,
    body: {
      mergeIds: registrations.map((r) => r.registrationId).filter((id) => id !== keepId),
      fields,
      versions: Object.fromEntries(registrations.map((r) => [r.registrationId, r.version])),
    },
  };
}

/** What the merge will do, in sentences, shown before it is done. */
export function mergeSummary(i18n: I18n, registrations: Registration[], keepId: string, choices: FieldChoices): string[] {
  const { body } = mergeRequest(registrations, keepId, choices);
  const byId = new Map(registrations.map((r) => [r.registrationId, r]));
  const taken = (Object.entries(body.fields ?? {}) as [MergeField, string][]).map(([field, from]) => {
    const label = mergeFieldLabel(i18n, field);
    const value = mergeFieldValue(byId.get(from)!, field, labelsIn(i18n)) || labelsIn(i18n).empty();
    return i18n._(msg`${label} "${value}" from ${from}`);
  });
  const fields = taken.join(', ');
  const mergeIds = body.mergeIds.join(', ');
  const count = body.mergeIds.length;
  return [
    taken.length > 0 ? i18n._(msg`${keepId} is kept, taking ${fields}.`) : i18n._(msg`${keepId} is kept as it is.`),
    i18n._(
      msg`${plural(count, {
        one: `${mergeIds} becomes a duplicate merged into ${keepId}, keeping its id and history.`,
        other: `${mergeIds} become duplicates merged into ${keepId}, keeping their ids and history.`,
      })}`,
    ),
    i18n._(msg`Payments and receipts stay with the registration they belong to. You can undo this, or unmerge later.`),
  ];
}
