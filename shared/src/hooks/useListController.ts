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
  // The moves stay the same functions as the pages change, so effects and memoised parts can depend on them.
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
  // Another search or filter starts from the first page; a change that keeps the rows (columns shown) may keep the page.
  const setParams = useCallback(
    (change: (params: P) => P, { keepPage = false } = {}) =>
      update((current) => ({ params: change(current.params), trail: keepPage ? current.trail : [] }), { push }),
    [update, push],
  );
  return { params: state.params, pages: pagesIn === 'memory' ? onScreen : inAddress, setParams };
}

export interface SearchTextOptions {
  /** How long typing must pause before the text is committed. */
  delayMs: number;
  /** The first key after such a pause is committed at once too: a burst of keys makes at most two commits. */
  leading?: boolean;
}

/**
 * A search box: `commit` gets the trimmed text once typing pauses for `delayMs`, and the box
 * follows `value` when it changes from elsewhere (Clear, Back) without undoing what is being typed.
 * Answers the box's text, the box's change handler, and `show`, which sets the box without committing.
 */
export function useSearchText(
  value: string,
  commit: (text: string) => void,
  { delayMs, leading = false }: SearchTextOptions,
): [string, (text: string) => void, (text: string) => void] {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const lastKey = useRef(-Infinity);
  const commitNew = (next: string) => {
    if (next === committed.current) return;
    committed.current = next;
    commit(next);
  };
  // An effect event: a new `commit` each render must not send again a text typed before a Clear.
  const onPause = useEffectEvent(commitNew);
  const paused = useDebouncedValue(text.trim(), delayMs);
  useEffect(() => onPause(paused), [paused]);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);
  const type = (next: string) => {
    setText(next);
    const now = performance.now();
    if (leading && now - lastKey.current > delayMs) commitNew(next.trim());
    lastKey.current = now;
  };
  const show = useCallback((next: string) => {
    committed.current = next.trim();
    setText(next);
  }, []);
  return [text, type, show];
}

/**
 * Rows chosen, by id: picked one by one (kept across pages), or all that match the search and
 * filters. Another `resetKey` (a new search or filter) starts over, so an action never reaches
 * rows chosen under another view. `idOf` names a row; it must stay the same function.
 */
export function useSelection<Row>(resetKey: string, idOf: (row: Row) => string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);

  // Reset while rendering, as the key changes, so no render shows rows chosen under the last one.
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    // Nothing chosen keeps its set, so the rows given it need not render again.
    if (selected.size > 0) setSelected(new Set());
    setAllMatching(false);
  }

  const onToggle = useCallback((id: string) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const togglePage = useCallback(
    (rows: readonly Row[], select: boolean) => {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Set(current);
        for (const row of rows) {
          if (select) next.add(idOf(row));
          else next.delete(idOf(row));
        }
        return next;
      });
    },
    [idOf],
  );

  const clear = useCallback(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, []);

  const selectAllMatching = useCallback(() => setAllMatching(true), []);

  return { selected, allMatching, onToggle, togglePage, clear, selectAllMatching };
}
