import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePageSearchShortcut } from './usePageSearchShortcut';

function Page() {
  usePageSearchShortcut();
  return (
    <>
      <input aria-label="Elsewhere" />
      <main>
        <button type="button">Somewhere</button>
        <div role="search">
          <input aria-label="Search registrations" />
        </div>
      </main>
    </>
  );
}

test("'/' moves focus to the screen's search box, unless a text box has focus", async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Somewhere' }));
  await user.keyboard('/');
  const search = screen.getByRole('textbox', { name: 'Search registrations' });
  expect(search).toHaveFocus();
  expect(search).toHaveValue('');

  const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
  await user.click(elsewhere);
  await user.keyboard('a/b');
  expect(elsewhere).toHaveFocus();
  expect(elsewhere).toHaveValue('a/b');
});
