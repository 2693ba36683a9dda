import { daysAreWholeHalfHours } from './receipt-register';

test('a time zone whose offsets are whole half hours can be answered from the half-hour totals; +05:45 cannot', () => {
  expect(['Asia/Kolkata', 'UTC', 'America/New_York', 'Australia/Adelaide', 'Australia/Lord_Howe'].map((zone) => daysAreWholeHalfHours(zone, 2026))).toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
  expect(['Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Eucla'].map((zone) => daysAreWholeHalfHours(zone, 2026))).toEqual([false, false, false]);
});
