import type { Registration } from 'shared/domain/registrations/registration';

export type RegistrationChanges = Partial<Omit<Registration, 'payment'>> & { payment?: Partial<Registration['payment']> };

/**
 * A registration for component tests: an active Junior Level pupil with a pending offline
 * payment; a test names only what matters to it.
 */
export function testRegistration({ payment, ...changes }: RegistrationChanges = {}): Registration {
  return {
    registrationId: 'REG-1',
    name: 'Asha Rao',
    gender: 'female',
    contactNumber: '9876543210',
    school: { value: 'DPS Noida' },
    std: '5th',
    cadre: 'Junior Level',
    levelEnrolled: 'LEVEL 1',
    centerCode: 'DLH01',
    status: 'active',
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    version: 1,
    ...changes,
    payment: { paymentId: 'PAY-1', mode: 'offline', amount: 300, status: 'pending', ...payment },
  };
}
