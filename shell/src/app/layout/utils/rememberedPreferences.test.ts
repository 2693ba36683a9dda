import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';
import { rememberedPreferences, rememberPreferences } from './rememberedPreferences';

beforeEach(() => localStorage.clear());

const stored = (value: unknown) => localStorage.setItem('admin-portal-preferences', typeof value === 'string' ? value : JSON.stringify(value));

test('answers the preferences remembered for the same person', () => {
  const preferences = { ...DEFAULT_PREFERENCES, locale: 'en-US', timezone: 'America/New_York', tableDensity: 'compact' as const };
  rememberPreferences('u1', preferences);
  expect(rememberedPreferences('u1')).toEqual(preferences);
});

test("nothing for another person: only the last person's are kept", () => {
  rememberPreferences('u1', DEFAULT_PREFERENCES);
  rememberPreferences('u2', DEFAULT_PREFERENCES);
  expect(rememberedPreferences('u1')).toBeNull();
  expect(rememberedPreferences('u2')).toEqual(DEFAULT_PREFERENCES);
});

test.each([
  ['nothing stored', null],
  ['not JSON', '{"uid":"u1",'],
  ['no preferences', { uid: 'u1' }],
  ['a field missing', { uid: 'u1', preferences: { ...DEFAULT_PREFERENCES, locale: undefined } }],
  ['a field of the wrong type', { uid: 'u1', preferences: { ...DEFAULT_PREFERENCES, keyboardShortcuts: 'yes' } }],
  ['an unknown theme', { uid: 'u1', preferences: { ...DEFAULT_PREFERENCES, theme: 'sepia' } }],
  ['an unknown density', { uid: 'u1', preferences: { ...DEFAULT_PREFERENCES, tableDensity: 'roomy' } }],
  ['a time zone Intl refuses', { uid: 'u1', preferences: { ...DEFAULT_PREFERENCES, timezone: 'Mars/Olympus_Mons' } }],
  ['a locale Intl refuses', { uid: 'u1', preferences: { ...DEFAULT_PREFERENCES, locale: 'not a locale!' } }],
])('nothing when what is stored is unusable: %s', (_case, value) => {
  if (value !== null) stored(value);
  expect(rememberedPreferences('u1')).toBeNull();
});

test('a browser that refuses to store them is no error: nothing is remembered', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  try {
    expect(() => rememberPreferences('u1', DEFAULT_PREFERENCES)).not.toThrow();
    expect(setItem).toHaveBeenCalled();
  } finally {
    setItem.mockRestore();
  }
  expect(rememberedPreferences('u1')).toBeNull();
});
