import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useFocusRescue } from './useFocusRescue';

// jsdom keeps focus on a control that becomes disabled, so that case is left to the browser tests.
function Card() {
  useFocusRescue();
  const [confirmed, setConfirmed] = useState(false);
  return (
    <main>
      <button type="button">Elsewhere</button>
      <article aria-label="Payment PAY-1">
        {confirmed ? <p>No action required</p> : (
          <button type="button" onClick={() => setConfirmed(true)}>Confirm Payment</button>
        )}
      </article>
    </main>
  );
}

const flushObserver = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

test('a focused button that goes hands focus to its card, not to the page body', async () => {
  render(<Card />);
  const button = screen.getByRole('button', { name: 'Confirm Payment' });
  act(() => button.focus());
  act(() => button.click());
  await flushObserver();
  expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Payment PAY-1' }));
  expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
});

test('focus let go on purpose stays let go', async () => {
  render(<Card />);
  const other = screen.getByRole('button', { name: 'Elsewhere' });
  act(() => other.focus());
  act(() => other.blur());
  await flushObserver();
  expect(document.activeElement).toBe(document.body);
});
