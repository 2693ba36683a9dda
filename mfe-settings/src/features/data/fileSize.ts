import { formatCount } from 'shared/format/numbers';

/** 512 B, 12.5 KB, 3.2 MB: binary units, one decimal from KB on. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
