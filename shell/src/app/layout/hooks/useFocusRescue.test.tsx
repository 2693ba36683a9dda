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
        {confirmed ? (
          <p>No action required</p>
        ) : (
          <button type="button" onClick={() => setConfirmed(true)}>
            Confirm Payment
          </button>
        )}
      </article>
    </main>
  );
}

/** A queue row whose button opens a dialog; confirming closes the dialog and, with `removeRow`, the row goes too. */
function Queue({ removeRow }: { removeRow: boolean }) {
  useFocusRescue();
  const [open, setOpen] = useState(false);
  const [rowThere, setRowThere] = useState(true);
  return (
    <main>
      <table aria-label="Queue">
        <tbody>
          <tr>
            <td>
              {rowThere && (
                <button type="button" onClick={() => setOpen(true)}>
                  Confirm PAY-2
                </button>
              )}
            </td>
          </tr>
        </tbody>
      </table>
      {open && (
        <div role="dialog" aria-label="Confirm?">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              if (removeRow) setRowThere(false);
            }}
          >
            Confirm
          </button>
        </div>
      )}
    </main>
  );
}

// The hook looks in a task of its own (a timer): the test runs exactly the timers queued.
// Microtasks stay real: React's act uses them.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

// The observer's callback (a microtask) first, which queues the rescue's task; then that task.
const flushObserver = () =>
  act(async () => {
    await Promise.resolve();
    jest.runOnlyPendingTimers();
  });

async function confirmInDialog(): Promise<void> {
  const opener = screen.getByRole('button', { name: 'Confirm PAY-2' });
  act(() => opener.focus());
  act(() => opener.click());
  const confirm = screen.getByRole('button', { name: 'Confirm' });
  act(() => confirm.focus());
  act(() => confirm.click());
  await flushObserver();
}

test('a focused button that goes hands focus to its card, not to the page body', async () => {
  render(<Card />);
  const button = screen.getByRole('button', { name: 'Confirm Payment' });
  act(() => button.focus());
  act(() => button.click());
  await flushObserver();
  expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Payment PAY-1' }));
  expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
});

test('a dialog that goes with its focus hands it back to the control that opened it', async () => {
  render(<Queue removeRow={false} />);
  await confirmInDialog();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm PAY-2' }));
});

test('a dialog whose opener went too hands focus to the table the opener was in', async () => {
  render(<Queue removeRow />);
  await confirmInDialog();
  expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Queue' }));
});

test('after a press with the pointer, a control that goes takes focus with it, as the person chose', async () => {
  render(<Card />);
  const button = screen.getByRole('button', { name: 'Confirm Payment' });
  act(() => button.focus());
  act(() => {
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
  });
  await flushObserver();
  expect(document.activeElement).toBe(document.body);
});

test('a control redrawn as Tab leaves it does not pull focus away from where Tab is going', async () => {
  render(<Card />);
  const main = screen.getByRole('main');
  const landings: Element[] = [];
  main.addEventListener('focus', () => landings.push(main));
  const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
  const button = screen.getByRole('button', { name: 'Confirm Payment' });
  act(() => elsewhere.focus());
  // A browser's Tab: focus leaves (the body has it meanwhile), the page redraws the control it left
  // and its microtasks run, and only then does the next control take focus.
  await act(async () => {
    elsewhere.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: button }));
    elsewhere.replaceWith(elsewhere.cloneNode(true));
    await Promise.resolve();
    button.focus();
  });
  await flushObserver();
  expect(landings).toEqual([]);
  expect(document.activeElement).toBe(button);
});
