import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InEnglish } from '../testing/inEnglish';
import type { Registration } from 'shared/domain/registrations/registration';
import { EditRegistrationDialog } from './EditRegistrationDialog';
import { testRegistration } from 'shared/testing/registration';

const registration: Registration = testRegistration({
  school: { value: 'DPS', name: 'Delhi Public School' },
  version: 2,
  payment: { mode: 'online', status: 'success' },
});

test('three sections, payment read-only; Save Changes sends only what changed', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn().mockResolvedValue(true);
  const onClose = jest.fn();
  render(<EditRegistrationDialog registration={registration} onSave={onSave} onClose={onClose} />, { wrapper: InEnglish });
  for (const title of ['Personal Information', 'Academic Information', 'Payment Information']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  expect(screen.getByRole('textbox', { name: 'Payment ID' })).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('₹300');
  const name = screen.getByRole('textbox', { name: 'Full Name' });
  await user.clear(name);
  await user.type(name, 'Asha K. Rao');
  await user.clear(screen.getByRole('textbox', { name: 'School Name' }));
  await user.type(screen.getByRole('textbox', { name: 'School Name' }), 'DPS Noida');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(onSave).toHaveBeenCalledWith(registration, { name: 'Asha K. Rao', school: { value: 'DPS Noida', name: 'Delhi Public School' } });
  expect(onClose).toHaveBeenCalled();
});

test("a name too short or a bad number blocks saving with the rule's message", async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  render(<EditRegistrationDialog registration={registration} onSave={onSave} onClose={jest.fn()} />, { wrapper: InEnglish });
  await user.clear(screen.getByRole('textbox', { name: 'Full Name' }));
  await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'A');
  expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  expect(onSave).not.toHaveBeenCalled();
});

test("the E-mail field: a bad one blocks saving with the spec's words; a new one is sent, and an emptied one clears it", async () => {
  const user = userEvent.setup();
  const onSave = jest.fn().mockResolvedValue(true);
  const { unmount } = render(<EditRegistrationDialog registration={registration} onSave={onSave} onClose={jest.fn()} />, { wrapper: InEnglish });
  const email = screen.getByRole('textbox', { name: 'E-mail' });
  expect(email).toHaveValue('');
  await user.type(email, 'parent@');
  expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await user.type(email, 'example.org');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(onSave).toHaveBeenCalledWith(registration, { email: 'parent@example.org' });
  unmount();

  const withEmail = { ...registration, email: 'old@example.org' };
  render(<EditRegistrationDialog registration={withEmail} onSave={onSave} onClose={jest.fn()} />, { wrapper: InEnglish });
  await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(onSave).toHaveBeenLastCalledWith(withEmail, { email: '' });
});

test('a person who sees every centre moves a registration to another centre; without the centres there is no Center field', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn().mockResolvedValue(true);
  const centers = [
    { code: 'DLH01', name: 'Delhi Central', city: 'Delhi' },
    { code: 'CHN01', name: 'Chennai T. Nagar', city: 'Chennai' },
  ];
  const { unmount } = render(<EditRegistrationDialog registration={registration} centers={centers} onSave={onSave} onClose={jest.fn()} />, {
    wrapper: InEnglish,
  });
  await user.click(screen.getByRole('combobox', { name: 'Center' }));
  await user.click(screen.getByRole('option', { name: 'CHN01 · Chennai T. Nagar' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(onSave).toHaveBeenCalledWith(registration, { centerCode: 'CHN01' });
  unmount();

  render(<EditRegistrationDialog registration={registration} onSave={onSave} onClose={jest.fn()} />, { wrapper: InEnglish });
  expect(screen.queryByRole('combobox', { name: 'Center' })).not.toBeInTheDocument();
});
