import { spellOutName } from 'shared/domain/common/labels';
import type { ActivityEntry } from 'shared/domain/registrations/registration';
import { FEATURE_FLAG_TEXT } from 'shared/domain/settings/feature-flags';
import { FEATURE_FLAG_KEYS, type FeatureFlagKey } from 'shared/platform/settings/featureFlags';

const isFeatureFlagKey = (key: string): key is FeatureFlagKey => (FEATURE_FLAG_KEYS as readonly string[]).includes(key);

/** What an entry about anything but a registration is about: 'Center DLH01', 'Staff account a@b.org'. */
export function auditTargetText(target: NonNullable<ActivityEntry['target']>): string {
  switch (target.type) {
    case 'feature_flag':
      return `Feature flag ${isFeatureFlagKey(target.id) ? FEATURE_FLAG_TEXT[target.id].label : target.label}`;
    case 'settings':
      return `${spellOutName(target.id)} settings`;
    case 'center':
      return `Center ${target.label}`;
    case 'template':
      return `Template ${target.label}`;
    case 'staff_account':
      return `Staff account ${target.label}`;
    case 'data_export':
      return `Export ${target.label}`;
    case 'saved_view':
      return `Shared view ${target.label}`;
    default:
      return target.label;
  }
}
