// The organisation's logo limits, apart from the settings' schemas: the settings screen's first tab
// reads them, and a file of zod schemas would bring zod into its first load.

/** The organisation's logo on receipts: PNG or JPEG (what the PDF draws), at most this many bytes and pixels a side. */
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_MAX_SIDE = 2000;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_REFUSALS = {
  notImage: 'The logo must be a PNG or JPEG image.',
  unreadable: 'This file is not a PNG or JPEG image that can be printed: save it again as PNG or JPEG and upload that.',
  tooLarge: 'The logo must be at most 256 KB.',
  tooManyPixels: `The logo must be at most ${LOGO_MAX_SIDE} pixels wide and high.`,
} as const;
