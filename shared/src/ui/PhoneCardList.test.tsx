import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, IconButton, Typography } from 'shared/platform/ui/mui';
import { PhoneCardList } from './PhoneCardList';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = [
  { id: 'C-1', name: 'First centre' },
  { id: 'C-2', name: 'Second centre' },
];

function Cards({ items, onPress = () => undefined }: { items: readonly Row[] | undefined; onPress?: (id: string) => void }) {
  return (
    <PhoneCardList
      aria-label="Centres"
      items={items}
      itemKey={(row) => row.id}
      itemData={(row) => ({ 'data-id': row.id })}
      emptyText="No centres yet."
      card={(row) => (
        <>
          <Typography>{row.name}</Typography>
          <Button size="small" onClick={() => onPress(row.id)}>{`Edit ${row.id}`}</Button>
          <IconButton aria-label={`Delete ${row.id}`}>x</IconButton>
        </>
      )}
    />
  );
}

test('each item is a card in the named list, in order, its buttons at least 44 x 44 px and working', async () => {
  const pressed: string[] = [];
  render(<Cards items={rows} onPress={(id) => pressed.push(id)} />);
  const cards = within(screen.getByRole('list', { name: 'Centres' })).getAllByRole('listitem');
  expect(cards.map((card) => card.textContent)).toEqual(['First centreEdit C-1x', 'Second centreEdit C-2x']);
  expect(cards.map((card) => card.dataset.id)).toEqual(['C-1', 'C-2']);
  expect(screen.queryByText('No centres yet.')).toBeNull();
  for (const control of within(cards[1]!).getAllByRole('button')) {
    const { minHeight, minWidth } = getComputedStyle(control);
    expect({ name: control.textContent, minHeight: parseFloat(minHeight) >= 44, minWidth: parseFloat(minWidth) >= 44 }).toEqual({
      name: control.textContent,
      minHeight: true,
      minWidth: true,
    });
  }
  await userEvent.setup().click(within(cards[1]!).getByRole('button', { name: 'Edit C-2' }));
  expect(pressed).toEqual(['C-2']);
});

test('with no items the list says so; while they load it says nothing', () => {
  const { rerender } = render(<Cards items={undefined} />);
  expect(within(screen.getByRole('list', { name: 'Centres' })).queryAllByRole('listitem')).toEqual([]);
  rerender(<Cards items={[]} />);
  expect(within(screen.getByRole('list', { name: 'Centres' })).getByRole('listitem')).toHaveTextContent('No centres yet.');
});

test('the list takes its name from the heading it points at', () => {
  render(
    <>
      <h2 id="queue-title">Offline payments</h2>
      <PhoneCardList aria-labelledby="queue-title" look="divided" items={rows} itemKey={(row) => row.id} card={(row) => row.name} />
    </>,
  );
  expect(within(screen.getByRole('list', { name: 'Offline payments' })).getAllByRole('listitem')).toHaveLength(2);
});
