// This module's messages: English as part of its code, Hindi and Tamil fetched when first asked
// for. `npx lingui extract && npx lingui compile --typescript` in the module's folder writes them.
import { setupI18n } from '@lingui/core';
import type { ModuleCatalogues } from 'shared/ui/ModuleLanguage';
import { messages as english } from './en-IN/messages';

export const moduleI18n = setupI18n();

export const moduleCatalogues: ModuleCatalogues = {
  english,
  load: (language) => import(/* webpackChunkName: "messages-[request]" */ `./${language}/messages.ts`).then((catalogue) => catalogue.messages),
};
