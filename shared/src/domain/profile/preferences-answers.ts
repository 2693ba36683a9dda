import { z } from 'zod';
import type { Preferences } from 'shared/platform/settings/preferences';
import { answer } from '../common/answers';
import { preferencesSchema } from './preferences';
import { serverOwned } from '../common/server-owned';

// The answers of the preferences and saved-view calls. Kept out of preferences.ts, whose values the screens load, so that no
// answer schema reaches a screen's bundle: screens import these types only with `import type`.

/** The answer of GET and PUT /admin/profile/preferences: what was stored passed the body's rules; it names the time zone and locale as text. */
export const preferencesAnswerSchema = answer<Preferences>()(
  preferencesSchema.extend({ timezone: z.string().describe('IANA time zone'), locale: z.string().describe('BCP 47 locale') }),
);

/** A saved view; PUT /admin/registration-views/{id} takes it back whole. */
export const registrationViewSchema = z.strictObject({
  id: serverOwned(z.string()),
  name: z.string(),
  query: z.string(),
  shared: z.boolean(),
  /** Who saved it, as their name or e-mail. */
  ownerName: serverOwned(z.string()),
  /** Whether the signed-in person may change and delete it: their own views; shared views for admins. */
  editable: serverOwned(z.boolean()),
});
export type RegistrationView = z.infer<typeof registrationViewSchema>;

/** GET /admin/registration-views: one's own views and those shared with the organisation. */
export const registrationViewsSchema = z.strictObject({ data: z.array(registrationViewSchema), defaultViewId: z.string().nullable() });
export type RegistrationViews = z.infer<typeof registrationViewsSchema>;
