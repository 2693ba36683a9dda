import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'shared/platform/routing/router';
import { StableNavigateProvider, useFollowLinks, useStableNavigate } from 'shared/platform/routing/stableNavigate';

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

function LinkList() {
  const followLinks = useFollowLinks();
  const location = useLocation();
  return (
    <div onClick={followLinks}>
      <a href="/registrations/REG-1">REG-1</a>
      <a href="//elsewhere.example/REG-2">elsewhere</a>
      <a href="/registrations/REG-3" target="_blank">
        REG-3 in a tab
      </a>
      <p data-testid="at">{location.pathname}</p>
    </div>
  );
}

function renderLinks() {
  render(
    <MemoryRouter initialEntries={['/registrations']}>
      <StableNavigateProvider>
        <LinkList />
      </StableNavigateProvider>
    </MemoryRouter>,
  );
}

test('a plain click on a plain link to a portal path goes there inside the portal', () => {
  renderLinks();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void screen.getByRole('link', { name: 'REG-1' }).dispatchEvent(click));
  expect(click.defaultPrevented).toBe(true);
  expect(screen.getByTestId('at')).toHaveTextContent('/registrations/REG-1');
});

test.each([
  ['with Ctrl (a new tab)', 'REG-1', { ctrlKey: true }],
  ['with Shift (a new window)', 'REG-1', { shiftKey: true }],
  ['with the middle button', 'REG-1', { button: 1 }],
  ['to another site', 'elsewhere', {}],
  ['meant for another tab', 'REG-3 in a tab', {}],
])('a click %s is left to the browser', (_case, name, init) => {
  renderLinks();
  // What the browser then does is not jsdom's to show: the portal neither prevents it nor navigates.
  const notPrevented = fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
  expect(notPrevented).toBe(true);
  expect(screen.getByTestId('at')).toHaveTextContent(/^\/registrations$/);
});
