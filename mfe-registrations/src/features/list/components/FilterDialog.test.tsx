import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InEnglish } from '../../../testing/inEnglish';
import { FilterDialog } from './FilterDialog';

test('applies several values per field and several fields, school trimmed', async () => {
  const user = userEvent.setup();
  const onApply = jest.fn();
  render(<FilterDialog open filters={{}} onApply={onApply} onClose={jest.fn()} />, { wrapper: InEnglish });
  await user.type(screen.getByRole('textbox', { name: 'School Name' }), '  DPS ');
  await user.click(screen.getByRole('checkbox', { name: 'Female' }));
  await user.click(screen.getByRole('button', { name: 'Kids Level' }));
  await user.click(screen.getByRole('button', { name: 'Senior Level' }));
  await user.click(screen.getByRole('button', { name: '10th' }));
  await user.click(screen.getByRole('button', { name: 'Offline' }));
  await user.click(screen.getByRole('button', { name: 'Pending (gateway)' }));
  await user.click(screen.getByRole('button', { name: 'LEVEL 3' }));
  await user.click(screen.getByRole('button', { name: 'Disqualified' }));
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  expect(onApply).toHaveBeenCalledWith({
    school: 'DPS',
    gender: ['female'],
    cadre: ['Kids Level', 'Senior Level'],
    std: ['10th'],
    paymentMode: ['offline'],
    paymentStatus: ['pending_payment_gateway'],
    levelEnrolled: ['LEVEL 3'],
    status: ['disqualified'],
  });
});

test('starts from the current filters; a second click unselects; Clear All empties', async () => {
  const user = userEvent.setup();
  const onApply = jest.fn();
  render(<FilterDialog open filters={{ cadre: ['Kids Level'], gender: ['male'], school: 'x' }} onApply={onApply} onClose={jest.fn()} />, {
    wrapper: InEnglish,
  });
  expect(screen.getByRole('button', { name: 'Kids Level' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('checkbox', { name: 'Male' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Kids Level' }));
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  expect(onApply).toHaveBeenLastCalledWith({ gender: ['male'], school: 'x' });
  await user.click(screen.getByRole('button', { name: 'Clear All' }));
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  expect(onApply).toHaveBeenLastCalledWith({});
});

test('Cancel closes without applying', async () => {
  const user = userEvent.setup();
  const onApply = jest.fn();
  const onClose = jest.fn();
  render(<FilterDialog open filters={{}} onApply={onApply} onClose={onClose} />, { wrapper: InEnglish });
  await user.click(screen.getByRole('button', { name: 'Junior Level' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalled();
  expect(onApply).not.toHaveBeenCalled();
});

test('a person who sees more than one centre filters by several of them; with one centre there is no Center filter', async () => {
  const user = userEvent.setup();
  const onApply = jest.fn();
  const centers = [
    { code: 'BLR01', name: 'Bangalore Indiranagar', city: 'Bangalore' },
    { code: 'CHN01', name: 'Chennai T. Nagar', city: 'Chennai' },
    { code: 'MUM01', name: 'Mumbai Andheri', city: 'Mumbai' },
  ];
  const { unmount } = render(<FilterDialog open filters={{}} centers={centers} onApply={onApply} onClose={jest.fn()} />, { wrapper: InEnglish });
  await user.click(screen.getByRole('button', { name: 'BLR01 (Bangalore)' }));
  await user.click(screen.getByRole('button', { name: 'MUM01 (Mumbai)' }));
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  expect(onApply).toHaveBeenCalledWith({ center: ['BLR01', 'MUM01'] });
  unmount();

  render(<FilterDialog open filters={{}} centers={centers.slice(0, 1)} onApply={onApply} onClose={jest.fn()} />, { wrapper: InEnglish });
  expect(screen.queryByRole('group', { name: 'Center' })).not.toBeInTheDocument();
});
