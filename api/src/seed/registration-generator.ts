import { CLASSES, LEVELS, type Cadre, type Gender, type PaymentMode, type PaymentStatus, type RegistrationStatus } from 'shared/domain/common/enums';
import { CONFIRMATION_NOTES, DISQUALIFICATION_REASONS, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, SCHOOLS } from './sample-data';
import type { RegistrationColumns } from '../registrations/registration-row';

/** One registration as it is inserted; field names follow the table's columns. */
export type SeedRegistration = RegistrationColumns<string>;

export interface GeneratorOptions {
  seed: number;
  /** Registrations fall in the SPAN_DAYS before this instant. */
  anchor: Date;
}

export const DEFAULT_SEED = 20_241_121;
const SPAN_DAYS = 42;
/** Registration numbers are written with seven digits, so a seed holds at most this many. */
export const MAX_SEEDED_REGISTRATIONS = 9_999_999;

export const registrationIdOf = (index: number) => `REG-${String(index).padStart(7, '0')}`;

/** The number inside a seeded registration id, or null for any other id. */
export function indexOfRegistrationId(registrationId: string): number | null {
  const match = /^REG-(\d{7})$/.exec(registrationId);
  return match ? Number(match[1]) : null;
}

// Registration i depends only on (seed, i): any range can be generated alone, in any order,
// and a load can be resumed or extended without regenerating what is already there.

function hash(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ part, 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for made-up people. */
function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PERSON_STREAM = 1;
const REGISTRATION_STREAM = 2;
const CENTER_STREAM = 3;

/** The centres of a new database (migration 006), over which the seed spreads its registrations evenly. */
export const SEED_CENTER_CODES = ['DLH01', 'MUM01', 'BLR01', 'CHN01'] as const;

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

interface Person {
  firstName: string;
  lastName: string;
  gender: Gender;
  school: readonly [string, string | null];
  classIndex: number;
  /** Ten digits; a household shares one. */
  mobile: string;
}

function personOf(seed: number, index: number): Person {
  const random = randomStream(hash(seed, index, PERSON_STREAM));
  const gender: Gender = random() < 0.5 ? 'male' : 'female';
  return {
    gender,
    firstName: pick(random, gender === 'male' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES),
    lastName: pick(random, LAST_NAMES),
    school: pick(random, SCHOOLS),
    classIndex: Math.floor(random() * CLASSES.length),
    mobile: `${6 + Math.floor(random() * 4)}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
  };
}

function cadreOfClass(classIndex: number): Cadre {
  if (classIndex < 2) return 'Kids Level';
  if (classIndex < 4) return 'Primary Level';
  if (classIndex < 6) return 'Junior Level';
  if (classIndex < 9) return 'Senior Level';
  return 'Super Senior Level';
}

/** Levels a child of each cadre is usually enrolled in, lowest first (indexes into LEVELS). */
const LEVEL_RANGE: Record<Cadre, readonly [number, number]> = {
  'Kids Level': [0, 2],
  'Primary Level': [1, 4],
  'Junior Level': [2, 6],
  'Senior Level': [4, 8],
  'Super Senior Level': [5, 9],
};

function paymentStatusFor(random: () => number, mode: PaymentMode): PaymentStatus {
  const roll = random();
  if (mode === 'online') {
    if (roll < 0.72) return 'success';
    if (roll < 0.84) return 'pending_payment_gateway';
    if (roll < 0.92) return 'failed';
    return 'pending';
  }
  // An offline payment waits on staff, never on a gateway: the demo shows none pending at one.
  return roll < 0.48 ? 'success' : 'pending';
}

/** Most people type their number plainly; some add +91 or a leading 0. */
function writtenMobile(random: () => number, mobile: string): string {
  const roll = random();
  if (roll < 0.1) return `+91${mobile}`;
  if (roll < 0.18) return `0${mobile}`;
  return mobile;
}

export function generateRegistration(index: number, { seed, anchor }: GeneratorOptions): SeedRegistration {
  const random = randomStream(hash(seed, index, REGISTRATION_STREAM));
  let person = personOf(seed, index);
  let registeredTwice = false;
  const household = random();
  if (index > 6 && household < 0.14) {
    // A sibling or the same child again: shares the number of a recent registration.
    const earlier = personOf(seed, index - 1 - Math.floor(random() * 6));
    registeredTwice = household < 0.05;
    person = registeredTwice ? earlier : { ...person, lastName: earlier.lastName, school: earlier.school, mobile: earlier.mobile };
  }

  const std = CLASSES[person.classIndex]!;
  const cadre = cadreOfClass(person.classIndex);
  const [lowestLevel, highestLevel] = LEVEL_RANGE[cadre];
  const level = LEVELS[lowestLevel + Math.floor(random() * (highestLevel - lowestLevel + 1))]!;

  const mode: PaymentMode = random() < 0.62 ? 'online' : 'offline';
  const paymentStatus = paymentStatusFor(random, mode);
  const amount = cadre === 'Senior Level' || cadre === 'Super Senior Level' ? 500 : 300;

  const statusRoll = random();
  let status: RegistrationStatus = 'active';
  if (registeredTwice ? statusRoll < 0.6 : statusRoll < 0.01) status = 'duplicate';
  else if (statusRoll > 0.975) status = 'disqualified';

  const createdAt = new Date(anchor.getTime() - Math.floor(random() * SPAN_DAYS * 86_400) * 1000);
  const touchedByAdmin = status !== 'active' || (mode === 'offline' && paymentStatus === 'success');
  // An admin acted some time between registration and the anchor.
  const updatedAt = touchedByAdmin
    ? new Date(createdAt.getTime() + Math.floor((random() * (anchor.getTime() - createdAt.getTime())) / 1000) * 1000)
    : createdAt;
  const day = createdAt.toISOString().slice(0, 10).replaceAll('-', '');

  return {
    registration_id: registrationIdOf(index),
    name: `${person.firstName} ${person.lastName}`,
    // A few paper forms left gender blank.
    gender: random() < 0.03 ? null : person.gender,
    contact_number: writtenMobile(random, person.mobile),
    school_value: person.school[0],
    school_name: person.school[1],
    std,
    cadre,
    level_enrolled: level,
    // A stream of its own, so that adding the centre changed none of the other fields of a seed.
    center_code: SEED_CENTER_CODES[hash(seed, index, CENTER_STREAM) % SEED_CENTER_CODES.length]!,
    status,
    disqualification_note: status === 'disqualified' ? pick(random, DISQUALIFICATION_REASONS) : null,
    admin_note: mode === 'offline' && paymentStatus === 'success' ? pick(random, CONFIRMATION_NOTES) : null,
    payment_id: `PAY-ABACUS-${String(index).padStart(6, '0')}`,
    payment_mode: mode,
    payment_amount: amount,
    payment_status: paymentStatus,
    merchant_transaction_id: mode === 'online' ? `MT${day}${String(index).padStart(9, '0')}` : null,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}
