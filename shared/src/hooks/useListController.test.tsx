import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'shared/platform/routing/router';
import { useListController, useSearchText, useSelection, type ListState, type OffsetPage } from './useListController';
import type { UrlState } from './useUrlState';

type Search = { q: string };
/** A search and the cursors followed, as ?q=...&after=...&after=..., beside parameters it does not own. */
const inAddress: UrlState<ListState<Search>> = {
  read: (params) => ({ params: { q: params.get('q') ?? '' }, trail: params.getAll('after').map((after) => ({ kind: 'cursor', after })) }),
  write: ({ params: { q }, trail }, current) => {
    const next = new URLSearchParams(current);
    next.delete('q');
    next.delete('after');
    if (q) next.set('q', q);
    for (const page of trail) if (page.after) next.append('after', page.after);
    return next;
  },
};

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/list?tab=a', '/list?tab=b&q=x&after=c1']}>{children}</MemoryRouter>;

test('pages followed by cursor are kept in the address; Previous steps back along them, a new search starts from the first page', () => {
  const { result } = renderHook(() => ({ list: useListController(inAddress), location: useLocation() }), { wrapper });
  expect(result.current.list.params).toEqual({ q: 'x' });
  expect(result.current.list.pages).toMatchObject({ page: { kind: 'cursor', after: 'c1' }, number: 2, hasPrevious: true });
  act(() => result.current.list.pages.next({ kind: 'cursor', after: 'c2' }));
  expect(result.current.location.search).toBe('?tab=b&q=x&after=c1&after=c2');
  expect(result.current.list.pages).toMatchObject({ page: { after: 'c2' }, number: 3 });
  act(() => result.current.list.pages.previous());
  expect(result.current.location.search).toBe('?tab=b&q=x&after=c1');
  act(() => result.current.list.setParams(() => ({ q: 'asha' })));
  expect(result.current.location.search).toBe('?tab=b&q=asha');
  expect(result.current.list.pages).toMatchObject({ page: undefined, number: 1, hasPrevious: false });
});

test('changes replace the history entry unless the list asks to push them, so Back steps through its pages', () => {
  const replacing = renderHook(() => ({ list: useListController(inAddress), location: useLocation(), navigate: useNavigate() }), { wrapper });
  act(() => replacing.result.current.list.pages.goTo({ kind: 'cursor', after: 'c9' }));
  act(() => replacing.result.current.navigate(-1));
  expect(replacing.result.current.location.search).toBe('?tab=a');

  const pushing = renderHook(() => ({ list: useListController(inAddress, { push: true }), location: useLocation(), navigate: useNavigate() }), { wrapper });
  act(() => pushing.result.current.list.pages.goTo({ kind: 'cursor', after: 'c9' }));
  expect(pushing.result.current.location.search).toBe('?tab=b&q=x&after=c9');
  act(() => pushing.result.current.navigate(-1));
  expect(pushing.result.current.location.search).toBe('?tab=b&q=x&after=c1');
  expect(pushing.result.current.list.pages.page).toEqual({ kind: 'cursor', after: 'c1' });
});

test('pages kept on the screen stay out of the address and start again when the search changes', () => {
  const { result } = renderHook(() => ({ list: useListController(inAddress, { pagesIn: 'memory' }), location: useLocation() }), { wrapper });
  expect(result.current.list.pages).toMatchObject({ page: undefined, number: 1 });
  act(() => result.current.list.pages.next({ kind: 'cursor', after: 'm1' }));
  act(() => result.current.list.pages.next({ kind: 'cursor', after: 'm2' }));
  expect(result.current.list.pages).toMatchObject({ page: { after: 'm2' }, number: 3, hasPrevious: true });
  expect(result.current.location.search).toBe('?tab=b&q=x&after=c1');
  act(() => result.current.list.setParams(() => ({ q: 'y' })));
  expect(result.current.list.pages).toMatchObject({ page: undefined, number: 1, hasPrevious: false });
});

