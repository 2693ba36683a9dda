import { TableCell } from '@mui/material';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'shared/platform/ui/mui';
import { onPhoneScreen } from 'shared/testing/phoneScreen';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { ListCard } from './ListCard';

const rows = [
  { id: 'A-1', name: 'First row' },
  { id: 'A-2', name: 'Second row' },
];

function List({ onPress }: { onPress: (id: string) => void }) {
  return (
    <ListCard
      id="rows-title"
      title="Rows"
      subheader="Rows of a test"
      query={{ isFetching: false, isError: false, refetch: () => undefined }}
      loadingLabel="Loading rows"
      failureText="Could not load the rows."
      columns={['Name', 'Actions']}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText="No rows."
      cells={(row) => (
        <>
          <TableCell>{row.name}</TableCell>
          <TableCell>
            <Button size="small" onClick={() => onPress(row.id)}>{`Act on ${row.id}`}</Button>
          </TableCell>
        </>
      )}
      phoneCard={(row) => (
        <>
          {row.name}
          <Button size="small" onClick={() => onPress(row.id)}>{`Act on ${row.id}`}</Button>
        </>
      )}
    />
  );
}

test('on a desktop the rows are a table', () => {
  renderInPortal(<List onPress={() => undefined} />);
  expect(screen.getByRole('table', { name: 'Rows' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Rows' })).toBeNull();
});

describe('on a phone', () => {
  onPhoneScreen();

  test('the rows are cards, each button in a card at least 44 x 44 px, for a finger', async () => {
    const pressed: string[] = [];
    renderInPortal(<List onPress={(id) => pressed.push(id)} />);
    expect(screen.queryByRole('table', { name: 'Rows' })).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Rows' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['First rowAct on A-1', 'Second rowAct on A-2']);
    const action = within(cards[1]!).getByRole('button', { name: 'Act on A-2' });
    expect(getComputedStyle(action).minHeight).toBe('44px');
    expect(getComputedStyle(action).minWidth).toBe('44px');
    await userEvent.setup().click(action);
    expect(pressed).toEqual(['A-2']);
  });
});
