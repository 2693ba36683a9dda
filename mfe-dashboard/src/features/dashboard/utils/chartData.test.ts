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

test('payments: one row per status, split online / offline, with totals', () => {
  expect(paymentRows(TRENDS)).toEqual([
    {
      label: 'Paid',
      total: 21,
      segments: [
        { key: 'online', label: 'Online', value: 10 },
        { key: 'offline', label: 'Offline', value: 11 },
      ],
    },
    {
      label: 'Pending',
      total: 41,
      segments: [
        { key: 'online', label: 'Online', value: 20 },
        { key: 'offline', label: 'Offline', value: 21 },
      ],
    },
    {
      label: 'Failed',
      total: 61,
      segments: [
        { key: 'online', label: 'Online', value: 30 },
        { key: 'offline', label: 'Offline', value: 31 },
      ],
    },
    {
      label: 'Pending (gateway)',
      total: 81,
      segments: [
        { key: 'online', label: 'Online', value: 40 },
        { key: 'offline', label: 'Offline', value: 41 },
      ],
    },
  ]);
});

test('cadres: one row each in programme order', () => {
  expect(cadreRows(TRENDS).map((row) => [row.label, row.total])).toEqual([
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
