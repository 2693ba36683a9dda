import { useCallback, useEffect, useRef } from 'react';
import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RegistrationViewBody } from 'shared/domain/profile/preferences';
import type { RegistrationView } from 'shared/domain/profile/preferences-answers';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useNotify } from 'shared/platform/ui/notifications';
import {
  useCreateSavedViewMutation,
  useDeleteSavedViewMutation,
  useUpdateSavedViewMutation,
  useListSavedViewsQuery,
  useSetDefaultSavedViewMutation,
} from '../api/savedViewsApi';
import { savedQueryOfView, type ListView } from '../../../hooks/useListUrlState';

const NO_VIEWS: never[] = [];

/**
 * The list's saved views: which one the list shows now (the view whose saved state is the
 * address's), saving, renaming, deleting and the person's default, which a bare /registrations opens with.
 */
export function useSavedViews(view: ListView, openSavedQuery: (query: string) => void) {
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const { data } = useListSavedViewsQuery();
  const [create, creating] = useCreateSavedViewMutation();
  const [remove] = useDeleteSavedViewMutation();
  const [update] = useUpdateSavedViewMutation();
  const [setDefault] = useSetDefaultSavedViewMutation();
  const current = savedQueryOfView(view);
  const views = data?.data ?? NO_VIEWS;
  const active = views.find((saved) => saved.query === current) ?? null;

  // Once per visit, and only on a bare address: a link or a reload keeps what it names.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !data) return;
    opened.current = true;
    const preferred = data.data.find((saved) => saved.id === data.defaultViewId);
    if (preferred && current === '' && view.page === 0) openSavedQuery(preferred.query);
  }, [data, current, view.page, openSavedQuery]);

  const run = useCallback(
    async (action: () => Promise<unknown>, done: string) => {
      try {
        await action();
        notify({ title: done, variant: 'success' });
        return true;
      } catch (error) {
        notify({ title: t`Error`, description: apiErrorMessage(error, t`The view could not be saved.`), variant: 'error' });
        return false;
      }
    },
    [notify, t, apiErrorMessage],
  );

  // Kept while what they use stays (the saved-views menu and dialog are memo).
  return {
    views,
    active,
    defaultViewId: data?.defaultViewId ?? null,
    saving: creating.isLoading,
    save: useCallback(
      async (body: Omit<RegistrationViewBody, 'query'>, makeDefault: boolean) =>
        run(
          async () => {
            const saved = await create({ ...body, query: current }).unwrap();
            if (makeDefault) await setDefault(saved.id).unwrap();
          },
          t`View "${ph({ name: body.name })}" saved`,
        ),
      [run, create, setDefault, current, t],
    ),
    rename: useCallback(
      (saved: RegistrationView, name: string) =>
        run(
          () => update({ id: saved.id, body: { name, query: saved.query, shared: saved.shared } }).unwrap(),
          t`View "${ph({ old: saved.name })}" renamed to "${name}"`,
        ),
      [run, update, t],
    ),
    remove: useCallback((id: string, name: string) => run(() => remove(id).unwrap(), t`View "${name}" deleted`), [run, remove, t]),
    setDefault: useCallback(
      (id: string | null) => run(() => setDefault(id).unwrap(), id ? t`Default view set` : t`The list opens plainly again`),
      [run, setDefault, t],
    ),
  };
}
