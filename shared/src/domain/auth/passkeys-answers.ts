import { z } from 'zod';
import { isoInstant } from '../common/answers';

// The answers of the passkey and second-factor calls, apart from passkeys.ts so that no answer schema reaches a screen's bundle.

/** One of the caller's passkeys, as GET /admin/profile/passkeys lists it. */
export const passkeySchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  createdAt: isoInstant,
  /** When it last confirmed a sign-in or an action; null: never yet. */
  lastUsedAt: isoInstant.nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysSchema = z.strictObject({ data: z.array(passkeySchema) });
export type Passkeys = z.infer<typeof passkeysSchema>;

/** WebAuthn options for navigator.credentials.create() or .get() (their JSON form), made by the API around its challenge. */
export const webAuthnOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .describe('PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON');
export type WebAuthnOptions = z.infer<typeof webAuthnOptionsSchema>;

/** The answer of a passed second factor: when, as the session now records it. */
export const secondFactorPassedSchema = z.strictObject({ confirmedAt: isoInstant });
export type SecondFactorPassed = z.infer<typeof secondFactorPassedSchema>;

/** The answer of a superadmin's reset of a staff member's second factor: how many passkeys were removed and sessions ended. */
export const secondFactorResetSchema = z.strictObject({ removed: z.number().int().min(0), ended: z.number().int().min(0) });
export type SecondFactorReset = z.infer<typeof secondFactorResetSchema>;
