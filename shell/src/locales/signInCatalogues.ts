// The stand-alone sign-in page's messages (src/signIn.tsx): the shell's compiled catalogues cut to
// what that page can run, so that its first load carries not the whole English one. `npm run
// compile-catalogues` in the shell writes them after `lingui compile` (writePageCatalogues,
// shared/build/lingui.cjs). An i18n of its own: the portal loaded into the same page has the whole.
import { setupI18n } from '@lingui/core';
import type { ModuleCatalogues } from 'shared/ui/ModuleLanguage';
import { messages as english } from './en-IN/sign-in';

export const signInI18n = setupI18n();

export const signInCatalogues: ModuleCatalogues = {
  english,
  load: (language) => import(/* webpackChunkName: "sign-in-messages-[request]" */ `./${language}/sign-in.ts`).then((catalogue) => catalogue.messages),
};
