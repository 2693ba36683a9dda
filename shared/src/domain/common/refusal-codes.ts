// Every refusal the API answers (each 4xx and 5xx) carries one of these codes beside its English
// `message`: a stable name of the kind of refusal, which a screen may act on or show translated.
// A code never changes meaning; refusals of one meaning share one code. Add a code here before the
// API answers it (its HttpError takes a RefusalCode), with its words in
// shared/src/i18n/refusals/refusalMessages.ts (the type requires them); api/src/refusal-codes.test.ts
// fails when the API's source uses a code not listed or a listed code is no longer used.

export const REFUSAL_CODES = [
  // The request itself
  /** 400: the request's form is wrong (its schema, a parameter, a cursor, a field the server owns) or it could not be read; `issues` names the fields. */
  'invalid-request',
  /** 404: no route serves this method and path. */
  'no-such-call',
  /** 400: the address has broken percent-escapes. */
  'invalid-address',
  /** 414: a part of the address is longer than the router takes. */
  'address-too-long',
  /** 413: the body is larger than the call takes. */
  'request-too-large',
  /** 415: the body's Content-Type is not one the call reads. */
  'unsupported-media-type',
  /** 431: the request's headers are larger than the server reads. */
  'headers-too-large',
  /** 408: the client took too long to send its request. */
  'request-timeout',
  /** Any other 4xx the framework answers, without a code of its own. */
  'request-refused',
  /** 499: the client went away and its statement was cancelled (nobody reads this answer). */
  'request-cancelled',
  /** 429: too many requests a minute (per account, per address, refused sign-ins, receipt links, load reports); Retry-After says when to retry. */
  'too-many-requests',

  // The server
  /** 500: a failure of the server, reported without detail. */
  'server-error',
  /** 503: the database is out of reach. */
  'database-unavailable',
  /** 503: Firebase could not be asked whether the sign-in is valid. */
  'sign-in-unavailable',
  /** 503: the account has too many large requests (whole lists, deep pages, exports) under way. */
  'too-many-large-requests',
  /** 503: the instance is busy with other accounts' large requests. */
  'server-busy',
  /** 429: another upload of the same account is still being received. */
  'upload-in-progress',
  /** 503: the instance is receiving as many uploads as it takes at once. */
  'uploads-busy',

  // Signing in, sessions, passkeys
  /** 401: no `Authorization: Bearer` token was sent. */
  'sign-in-required',
  /** 401: the token is invalid or has expired. */
  'sign-in-invalid',
  /** 401: the session was ended (signed out elsewhere, by a superadmin, or its sign-ins revoked). */
  'session-ended',
  /** 403: the account has been deactivated. */
  'account-deactivated',
  /** 403: the signed-in account was never invited to the portal. */
  'not-invited',
  /** 403: the role does not hold the permission the call needs. */
  'permission-denied',
  /** 403: the organisation requires a second factor and this session has not passed it. */
  'second-factor-required',
  /** 403: a money action needs a passkey check from the last few minutes. */
  'step-up-required',
  /** 403: the feature the call belongs to is switched off by its feature flag. */
  'feature-off',
  /** 404: no signed-in session of the person has this id. */
  'session-not-found',
  /** 409: a person cannot sign themselves out everywhere from the Users tab. */
  'cannot-sign-out-self',
  /** 403: the passkey answer is not for a request of this session, or was used already. */
  'passkey-challenge-unknown',
  /** 403: the passkey request expired before it was answered. */
  'passkey-challenge-expired',
  /** 400: the passkey's answer could not be read. */
  'passkey-answer-unreadable',
  /** 403: the passkey's answer did not verify. */
  'passkey-not-verified',
  /** 403: the passkey used is not one the person added. */
  'passkey-not-yours',
  /** 409: this passkey is added already. */
  'passkey-already-added',
  /** 404: the person has no passkey with this id. */
  'passkey-not-found',
  /** 409: removing the only passkey while the organisation requires one. */
  'last-passkey-required',
  /** 409: the person has no passkey to check. */
  'no-passkey',
  /** 409: a superadmin cannot reset their own second factor. */
  'cannot-reset-own-second-factor',
  /** 409: requiring a second factor of everyone needs the session's own passkey check first. */
  'own-passkey-check-needed',

  // Registrations
  /** 404: no registration has this id (or it is outside the person's centres). */
  'registration-not-found',
  /** 404: no registration has this merchant transaction id. */
  'transaction-not-found',
  /** 409: the version sent is not the current one: someone changed it since it was read (`current` holds it as it is now, where there is one row). */
  'stale-version',
  /** 409: the id matches several registrations whose ids differ only in letter case. */
  'registration-id-ambiguous',
  /** 403: moving a registration to another centre needs access to every centre. */
  'center-move-needs-all-centers',
  /** 409: no centre has the code given. */
  'center-code-unknown',
  /** 403: changing a registration's status (by editing or undoing) needs the admin permission. */
  'status-change-needs-admin',
  /** 409: disqualifying by editing the status, without a reason. */
  'disqualify-needs-reason',
  /** 409: the registration was merged into another: unmerge it first. */
  'registration-merged',
  /** 409: the registration already has the status asked for. */
  'status-unchanged',
  /** 409: only an active registration can be marked duplicate or disqualified. */
  'status-not-active',
  /** 409: the registration has no change to undo. */
  'nothing-to-undo',
  /** 409: the registration changed since the change to undo. */
  'undo-outdated',
  /** 403: only the person who made a change can undo it. */
  'undo-not-yours',
  /** 409: this kind of change cannot be undone from the history. */
  'not-undoable',
  /** 404: no registrations share this contact number. */
  'duplicate-group-not-found',
  /** 409: the registrations of this contact number changed since they were read. */
  'duplicate-group-changed',
  /** 400: a merge names a registration twice, or the kept one among the merged. */
  'merge-ids-repeated',
  /** 400: a merge's versions do not name exactly the registrations merged. */
  'merge-versions-mismatch',
  /** 400: a merged field comes from a registration that is not merged. */
  'merge-field-source-invalid',
  /** 409: one of the registrations was already merged into another. */
  'already-merged',
  /** 409: the registration kept by a merge must be active. */
  'keep-active-registration',
  /** 409: a disqualified registration cannot be merged. */
  'merged-registration-disqualified',
  /** 409: two of the registrations merged hold money. */
  'two-paid-registrations',
  /** 409: the registration holding money must be the one kept. */
  'keep-the-paid-registration',
  /** 409: the registration is not merged into another (nothing to unmerge). */
  'not-merged',
  /** 409: the kept registration was itself merged into another since. */
  'kept-registration-merged',
  /** 409: the kept registration changed since the merge, so it cannot be undone. */
  'changed-since-merge',
  /** 409: no groups to merge: no registrations agree exactly on name, contact number and school. */
  'nothing-to-merge',

  // Bulk actions, exports, saved views
  /** 400: more registrations match than one bulk action takes. */
  'bulk-too-many-rows',
  /** 409: the number of registrations matching is not the number the person saw (`total` holds it now). */
  'bulk-total-changed',
  /** 429: the person has as many bulk actions waiting or running as they may. */
  'too-many-bulk-jobs',
  /** 404: no bulk action with this id that the person may see. */
  'bulk-job-not-found',
  /** 409: the bulk action has already ended. */
  'bulk-job-ended',
  /** 410: the download link has expired or was used already. */
  'download-link-expired',
  /** 403: the account that started the export may no longer read registrations. */
  'exporter-may-not-read',
  /** 404: no export of the person with this id. */
  'export-not-found',
  /** 404: the data export is not ready, or no longer kept. */
  'export-not-ready',
  /** 404: no saved view with this id that the person may see. */
  'view-not-found',
  /** 403: sharing a view, or changing or deleting a shared one, needs the admin permission. */
  'shared-view-needs-admin',
  /** 403: only its owner can change or delete a view. */
  'view-owner-only',
  /** 409: the person keeps as many saved views as one may. */
  'too-many-saved-views',

  // Imports
  /** 400: the import file has no rows. */
  'import-file-empty',
  /** 400: rows of the import file have problems (`report` names them); nothing was imported. */
  'import-rows-invalid',
  /** 500: the import failed part way and its rows were withdrawn. */
  'import-failed',

  // Payments, receipts, approvals
  /** 409: the payment is already confirmed. */
  'payment-already-confirmed',
  /** 409: an online payment still with the payment gateway cannot be confirmed by hand. */
  'payment-with-gateway',
  /** 409: a failed payment cannot be confirmed. */
  'payment-failed',
  /** 409: the confirmation is awaiting approval by another admin. */
  'awaiting-approval',
  /** 409: a duplicate or disqualified registration's payment needs the status named (`acknowledgeStatus`). */
  'status-not-acknowledged',
  /** 409: the payment's mode is switched off in Settings > Payment. */
  'payment-mode-off',
  /** 409: the payment id sent is not the registration's. */
  'payment-id-mismatch',
  /** 409: the amount sent is not the registration's. */
  'payment-amount-mismatch',
  /** 409: no confirmation of this payment is waiting for approval. */
  'no-approval-waiting',
  /** 403: the person who asked for a confirmation cannot approve it. */
  'self-approval',
  /** 403: the approver was invited or given their role by the requester too recently. */
  'approver-not-independent',
  /** 409: the receipt numbers of this prefix and financial year are used up. */
  'receipt-numbers-used-up',
  /** 404 or 409: the payment has no receipt. */
  'no-receipt',
  /** 409: the receipt is already cancelled. */
  'receipt-already-cancelled',
  /** 404: the receipt link is not valid. */
  'receipt-link-invalid',
  /** 410: the receipt link has expired. */
  'receipt-link-expired',

  // Statements (reconciliation)
  /** 404: no statement with this id. */
  'statement-not-found',
  /** 409: this statement file was uploaded already. */
  'statement-already-uploaded',
  /** 413: the statement file is over its size limit. */
  'statement-too-large',
  /** 415: the statement is not sent as CSV or an Excel workbook. */
  'statement-not-a-file',
  /** 400: the Excel statement is protected by a password. */
  'statement-password-protected',
  /** 400: the statement is an Excel 97-2003 (.xls) workbook. */
  'statement-old-excel',
  /** 400: the file is not an Excel workbook that can be read. */
  'statement-not-excel',
  /** 400: the workbook has no sheet. */
  'statement-no-sheet',
  /** 400: lines of the statement cannot be read (`lineIssues` names them); nothing was stored. */
  'statement-unreadable',
  /** 400: the statement has no credit lines to match. */
  'statement-no-credits',
  /** 400: every cell of the statement file is empty. */
  'statement-empty',
  /** 400: the statement file is not UTF-8 text. */
  'statement-not-utf8',
  /** 400: no statement preset has this id. */
  'preset-not-found',
  /** 400: the preset reads the other source (bank or gateway). */
  'preset-source-mismatch',
  /** 409: a preset already has this name. */
  'preset-name-taken',
  /** 404: the statement has no such line. */
  'statement-line-not-found',
  /** 409: the line is a withdrawal, never matched to a payment. */
  'line-is-withdrawal',
  /** 409: the line is already matched. */
  'line-already-matched',
  /** 409: the line is not matched to any registration. */
  'line-not-matched',
  /** 404: no registration, payment or receipt has the reference given for a match. */
  'match-target-not-found',
  /** 409: the payment is already matched by another line of the statement. */
  'payment-already-matched',

  // Messages
  /** 404: no message with this id. */
  'message-not-found',
  /** 403: only admins see messages not sent about a registration. */
  'messages-need-admin',
  /** 409: the message was skipped or its text removed: nothing to send again. */
  'nothing-to-resend',

  // Profile
  /** 404: the account has no profile. */
  'profile-not-found',
  /** 404: no avatar with this id. */
  'avatar-not-found',
  /** 413: the avatar image is larger than allowed. */
  'avatar-too-large',
  /** 415: the avatar is not an image. */
  'avatar-not-image',

  // Settings, centres, templates, staff
  /** 404: the settings section does not exist. */
  'settings-section-not-found',
  /** 404: no notification template with this id. */
  'template-not-found',
  /** 409: a staff notice is e-mail only and takes no SMS text or DLT template id. */
  'staff-notice-email-only',
  /** 413: the logo is larger than allowed. */
  'logo-too-large',
  /** 415: the logo is not a PNG or JPEG image. */
  'logo-not-image',
  /** 422: the logo cannot be read as a PNG or JPEG image. */
  'logo-unreadable',
  /** 422: the logo has more pixels a side than allowed. */
  'logo-too-many-pixels',
  /** 404: no centre with this id. */
  'center-not-found',
  /** 409: another centre has this code. */
  'center-code-taken',
  /** 409: a centre's code cannot change while registrations or staff name it. */
  'center-code-locked',
  /** 409: a centre cannot be deleted while registrations or staff name it. */
  'center-in-use',
  /** 404: no staff account with this uid. */
  'staff-account-not-found',
  /** 409: a staff account with this e-mail already exists. */
  'staff-email-taken',
  /** 409: the e-mail already has a sign-in account. */
  'sign-in-email-taken',
  /** 409: the person's sign-in account no longer exists. */
  'sign-in-account-gone',
  /** 409: only a person still invited can be sent a new invitation. */
  'not-still-invited',
  /** 409: the staff account has been removed. */
  'account-removed',
  /** 409: the portal needs at least one active superadmin. */
  'last-superadmin',
  /** 409: a person cannot change their own role. */
  'cannot-change-own-role',
  /** 409: a superadmin sees every centre: their centres cannot be limited. */
  'superadmin-centers-unlimited',
  /** 409: a person cannot remove their own account. */
  'cannot-remove-self',

  // Module releases
  /** 404: no module of this name is registered. */
  'remote-not-found',
  /** 404: the module has no such version. */
  'release-version-not-found',
  /** 409: the module already has this version: versions are never reused. */
  'release-version-taken',
  /** 409: the version is already live. */
  'release-already-live',
  /** 409: there is no earlier version to roll back to. */
  'nothing-to-roll-back',
  /** 422: the manifest is not on an allowed release origin. */
  'release-origin-not-allowed',
  /** 422: the manifest did not answer with JSON. */
  'manifest-unreadable',
  /** 422: the file is not a Module Federation manifest. */
  'not-a-federation-manifest',
  /** 422: the manifest is a build of another module. */
  'manifest-names-other-remote',
  /** 422: the build needs a newer platform contract than the shell provides. */
  'contract-too-new',
] as const;

/** The name of a kind of refusal: the `code` of every error answer. */
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** A refusal in words, with its code: what a rule answers when it refuses. */
export interface Refusal {
  code: RefusalCode;
  message: string;
}
