import { useLingui } from '@lingui/react/macro';
import { Button, Stack } from 'shared/platform/ui/mui';
import { LANGUAGE_NAMES, LANGUAGES, languageOf } from 'shared/i18n/languages';
import { chooseSignInLanguage } from '../../../lib/language/signInLanguage';

/** The sign-in page's choice of language, each in its own words; signed in, Preferences decides. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const current = languageOf(i18n.locale);
  return (
    <Stack component="nav" direction="row" spacing={1} aria-label={t`Language`}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="small"
          lang={language}
          aria-pressed={language === current}
          variant={language === current ? 'outlined' : 'text'}
          onClick={() => chooseSignInLanguage(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Stack>
  );
}
