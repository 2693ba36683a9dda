// Debian's chromium drives the browser tests; no browser is ever downloaded.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian packages the browser tests need besides chromium: fonts for Hindi and Tamil, without which
 * the screenshots of those screens show boxes (a person's own device has its fonts).
 */
const INDIC_FONTS = {
  'fonts-lohit-deva': '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf',
  'fonts-lohit-taml': '/usr/share/fonts/truetype/lohit-tamil/Lohit-Tamil.ttf',
};

export function ensureChromium() {
  const missing = [
    ...(fs.existsSync(CHROMIUM) ? [] : ['chromium']),
    ...Object.entries(INDIC_FONTS)
      .filter(([, file]) => !fs.existsSync(file))
      .map(([name]) => name),
  ];
  if (!missing.length) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    if (!missing.includes('chromium')) {
      console.warn(`Hindi and Tamil fonts are missing: screenshots of those screens show boxes. Install them: sudo apt-get install -y ${missing.join(' ')}`);
      return CHROMIUM;
    }
    throw new Error(`Chromium is not installed at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y ${missing.join(' ')} (or set CHROMIUM_PATH).`);
  }
  console.log(`Installing Debian packages for the browser tests (apt-get install ${missing.join(' ')})...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  return CHROMIUM;
}
