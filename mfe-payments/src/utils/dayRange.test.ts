import { daysInOrder } from './dayRange';

test('a From chosen after the To moves the To to it, and a To chosen before the From moves the From', () => {
  expect(daysInOrder({ from: '2026-11-28', to: '2026-11-20' }, 'from')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
  expect(daysInOrder({ from: '2026-11-28', to: '2026-11-20' }, 'to')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
});

test('a range typed backwards into the address is read the right way round; a range in order, or open at one end, is kept', () => {
  expect(daysInOrder({ from: '2026-11-28', to: '2026-11-20', status: 'issued' })).toEqual({ from: '2026-11-20', to: '2026-11-28', status: 'issued' });
  expect(daysInOrder({ from: '2026-11-20', to: '2026-11-28' }, 'from')).toEqual({ from: '2026-11-20', to: '2026-11-28' });
  expect(daysInOrder({ from: '2026-11-28' }, 'from')).toEqual({ from: '2026-11-28' });
  expect(daysInOrder({ to: '2026-11-20' })).toEqual({ to: '2026-11-20' });
});
