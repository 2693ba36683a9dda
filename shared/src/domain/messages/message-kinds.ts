// What a message can be, without zod: the Messages screen's filters draw their choices from these
// (it loads no zod); the schemas in messages.ts take them as their enumerations.

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_TEMPLATES = [
  'registration-confirmation',
  'payment-received',
  'disqualification-notice',
  'staff-invitation',
  'approval-requested',
  'disqualification-staff',
  'export-ready',
  'second-factor-reset',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];
