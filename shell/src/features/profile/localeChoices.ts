import { LOCALES, type PortalLocale } from 'shared/domain/profile/preferences';
import { SOURCE_LANGUAGE, type Language } from 'shared/i18n/languages';

/**
 * The Locale box's choices in the language the tab is read in. In English, the list's own labels
 * ('हिन्दी (Hindi)'); in Hindi or Tamil, each language by its own name and then the reader's word
 * for it ('বাংলা (बंगाली)', just 'हिन्दी' to a Hindi reader), English by the reader's words with
 * its country ('अंग्रेज़ी (भारत)'). The reader's words are the browser's (Intl.DisplayNames), so no
 * catalogue carries them.
 */
export function localeChoices(language: Language): { value: PortalLocale; label: string }[] {
  if (language === SOURCE_LANGUAGE) return [...LOCALES];
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return LOCALES.map(({ value, label }) => {
    const english = value.startsWith('en-');
    const readers = names.of(english ? value : value.split('-')[0]!) ?? label;
    const own = label.split(' (')[0]!;
    return { value, label: english || own === readers ? readers : `${own} (${readers})` };
  });
}
