import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';
import { useUrlState, type UrlState } from './useUrlState';

/** Where a page starts: at an offset, or beyond a keyset cursor (entries older than `before`, newer than `after`). */
export type OffsetPage = { kind: 'offset'; offset: number; limit: number };
export type CursorPage = { kind: 'cursor'; before?: string; after?: string };
export type ListPage = OffsetPage | CursorPage;

/** A list's search and filters, and the pages followed from its first page: the last is the one shown. */
export interface ListState<P, Page extends ListPage = CursorPage> {
  params: P;
  trail: Page[];
}

/** The pages of a list, whether the API pages by offset or by cursor. */
export interface ListPaging<Page extends ListPage = CursorPage> {
  /** The page shown; none is the first page. */
  page: Page | undefined;
  /** One-based: how many pages were followed to reach it, plus one. */
  number: number;
  hasPrevious: boolean;
  /** Back along the pages followed (an API that pages forward only gives no cursor back). */
  previous: () => void;
  /** Onwards, keeping the way back. */
  next: (page: Page) => void;
  /** Straight to a page (none: the first), forgetting the way there. */
  goTo: (page: Page | null) => void;
}

type TrailChange<Page> = (change: (trail: Page[]) => Page[]) => void;

function usePaging<Page extends ListPage>(trail: Page[], change: TrailChange<Page>): ListPaging<Page> {
  // The moves stay the same functions while the trail does, so effects and memoised parts can depend on them.
  const moves = useMemo(
    () => ({
      previous: () => change((current) => current.slice(0, -1)),
      next: (page: Page) => change((current) => [...current, page]),
      goTo: (page: Page | null) => change(() => (page ? [page] : [])),
    }),
    [change],
  );
  return { page: trail[trail.length - 1], number: trail.length + 1, hasPrevious: trail.length > 0, ...moves };
}

/**
 * Pages kept only on the screen, while `resetKey` stays the same object (filters, a statement and
 * tab); a new one starts from the first page again.
 */
export function usePages<Page extends ListPage = CursorPage>(resetKey: unknown): ListPaging<Page> {
  const [trail, setTrail] = useState<Page[]>([]);
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setTrail([]);
  }
  return usePaging(trail, setTrail);
}

export interface ListOptions {
  /** Each change adds a history entry, so Back steps through them; otherwise it replaces the entry. */
  push?: boolean;
  /** Where the pages followed are kept: in the address (a reload or a link keeps them) or only on the screen. */
  pagesIn?: 'address' | 'memory';
}

/**
 * The portal's one list controller: the search and filters held in the address (`address` reads
 * and writes them with the pages), the pages by offset or cursor behind one interface, and
 * `setParams`, which starts again from the first page.
 */
export function useListController<P, Page extends ListPage = CursorPage>(
  address: UrlState<ListState<P, Page>>,
  { push = false, pagesIn = 'address' }: ListOptions = {},
) {
  const { state, update } = useUrlState(address);
  const changeTrail = useCallback<TrailChange<Page>>((change) => update((current) => ({ ...current, trail: change(current.trail) }), { push }), [update, push]);
  const inAddress = usePaging(state.trail, changeTrail);
  const onScreen = usePages<Page>(state.params);
  const setParams = useCallback((change: (params: P) => P) => update((current) => ({ params: change(current.params), trail: [] }), { push }), [update, push]);
  return { params: state.params, pages: pagesIn === 'memory' ? onScreen : inAddress, setParams };
}

/**
 * A search box: `commit` gets the trimmed text once typing pauses for `delayMs`, and the box
 * follows `value` when it changes from elsewhere (Clear, Back) without undoing what is being typed.
 */
export function useSearchText(value: string, commit: (text: string) => void, delayMs: number): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  // An effect event: a new `commit` each render must not send again a text typed before a Clear.
  const onCommit = useEffectEvent(commit);
  const paused = useDebouncedValue(text.trim(), delayMs);
  useEffect(() => {
    if (paused === committed.current) return;
    committed.current = paused;
    onCommit(paused);
  }, [paused]);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);
  return [text, setText];
}
