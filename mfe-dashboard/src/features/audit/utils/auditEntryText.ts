import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { spellOutName } from 'shared/domain/common/labels';
import type { ActivityEntry } from 'shared/domain/registrations/registration';
import { FEATURE_FLAG_KEYS, type FeatureFlagKey } from 'shared/platform/settings/featureFlags';
import { labelsIn } from 'shared/ui/labelMessages';

/** The settings sections the API audits, each named as a whole (an unknown one is spelled out). */
const SETTINGS_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  organization: msg`Organization settings`,
  payment: msg`Payment settings`,
  audit: msg`Audit settings`,
  releases: msg`Releases settings`,
};

const isFeatureFlagKey = (key: string): key is FeatureFlagKey => (FEATURE_FLAG_KEYS as readonly string[]).includes(key);

/** What an entry about anything but a registration is about, in the words of `i18n`: 'Center DLH01', 'Staff account a@b.org'. */
export function auditTargetText(target: NonNullable<ActivityEntry['target']>, i18n: I18n): string {
  const label = target.label;
  switch (target.type) {
    case 'feature_flag': {
      const flag = isFeatureFlagKey(target.id) ? labelsIn(i18n).featureFlag(target.id) : target.label;
      return i18n._(msg`Feature flag ${flag}`);
    }
    case 'settings': {
      if (Object.hasOwn(SETTINGS_TEXT, target.id)) return i18n._(SETTINGS_TEXT[target.id]!);
      const settings = spellOutName(target.id);
      return i18n._(msg`${settings} settings`);
    }
    case 'center':
      return i18n._(msg`Center ${label}`);
    case 'template':
      return i18n._(msg`Template ${label}`);
    case 'staff_account':
      return i18n._(msg`Staff account ${label}`);
    case 'data_export':
      return i18n._(msg`Export ${label}`);
    case 'saved_view':
      return i18n._(msg`Shared view ${label}`);
    default:
      return target.label;
  }
}
