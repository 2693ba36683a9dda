import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'shared/platform/routing/router';

/** How a screen's state is kept in the address. */
export interface UrlState<S> {
  /** The state the parameters hold; a bad value is dropped, not the whole state. */
  read: (params: URLSearchParams) => S;
  /** The parameters of a state, given those of the address now (so parameters it does not own can be kept). */
  write: (state: S, current: URLSearchParams) => URLSearchParams;
}

/**
 * The portal's one way for a list-like screen to keep its search, filters and page in the
 * address, so a view can be linked and survives a reload: the state read from the address, and
 * `update` to change it. Changes replace the history entry unless `{ push: true }` is asked
 * (Back then steps through them). `linkTo` is the link ('?...') to this address in another state.
 */
export function useUrlState<S>(codec: UrlState<S>) {
  const [params, setParams] = useSearchParams();
  // react-router hands an updater the parameters of the last render, so of two changes made before
  // the next render (two fields filled at once) the first would be lost. Each change builds on the
  // latest parameters instead: the ones last written, or the address's when it moved since.
  const latest = useRef(params);
  // react-router's setter is a new function whenever the address changes; `update` stays the same
  // function, so what is given it (a memoised table's handlers) need not render again.
  const set = useRef(setParams);
  useLayoutEffect(() => {
    latest.current = params;
    set.current = setParams;
  }, [params, setParams]);
  const state = useMemo(() => codec.read(params), [codec, params]);
  const update = useCallback(
    (change: (current: S) => S, { push = false } = {}) => {
      const next = codec.write(change(codec.read(latest.current)), latest.current);
      latest.current = next;
      set.current(next, { replace: !push });
    },
    [codec],
  );
  const linkTo = useCallback((next: S) => `?${codec.write(next, params)}`, [codec, params]);
  return { state, update, linkTo };
}
