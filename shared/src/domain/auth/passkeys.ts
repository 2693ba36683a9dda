import { z } from 'zod';
import type { RefusalCode } from '../common/refusal-codes';

// Passkeys (Profile > Security) and the second factor of a session (issue 58). The answers are in
// passkeys-answers.ts.

export const passkeyParamsSchema = z.strictObject({ id: z.uuid('Unknown passkey') });

export const passkeyNameSchema = z.string().trim().min(1, 'Give the passkey a name').max(60, 'A name of at most 60 characters');

export const passkeyRenameBodySchema = z.strictObject({ name: passkeyNameSchema });

// What a browser sends back from navigator.credentials (as @simplewebauthn/browser encodes it):
// base64url texts, each bounded; fields a newer browser adds are dropped rather than refused.
const base64url = (max: number) =>
  z
    .string()
    .min(1, 'Missing')
    .max(max, 'Too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'Not base64url');

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20000),
    transports: z
      .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
      .max(7)
      .optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(1000),
    userHandle: base64url(200).optional(),
  }),
});

export const addPasskeyBodySchema = z.strictObject({ response: registrationResponseSchema, name: passkeyNameSchema });

export const secondFactorBodySchema = z.strictObject({ response: authenticationResponseSchema });

/** 403 `code` of a call made, while the organisation requires a second factor, by a session that has not passed one. */
export const SECOND_FACTOR_REQUIRED_CODE = 'second-factor-required' satisfies RefusalCode;

/** 403 `code` of a money action whose session passed its second factor more than STEP_UP_SECONDS ago (or never). */
export const STEP_UP_REQUIRED_CODE = 'step-up-required' satisfies RefusalCode;

/** How long a passed second factor counts as fresh for a money action. */
export const STEP_UP_SECONDS = 300;

export type AddPasskeyBody = z.infer<typeof addPasskeyBodySchema>;
export type PasskeyRenameBody = z.infer<typeof passkeyRenameBodySchema>;
export type SecondFactorBody = z.infer<typeof secondFactorBodySchema>;
