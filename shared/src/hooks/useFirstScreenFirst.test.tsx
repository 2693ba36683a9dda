import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import { useFirstScreenFirst } from './useFirstScreenFirst';

/** Records how many items each commit drew (-1 for none yet). */
function List({ items, commits }: { items: number[] | undefined; commits: number[] }) {
  const shown = useFirstScreenFirst(items, 10);
  useLayoutEffect(() => {
    commits.push(shown?.length ?? -1);
  });
  return (
    <ul>
      {shown?.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const numbers = (count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i);

test('a list first draws its first screen, then every item in the next commit', () => {
  const commits: number[] = [];
  const { getAllByRole } = render(<List items={numbers(50)} commits={commits} />);
  expect(commits).toEqual([10, 50]);
  expect(getAllByRole('listitem')).toHaveLength(50);
});

test('once drawn whole, new items (a search, another page) are drawn whole at once', () => {
  const commits: number[] = [];
  const { rerender, getAllByRole } = render(<List items={numbers(50)} commits={commits} />);
  rerender(<List items={numbers(30, 100)} commits={commits} />);
  expect(commits).toEqual([10, 50, 30]);
  expect(getAllByRole('listitem')[29]).toHaveTextContent('129');
});

test('a list shown while its items load splits them when they come, not before', () => {
  const commits: number[] = [];
  const { rerender } = render(<List items={undefined} commits={commits} />);
  rerender(<List items={[]} commits={commits} />);
  rerender(<List items={numbers(50)} commits={commits} />);
  expect(commits).toEqual([-1, 0, 10, 50]);
});
