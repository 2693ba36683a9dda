import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'shared/platform/routing/router';
import { useUrlState, type UrlState } from './useUrlState';

type Range = { from: string; to: string };
const rangeInAddress: UrlState<Range> = {
  read: (params) => ({ from: params.get('from') ?? '', to: params.get('to') ?? '' }),
  write: (state, current) => {
    const next = new URLSearchParams(current);
    for (const key of ['from', 'to'] as const) {
      if (state[key]) next.set(key, state[key]);
      else next.delete(key);
    }
    return next;
  },
};

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/audit?actor=a']}>{children}</MemoryRouter>;

test('two changes made before the screen renders again both reach the address', () => {
  const { result } = renderHook(() => ({ url: useUrlState(rangeInAddress), location: useLocation() }), { wrapper });
  act(() => {
    result.current.url.update((range) => ({ ...range, from: '2026-06-10' }));
    result.current.url.update((range) => ({ ...range, to: '2026-06-01' }));
  });
  expect(result.current.url.state).toEqual({ from: '2026-06-10', to: '2026-06-01' });
  expect(result.current.location.search).toBe('?actor=a&from=2026-06-10&to=2026-06-01');
});

test('a change from elsewhere (Back, a link) is what the next update builds on', () => {
  const { result } = renderHook(() => ({ url: useUrlState(rangeInAddress), navigate: useNavigate(), location: useLocation() }), { wrapper });
  act(() => result.current.url.update((range) => ({ ...range, from: '2026-06-10' })));
  act(() => result.current.navigate('/audit?actor=b&to=2026-07-01'));
  act(() => result.current.url.update((range) => ({ ...range, from: '2026-06-20' })));
  expect(result.current.location.search).toBe('?actor=b&to=2026-07-01&from=2026-06-20');
});
