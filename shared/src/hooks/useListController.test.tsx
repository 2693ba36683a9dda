import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'shared/platform/routing/router';
import { useListController, useSearchText, type ListState } from './useListController';
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

describe('the search box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('commits the trimmed text once typing pauses for the delay, and follows a value changed elsewhere', () => {
    const committed: string[] = [];
    const { result, rerender } = renderHook(({ value }) => useSearchText(value, (text) => committed.push(text), 300), { initialProps: { value: 'old' } });
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
});
