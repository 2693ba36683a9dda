import { SETTINGS_AUDIT_ACTIONS } from 'shared/domain/audit/audit-actions';
import { describeAuditAction, fieldLabel } from 'shared/domain/common/labels';
import { englishForTests } from 'shared/testing/renderInPortal';
import { SETTINGS_FIELD_MESSAGES, auditWordsIn } from './auditWords';

// The audit trail's own words never drift from labels.ts' English, which the API keeps.

const words = auditWordsIn(englishForTests());

test('every action of the settings, staff accounts, profiles and releases reads as describeAuditAction writes it', () => {
  for (const action of SETTINGS_AUDIT_ACTIONS) expect(words.auditAction(action)).toBe(describeAuditAction(action));
  // A registration's, from labelMessages; one this build does not know, spelled out.
  for (const action of ['payment.confirmed', 'centre.archived']) expect(words.auditAction(action)).toBe(describeAuditAction(action));
});

test('every field with words reads as fieldLabel writes it', () => {
  for (const field of [...Object.keys(SETTINGS_FIELD_MESSAGES), 'payment.method', 'organization.primaryColor'])
    expect(words.fieldLabel(field)).toBe(fieldLabel(field));
});
