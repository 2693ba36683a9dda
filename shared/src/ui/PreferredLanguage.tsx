import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { usePreferences } from '../hooks/usePreferences';
import { ModuleLanguage, type ModuleCatalogues } from './ModuleLanguage';

/** A remote's screens in the signed-in person's language (their `locale` preference, as the shell fetched it). */
export function PreferredLanguage({ i18n, catalogues, children }: { i18n: I18n; catalogues: ModuleCatalogues; children: ReactNode }) {
  return (
    <ModuleLanguage i18n={i18n} catalogues={catalogues} locale={usePreferences().locale}>
      {children}
    </ModuleLanguage>
  );
}
