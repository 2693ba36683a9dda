import { lazyWithPreload } from 'shared/ui/lazyWithPreload';

/**
 * The merge view, loaded when first wanted (its choices use the request schemas' field list, and
 * with it zod, which the list's first paint leaves out); fetched as the person heads for the button.
 */
export const mergeDialog = lazyWithPreload(() => import('./MergeDialog').then((m) => m.MergeDialog));