type View = { q: string; columns: string };
/** Offset pages as a one-based ?page=, the way a list with numbered pages keeps them. */
const offsetsInAddress: UrlState<ListState<View, OffsetPage>> = {
  read: (params) => {
    const page = Number(params.get('page') ?? 1);
    return {
      params: { q: params.get('q') ?? '', columns: params.get('columns') ?? '' },
      trail: page > 1 ? [{ kind: 'offset', offset: (page - 1) * 25, limit: 25 }] : [],
    };
  },
  write: ({ params: { q, columns }, trail }) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (columns) next.set('columns', columns);
    const shown = trail[trail.length - 1];
    if (shown) next.set('page', String(shown.offset / shown.limit + 1));
    return next;
  },
};

test('offset pages go behind the same interface; a change that keeps the rows keeps the page, another search does not', () => {
  const offsets = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/list?q=x&page=3']}>{children}</MemoryRouter>;
  const { result } = renderHook(() => ({ list: useListController(offsetsInAddress), location: useLocation() }), { wrapper: offsets });
  expect(result.current.list.pages).toMatchObject({ page: { kind: 'offset', offset: 50, limit: 25 }, hasPrevious: true });
  act(() => result.current.list.pages.goTo({ kind: 'offset', offset: 75, limit: 25 }));
  expect(result.current.location.search).toBe('?q=x&page=4');
  act(() => result.current.list.setParams((view) => ({ ...view, columns: 'name' }), { keepPage: true }));
  expect(result.current.location.search).toBe('?q=x&columns=name&page=4');
  act(() => result.current.list.setParams((view) => ({ ...view, q: 'y' })));
  expect(result.current.location.search).toBe('?q=y&columns=name');
  expect(result.current.list.pages.page).toBeUndefined();
});

const idOf = (row: { id: string }) => row.id;

test('rows chosen stay chosen across pages until the search changes; all matching gives way to a row picked', () => {
  const { result, rerender } = renderHook(({ key }) => useSelection(key, idOf), { initialProps: { key: 'q=a' } });
  act(() => result.current.togglePage([{ id: 'R1' }, { id: 'R2' }], true));
  act(() => result.current.onToggle('R3'));
  act(() => result.current.onToggle('R1'));
  expect([...result.current.selected]).toEqual(['R2', 'R3']);
  act(() => result.current.selectAllMatching());
  expect(result.current.allMatching).toBe(true);
  act(() => result.current.togglePage([{ id: 'R2' }], false));
  expect(result.current.allMatching).toBe(false);
  expect([...result.current.selected]).toEqual(['R3']);
  rerender({ key: 'q=b' });
  expect(result.current.selected.size).toBe(0);
});

describe('the search box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('commits the trimmed text once typing pauses for the delay, and follows a value changed elsewhere', () => {
    const committed: string[] = [];
    const { result, rerender } = renderHook(({ value }) => useSearchText(value, (text) => committed.push(text), { delayMs: 300 }), {
      initialProps: { value: 'old' },
    });
    act(() => result.current[1]('as'));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current[1]('asha '));
    act(() => jest.advanceTimersByTime(299));
    expect(committed).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(committed).toEqual(['asha']);
    expect(result.current[0]).toBe('asha ');
    // The value catching up with what was typed leaves the box alone; a Clear empties it.
    rerender({ value: 'asha' });
    expect(result.current[0]).toBe('asha ');
    rerender({ value: '' });
    expect(result.current[0]).toBe('');
    act(() => jest.advanceTimersByTime(1_000));
    expect(committed).toEqual(['asha']);
  });

  test('with `leading`, the first key after a pause is committed at once, the rest of the burst at the next pause', () => {
    const committed: string[] = [];
    const { result } = renderHook(() => useSearchText('', (text) => committed.push(text), { delayMs: 50, leading: true }));
    act(() => result.current[1]('a'));
    expect(committed).toEqual(['a']);
    act(() => jest.advanceTimersByTime(20));
    act(() => result.current[1]('as'));
    act(() => jest.advanceTimersByTime(20));
    act(() => result.current[1]('ash'));
    expect(committed).toEqual(['a']);
    act(() => jest.advanceTimersByTime(50));
    expect(committed).toEqual(['a', 'ash']);
    // Set by the screen (a Clear), the box commits nothing.
    act(() => result.current[2](''));
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current[0]).toBe('');
    expect(committed).toEqual(['a', 'ash']);
  });
});
