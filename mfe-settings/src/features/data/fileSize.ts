import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCount } from 'shared/format/numbers';

// The units as messages, like the portal's other symbols (SMS, UPI): a translation may keep the
// symbol or write it in its own script; the pseudo-locale shows that they go through the catalogue.
const BYTES = (size: string) => msg({ message: `${size} B`, comment: 'A file size in bytes' });
const UNITS = [
  (size: string) => msg({ message: `${size} KB`, comment: 'A file size in kilobytes (1,024 bytes)' }),
  (size: string) => msg({ message: `${size} MB`, comment: 'A file size in megabytes' }),
  (size: string) => msg({ message: `${size} GB`, comment: 'A file size in gigabytes' }),
];

/** 512 B, 12.5 KB, 3.2 MB: binary units, one decimal from KB on, the unit in `i18n`'s language. */
export function formatFileSize(i18n: I18n, bytes: number): string {
  if (bytes < 1024) return i18n._(BYTES(formatCount(bytes)));
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return i18n._(UNITS[unit]!(value.toFixed(1)));
}
