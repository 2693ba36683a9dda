import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InEnglish } from '../../../testing/inEnglish';
import type { ListFilters } from '../../../hooks/useListUrlState';
import { ActiveFilterChips } from './ActiveFilterChips';

function Harness({ initial }: { initial: ListFilters }) {
  const [filters, setFilters] = useState(initial);
  return (
    <>
      <ActiveFilterChips filters={filters} onChange={setFilters} />
      <output>{JSON.stringify(filters)}</output>
    </>
  );
}

test("each active value is a chip in the table's words; removing one keeps the rest and moves focus to the next chip", async () => {
  const user = userEvent.setup();
  render(<Harness initial={{ school: 'dps', paymentStatus: ['success', 'pending_payment_gateway'], status: ['duplicate'], gender: ['female'] }} />, {
    wrapper: InEnglish,
  });
  const chips = () => screen.getAllByRole('button').map((chip) => chip.textContent);
  expect(chips()).toEqual([
    'School Name: dps',
    'Gender: Female',
    'Payment Status: Paid',
    'Payment Status: Pending (gateway)',
    'Registration Status: Duplicate',
  ]);
  await user.click(screen.getByRole('button', { name: 'Remove filter Payment Status: Paid' }));
  expect(screen.getByRole('status')).toHaveTextContent(
    '{"school":"dps","paymentStatus":["pending_payment_gateway"],"status":["duplicate"],"gender":["female"]}',
  );
  expect(screen.getByRole('button', { name: 'Remove filter Payment Status: Pending (gateway)' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Remove filter School Name: dps' }));
  expect(chips()).toEqual(['Gender: Female', 'Registration Status: Duplicate']);
  expect(screen.getByRole('status')).toHaveTextContent('{"status":["duplicate"],"gender":["female"]}');
});

test('no filters, no chips', () => {
  render(<ActiveFilterChips filters={{}} onChange={() => {}} />, { wrapper: InEnglish });
  expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
});
