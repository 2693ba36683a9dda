import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InEnglish } from '../testing/inEnglish';
import { ListPager } from './ListPager';

function Harness({ count, initialPage = 0 }: { count: number; initialPage?: number }) {
  const [page, setPage] = useState(initialPage);
  const [size, setSize] = useState(50);
  return (
    <ListPager
      label="Registration pages"
      count={count}
      page={page}
      rowsPerPage={size}
      onPageChange={setPage}
      pageSizes={[25, 50, 100]}
      onPageSizeChange={setSize}
    />
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const range = () => screen.getByTestId('pager-range').textContent;

test('pages through a counted list with its four buttons, each disabled at its end', async () => {
  const user = userEvent.setup();
  render(<Harness count={3120} />, { wrapper: InEnglish });
  expect(screen.getByRole('navigation', { name: 'Registration pages' })).toBeInTheDocument();
  expect(range()).toBe('1–50 of 3,120');
  expect(button('Go to first page')).toBeDisabled();
  expect(button('Go to previous page')).toBeDisabled();

  await user.click(button('Go to next page'));
  expect(range()).toBe('51–100 of 3,120');
  await user.click(button('Go to last page'));
  expect(range()).toBe('3,101–3,120 of 3,120');
  expect(button('Go to next page')).toBeDisabled();
  expect(button('Go to last page')).toBeDisabled();

  await user.click(button('Go to previous page'));
  expect(range()).toBe('3,051–3,100 of 3,120');
  await user.click(button('Go to first page'));
  expect(range()).toBe('1–50 of 3,120');
});

test('while the total is being counted, the range says "more than" and there is no last page to go to', async () => {
  const user = userEvent.setup();
  render(<Harness count={-1} />, { wrapper: InEnglish });
  expect(range()).toBe('1–50 of more than 50');
  expect(button('Go to last page')).toBeDisabled();
  await user.click(button('Go to next page'));
  expect(range()).toBe('51–100 of more than 100');
});

test('the page size is a select of the offered sizes, named "Rows per page"', async () => {
  const user = userEvent.setup();
  render(<Harness count={3120} />, { wrapper: InEnglish });
  const size = screen.getByRole('combobox', { name: 'Rows per page:' });
  expect([...(size as HTMLSelectElement).options].map((option) => option.value)).toEqual(['25', '50', '100']);
  await user.selectOptions(size, '100');
  expect(range()).toBe('1–100 of 3,120');
});

test('an empty list shows 0–0 with every button disabled', () => {
  render(<Harness count={0} />, { wrapper: InEnglish });
  expect(range()).toBe('0–0 of 0');
  for (const name of ['Go to first page', 'Go to previous page', 'Go to next page', 'Go to last page']) expect(button(name)).toBeDisabled();
});
