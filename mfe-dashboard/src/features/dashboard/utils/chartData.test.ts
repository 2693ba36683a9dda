import { englishForTests } from 'shared/testing/renderInPortal';
import { TRENDS } from '../../../testing/dashboardApi';
import { axisMaximum } from '../components/DailyRegistrationsChart';
import { cadreRows, dailySeries, lastWeekTotal, paymentRows } from './chartData';

test('days keep their order and figures and read as day and month', () => {
  const series = dailySeries(TRENDS);
  expect(series).toHaveLength(21);
  expect(series[0]).toEqual({ day: '2026-05-11', label: '11 May', registrations: 1 });
  expect(series[20]).toEqual({ day: '2026-05-31', label: '31 May', registrations: 21 });
});

test('the last week sums the last seven days only', () => {
  expect(lastWeekTotal(TRENDS)).toBe(15 + 16 + 17 + 18 + 19 + 20 + 21);
});

/** A payment row as the chart draws it: its total, and its online and offline parts. */
const paymentRow = (label: string, total: number, online: number, offline: number) => ({
  label,
  total,
  segments: [
    { key: 'online', label: 'Online', value: online },
    { key: 'offline', label: 'Offline', value: offline },
  ],
});

test('payments: one row per status, split online / offline, with totals', () => {
  expect(paymentRows(TRENDS, englishForTests())).toEqual([
    paymentRow('Paid', 21, 10, 11),
    paymentRow('Pending', 41, 20, 21),
    paymentRow('Failed', 61, 30, 31),
    paymentRow('Pending (gateway)', 81, 40, 41),
  ]);
});

test('cadres: one row each in programme order', () => {
  expect(cadreRows(TRENDS, englishForTests()).map((row) => [row.label, row.total])).toEqual([
    ['Kids Level', 100],
    ['Primary Level', 200],
    ['Junior Level', 300],
    ['Senior Level', 400],
    ['Super Senior Level', 500],
  ]);
});

test.each([
  [0, 1],
  [1, 1],
  [3, 5],
  [7, 10],
  [21, 50],
  [120, 200],
  [1000, 1000],
  [1001, 2000],
])('the axis for a largest value of %i ends at %i', (largest, max) => {
  expect(axisMaximum(largest)).toBe(max);
});
