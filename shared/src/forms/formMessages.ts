import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The messages the forms' zod schemas (shared/domain) can show, in the module's language (issue
// 63). The schemas keep their English: the API validates with them and answers those words. Each
// key is a schema's message word for word (formMessages.test.ts parses bad input through every
// form's schema and checks that what comes out is here, and that nothing else is). Written out,
// not imported from the schema files, so that a form carries no schema it does not use. Fetched
// apart, only for a language other than English (formWords.ts).

export const FORM_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  // Sign-in, the profile and its passkeys (the shell).
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Password must be at least 8 characters': msg`Password must be at least 8 characters`,
  "Passwords don't match": msg`Passwords don't match`,
  'Invalid email address': msg`Invalid email address`,
  'Name must be at least 2 characters': msg`Name must be at least 2 characters`,
  'Name must be less than 80 characters': msg`Name must be less than 80 characters`,
  'Phone number must be at least 10 digits': msg`Phone number must be at least 10 digits`,
  'Phone number must be at most 32 characters': msg`Phone number must be at most 32 characters`,
  'Give the passkey a name': msg`Give the passkey a name`,
  'A name of at most 60 characters': msg`A name of at most 60 characters`,
  'Unknown time zone': msg`Unknown time zone`,
  // A registration's details, a reason, a saved view.
  'Enter a ten-digit mobile number, optionally with +91 or a leading 0': msg`Enter a ten-digit mobile number, optionally with +91 or a leading 0`,
  'School is required': msg`School is required`,
  'School must be at most 200 characters': msg`School must be at most 200 characters`,
  'Choose a center': msg`Choose a center`,
  'Please provide a reason with at least 10 characters.': msg`Please provide a reason with at least 10 characters.`,
  'Keep the reason to 1000 characters or fewer.': msg`Keep the reason to 1000 characters or fewer.`,
  'Name the view': msg`Name the view`,
  "A view's name must be at most 60 characters": msg`A view's name must be at most 60 characters`,
  // Payments: a rejected approval, a statement line matched or unmatched by hand.
  'Say why the confirmation is rejected': msg`Say why the confirmation is rejected`,
  'Keep the note to 500 characters or fewer': msg`Keep the note to 500 characters or fewer`,
  'Name the registration, payment or receipt': msg`Name the registration, payment or receipt`,
  'At most 64 characters': msg`At most 64 characters`,
  'At most 500 characters': msg`At most 500 characters`,
  // Settings: centres, module builds, templates, invitations and the sections.
  'Center code must be at least 2 characters': msg`Center code must be at least 2 characters`,
  'Center code must be less than 10 characters': msg`Center code must be less than 10 characters`,
  'Center name must be at least 2 characters': msg`Center name must be at least 2 characters`,
  'Center name must be less than 100 characters': msg`Center name must be less than 100 characters`,
  'City name must be at least 2 characters': msg`City name must be at least 2 characters`,
  'City name must be less than 60 characters': msg`City name must be less than 60 characters`,
  'Contact must be less than 60 characters': msg`Contact must be less than 60 characters`,
  'A module name such as mfe-payments': msg`A module name such as mfe-payments`,
  'Name the version': msg`Name the version`,
  'A version of at most 64 characters': msg`A version of at most 64 characters`,
  'Letters, digits, dots, dashes, plus and underscores, starting with a letter or digit': msg`Letters, digits, dots, dashes, plus and underscores, starting with a letter or digit`,
  'An http(s) URL of the build’s mf-manifest.json': msg`An http(s) URL of the build’s mf-manifest.json`,
  'An address of at most 2000 characters': msg`An address of at most 2000 characters`,
  'A git commit hash (7 to 40 hex digits)': msg`A git commit hash (7 to 40 hex digits)`,
  'Subject is required': msg`Subject is required`,
  'Subject must be less than 200 characters': msg`Subject must be less than 200 characters`,
  'Content is required': msg`Content is required`,
  'Content must be less than 5000 characters': msg`Content must be less than 5000 characters`,
  'SMS text must be at most 1000 characters': msg`SMS text must be at most 1000 characters`,
  'DLT template ID must be digits only, at most 30': msg`DLT template ID must be digits only, at most 30`,
  'At most 50 centers': msg`At most 50 centers`,
  'Organization name is required': msg`Organization name is required`,
  'Organization name must be less than 100 characters': msg`Organization name must be less than 100 characters`,
  'Invalid color format': msg`Invalid color format`,
  'Address must be less than 300 characters': msg`Address must be less than 300 characters`,
  'Address must fit in 4 lines': msg`Address must fit in 4 lines`,
  'Phone must be less than 40 characters': msg`Phone must be less than 40 characters`,
  'Phone may hold digits, spaces, +, - and brackets only': msg`Phone may hold digits, spaces, +, - and brackets only`,
  'Fee must be a whole number of rupees': msg`Fee must be a whole number of rupees`,
  'Fee must be 0 or greater': msg`Fee must be 0 or greater`,
  'Fee is too large': msg`Fee is too large`,
  'Payment ID format is required': msg`Payment ID format is required`,
  'Payment ID format must be less than 60 characters': msg`Payment ID format must be less than 60 characters`,
  'Use 1 to 4 capital letters, so that a receipt number stays within 16 characters': msg`Use 1 to 4 capital letters, so that a receipt number stays within 16 characters`,
  'Use a whole number of rupees': msg`Use a whole number of rupees`,
  'Use at least 1 rupee, or leave it empty for no approvals': msg`Use at least 1 rupee, or leave it empty for no approvals`,
  'Threshold is too large': msg`Threshold is too large`,
  'Must be a whole number of days': msg`Must be a whole number of days`,
  'Must be at least 1 day': msg`Must be at least 1 day`,
  'Cannot exceed 10 years': msg`Cannot exceed 10 years`,
  // fieldIssues' word for a field the schema does not know.
  'Unknown field': msg`Unknown field`,
};
