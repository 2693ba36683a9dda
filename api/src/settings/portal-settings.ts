import type { AuditActor } from 'shared/domain/registrations/registration';
import { DEMO_FEATURE_FLAGS } from 'shared/domain/settings/feature-flags';
import type { OrganizationSettings, PaymentSettings, ReleaseSettings, SettingsSection, Versioned } from 'shared/domain/settings/settings';
import type { SettingsSnapshot } from 'shared/domain/settings/settings-answers';
import type { Language } from 'shared/i18n/languages';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlagKey, type FeatureFlags, type PortalSettings } from 'shared/platform/settings/featureFlags';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { lockVersionedRow } from '../db/versioned-row';

type StoredSection = SettingsSection | 'featureFlags';

interface SectionRow {
  section: StoredSection;
  value: Record<string, unknown>;
  version: number;
  [column: string]: unknown;
}

async function readSections(db: Queryable): Promise<Map<StoredSection, SectionRow>> {
  const rows = await db.query<SectionRow>('SELECT section, value, version FROM portal_settings');
  return new Map(rows.map((row) => [row.section, row]));
}

function versioned<T>(row: SectionRow | undefined): Versioned<T> {
  if (!row) throw new Error('A settings section is missing: the 006 migration seeds every one');
  return { value: row.value as T, version: row.version };
}

/** Every section, with the version each change must be made from (superadmin). */
export async function readSettingsSnapshot(db: Queryable): Promise<SettingsSnapshot> {
  const sections = await readSections(db);
  return {
    organization: versioned(sections.get('organization')),
    payment: versioned(sections.get('payment')),
    audit: versioned(sections.get('audit')),
    releases: versioned(sections.get('releases')),
    featureFlags: featureFlagsOf(sections.get('featureFlags')),
  };
}

// A flag added to the code after the row was written starts at its default.
function featureFlagsOf(row: SectionRow | undefined): Versioned<FeatureFlags> {
  const stored = versioned<Partial<FeatureFlags>>(row);
  return { value: { ...DEFAULT_FEATURE_FLAGS, ...stored.value }, version: stored.version };
}

async function readSection(db: Queryable, section: StoredSection): Promise<SectionRow | undefined> {
  const [row] = await db.query<SectionRow>('SELECT section, value, version FROM portal_settings WHERE section = $1', [section]);
  return row;
}

/** The organisation's feature flags as they stand now. */
export async function readFeatureFlags(db: Queryable): Promise<FeatureFlags> {
  return featureFlagsOf(await readSection(db, 'featureFlags')).value;
}

/** The demo data's flags (DEMO_FEATURE_FLAGS), set while nobody has switched a flag yet (version 1), unaudited as the seed is. */
export async function switchOnDemoFeatures(db: Queryable): Promise<void> {
  await db.query(`UPDATE portal_settings SET value = value || $1::jsonb WHERE section = 'featureFlags' AND version = 1`, [JSON.stringify(DEMO_FEATURE_FLAGS)]);
}

/** The Payment settings as they stand now: imports and payment confirmations follow them. */
export async function readPaymentSettings(db: Queryable): Promise<PaymentSettings> {
  return versioned<PaymentSettings>(await readSection(db, 'payment')).value;
}

/** What a receipt prints of the organisation, the logo's hash (null: none) and the receipt language, in one read. */
export async function readReceiptOrganization(db: Queryable): Promise<{ organization: OrganizationSettings; logoSha256: string | null; language: Language }> {
  const [row] = await db.query<{ value: OrganizationSettings; logo_sha256: string | null; language: Language }>(
    `SELECT value, (SELECT sha256 FROM organization_logo) AS logo_sha256,
            (SELECT value->>'receiptLanguage' FROM portal_settings WHERE section = 'payment') AS language
     FROM portal_settings WHERE section = 'organization'`,
  );
  if (!row) throw new Error('A settings section is missing: the 006 migration seeds every one');
  return { organization: row.value, logoSha256: row.logo_sha256, language: row.language };
}

/** When the registry rolls a module version back on its own. */
export async function readReleaseSettings(db: Queryable): Promise<ReleaseSettings> {
  return versioned<ReleaseSettings>(await readSection(db, 'releases')).value;
}

/** What every staff member's portal needs: branding and feature flags. */
export async function readPortalSettings(db: Queryable): Promise<PortalSettings> {
  const snapshot = await readSettingsSnapshot(db);
  const { name, primaryColor } = snapshot.organization.value;
  return {
    organization: { name, primaryColor },
    featureFlags: snapshot.featureFlags.value,
    payment: { approvalThreshold: snapshot.payment.value.approvalThreshold },
  };
}

async function lockSection(tx: Queryable, section: StoredSection, expectedVersion?: number): Promise<SectionRow> {
  const current = await lockVersionedRow(
    tx,
    {
      table: 'portal_settings',
      columns: 'section, value, version',
      key: 'section',
      id: section,
      read: (row: SectionRow) => versioned<Record<string, unknown>>(row),
      missing: { code: 'settings-section-not-found', message: `Settings section ${section} is missing` },
      stale: 'These settings were changed by someone else. The current values are shown.',
    },
    expectedVersion,
  );
  return { section, ...current };
}

/** Only the fields whose value differs, for the audit entry's before and after. */
async function writeSection(
  tx: Queryable,
  row: SectionRow,
  value: Record<string, unknown>,
  audit: { actor: AuditActor; action: 'settings.updated' | 'feature_flag.updated'; targetType: 'settings' | 'feature_flag'; targetId: string },
): Promise<number> {
  const diff = changedFields(row.value, value);
  if (!diff) return row.version;
  const [updated] = await tx.query<{ version: number }>(
    `UPDATE portal_settings SET value = $2::jsonb, version = version + 1, updated_at = now()
     WHERE section = $1 RETURNING version`,
    [row.section, JSON.stringify(value)],
  );
  await writeAuditEntry(tx, {
    actor: audit.actor,
    action: audit.action,
    target: { type: audit.targetType, id: audit.targetId, label: audit.targetId },
    ...diff,
    note: null,
  });
  return updated!.version;
}

/**
 * Replaces one section with a value the route has validated, audited, refusing a change made
 * from a stale version with 409 and the section as it is now.
 */
export async function updateSettingsSection(
  db: Database,
  section: SettingsSection,
  input: { value: Record<string, unknown>; version?: number },
  actor: AuditActor,
): Promise<Versioned<Record<string, unknown>>> {
  return db.transaction(async (tx) => {
    const row = await lockSection(tx, section, input.version);
    // A field the write leaves out (one a screen built before it does not know) keeps its stored value.
    const value = { ...row.value, ...input.value };
    const version = await writeSection(tx, row, value, { actor, action: 'settings.updated', targetType: 'settings', targetId: section });
    return { value, version };
  });
}

/** Switches one flag; the others stay as they are, whoever changed them meanwhile. */
export async function setFeatureFlag(db: Database, key: FeatureFlagKey, enabled: boolean, actor: AuditActor): Promise<Versioned<FeatureFlags>> {
  return db.transaction(async (tx) => {
    const row = await lockSection(tx, 'featureFlags');
    const current = featureFlagsOf(row).value;
    const next = { ...current, [key]: enabled };
    const version = await writeSection(tx, { ...row, value: current }, next, {
      actor,
      action: 'feature_flag.updated',
      targetType: 'feature_flag',
      targetId: key,
    });
    return { value: next, version };
  });
}
