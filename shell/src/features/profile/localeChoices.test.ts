import { LOCALES } from 'shared/domain/profile/preferences';
import { localeChoices } from './localeChoices';

const labelOf = (choices: ReturnType<typeof localeChoices>, value: string) => choices.find((choice) => choice.value === value)?.label;

test("in English, the list's own labels", () => {
  expect(localeChoices('en-IN')).toEqual(LOCALES);
});

test("in Hindi and Tamil, each language by its own name and the reader's word, the reader's own by its name alone, English in the reader's words", () => {
  const hindi = localeChoices('hi-IN');
  expect([labelOf(hindi, 'hi-IN'), labelOf(hindi, 'ta-IN'), labelOf(hindi, 'bn-IN'), labelOf(hindi, 'en-IN')]).toEqual([
    'हिन्दी',
    'தமிழ் (तमिल)',
    'বাংলা (बंगाली)',
    'अंग्रेज़ी (भारत)',
  ]);
  const tamil = localeChoices('ta-IN');
  expect([labelOf(tamil, 'ta-IN'), labelOf(tamil, 'hi-IN'), labelOf(tamil, 'en-GB')]).toEqual(['தமிழ்', 'हिन्दी (இந்தி)', 'பிரிட்டிஷ் ஆங்கிலம்']);
  expect(tamil.map((choice) => choice.value)).toEqual(LOCALES.map((locale) => locale.value));
});
