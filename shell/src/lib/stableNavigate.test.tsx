import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'shared/platform/routing/router';
import { StableNavigateProvider, useStableNavigate } from './stableNavigate';

const rendered = jest.fn();

function TopBarLike() {
  const navigate = useStableNavigate();
  rendered(navigate);
  return <button onClick={() => navigate('/payments?id=PAY-1')}>Go</button>;
}

function Typing() {
  const [, setParams] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <button onClick={() => setParams({ q: `${new URLSearchParams(location.search).get('q') ?? ''}x` }, { replace: true })}>Type</button>
      <p data-testid="at">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

test('a component using the stable navigate does not render again as the search changes, and still navigates', () => {
  render(
    <MemoryRouter initialEntries={['/registrations']}>
      <StableNavigateProvider>
        <TopBarLike />
        <Routes>
          <Route path="*" element={<Typing />} />
        </Routes>
      </StableNavigateProvider>
    </MemoryRouter>,
  );
  const before = rendered.mock.calls.length;
  for (let i = 0; i < 3; i++) act(() => screen.getByRole('button', { name: 'Type' }).click());
  expect(screen.getByTestId('at')).toHaveTextContent('/registrations?q=xxx');
  expect(rendered).toHaveBeenCalledTimes(before);
  act(() => screen.getByRole('button', { name: 'Go' }).click());
  expect(screen.getByTestId('at')).toHaveTextContent('/payments?id=PAY-1');
  expect(new Set(rendered.mock.calls.map(([navigate]) => navigate)).size).toBe(1);
});

test('outside the provider it says what is missing', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() =>
    render(
      <MemoryRouter>
        <TopBarLike />
      </MemoryRouter>,
    ),
  ).toThrow('useStableNavigate needs <StableNavigateProvider> inside the router.');
});
