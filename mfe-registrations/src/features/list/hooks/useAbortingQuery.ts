import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';

/** What dispatching an RTK Query endpoint's initiate answers, as far as this hook needs it. */
interface QueryRequest {
  abort(): void;
  unsubscribe(): void;
}

/** What the screen reads of a cache entry (RTK Query's useQueryState answers more). */
interface QueryState<Data> {
  /** The latest answer, kept while the next argument's loads. */
  data?: Data;
  /** The answer for this argument only. */
  currentData?: Data;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
}

/** An RTK Query query endpoint (`api.endpoints.x`). */
interface QueryEndpoint<Arg, Data> {
  initiate(arg: Arg, options?: { forceRefetch?: boolean; subscribe?: boolean }): unknown;
  useQueryState(arg: Arg): QueryState<Data>;
}

/**
 * The endpoint's useQuery, except that a request the screen no longer needs (the search, a
 * filter or the sort changed, or the screen closed) is aborted, so the API cancels the statement
 * behind it. RTK Query's own useQuery lets a superseded request run to its end. Meant for
 * arguments only this screen asks for: aborting would also fail another subscriber's request.
 * `key` is the argument's identity (arg itself may be a new object on every render).
 */
export function useAbortingQuery<Arg, Data>(
  endpoint: QueryEndpoint<Arg, Data>,
  arg: Arg,
  key: string,
): QueryState<Data> & { refetch: () => void; start: (nextArg: Arg, nextKey: string) => void } {
  const dispatch = useDispatch();
  // The key of the request now wanted: set by the effect below as it asks for it.
  const currentKey = useRef(key);
  const mounted = useRef(true);
  // A request started ahead of the render that will ask for it (see `start`), until that render's effect takes it over.
  const early = useRef<{ key: string; request: QueryRequest } | null>(null);
  const dropEarly = useCallback(() => {
    early.current?.request.unsubscribe();
    early.current?.request.abort();
    early.current = null;
  }, []);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      dropEarly();
    };
  }, [dropEarly]);
  useEffect(() => {
    currentKey.current = key;
    let request: QueryRequest;
    if (early.current?.key === key) {
      request = early.current.request;
      early.current = null;
    } else {
      dropEarly();
      request = dispatch(endpoint.initiate(arg) as never) as unknown as QueryRequest;
    }
    return () => {
      request.unsubscribe();
      // Decided after React has run the next effects: StrictMode re-runs this effect with the
      // same key at once, and that request must go on.
      setTimeout(() => {
        if (!mounted.current || currentKey.current !== key) request.abort();
      });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is arg's identity (see above)
  }, [dispatch, endpoint, key]);
  const refetch = useCallback(
    () => {
      dispatch(endpoint.initiate(arg, { forceRefetch: true, subscribe: false }) as never);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is arg's identity (see above)
    [dispatch, endpoint, key],
  );
  /**
   * Asks for `nextArg` now, before the render that will want it (a key press's navigation renders
   * as a transition, tens of milliseconds later); that render's effect takes the request over. An
   * early request nothing took over is aborted when another starts or the screen closes.
   */
  const start = useCallback(
    (nextArg: Arg, nextKey: string) => {
      if (nextKey === currentKey.current || nextKey === early.current?.key) return;
      dropEarly();
      early.current = { key: nextKey, request: dispatch(endpoint.initiate(nextArg) as never) as unknown as QueryRequest };
    },
    [dispatch, endpoint, dropEarly],
  );
  return { ...endpoint.useQueryState(arg), refetch, start };
}
