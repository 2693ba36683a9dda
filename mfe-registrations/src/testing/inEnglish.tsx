import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { englishForTests } from 'shared/testing/renderInPortal';

const english = englishForTests();

/** For a component test that renders without the portal (`render(ui, { wrapper: InEnglish })`): the module's English, as renderInPortal gives it. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}
