import fs from 'node:fs';
import path from 'node:path';
import { bucketOf, formatReleaseVersions, parseReleaseVersions, RELEASE_BUCKETS } from './release-routing';

// The shell's start-up imports this module: importing anything (zod above all, through the domain's
// schema modules) would put it into every signed-in screen's first load.
test('the module imports nothing', () => {
  const source = fs.readFileSync(path.join(__dirname, 'release-routing.ts'), 'utf8');
  expect(source.match(/^import .*$/gm)).toBeNull();
});

test('the versions header reads back what was written, and ignores what is not a pair', () => {
  const versions = { 'mfe-payments': '1.4.0', 'mfe-settings': '2026-11-26.2' };
  expect(parseReleaseVersions(formatReleaseVersions(versions))).toEqual(versions);
  expect(parseReleaseVersions('mfe-payments, =1.0, mfe-dashboard=3.1')).toEqual({ 'mfe-dashboard': '3.1' });
  expect(parseReleaseVersions(null)).toEqual({});
});

test('an account always lands in the same bucket, one of RELEASE_BUCKETS', () => {
  const bucket = bucketOf('uid-123');
  expect(bucketOf('uid-123')).toBe(bucket);
  expect(Number.isInteger(bucket) && bucket >= 0 && bucket < RELEASE_BUCKETS).toBe(true);
});
