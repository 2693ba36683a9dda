import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredTooltip } from './DeferredTooltip';

// Each test makes its own (as each module does): whether the Tooltip has arrived is that one's state.

async function tooltipArrives(preloadTooltip: () => void) {
  await act(async () => {
    preloadTooltip();
    await import('@mui/material/Tooltip');
  });
}

test('a focused element stays in place, focused, when the tooltip arrives, and is wrapped once left', async () => {
  const { DeferredTooltip, preloadTooltip } = deferredTooltip();
  const user = userEvent.setup();
  const onClick = jest.fn();
  render(
    <>
      <DeferredTooltip title="Switch to dark theme">
        <button type="button" aria-label="Toggle theme" onClick={onClick} />
      </DeferredTooltip>
      <button type="button">Elsewhere</button>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Toggle theme' });
  await user.tab();
  expect(toggle).toHaveFocus();
  await tooltipArrives(preloadTooltip);
  expect(toggle.isConnected).toBe(true);
  expect(toggle).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(1);

  await user.tab();
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  expect(toggle.isConnected).toBe(false);
  const wrapped = screen.getByRole('button', { name: 'Toggle theme' });
  await user.hover(wrapped);
  expect(await screen.findByRole('tooltip', { name: 'Switch to dark theme' })).toBeVisible();
  await user.click(wrapped);
  expect(onClick).toHaveBeenCalledTimes(2);
});

test('once the tooltip has arrived, a new element is wrapped from its first render', async () => {
  const { DeferredTooltip, preloadTooltip } = deferredTooltip();
  await tooltipArrives(preloadTooltip);
  const user = userEvent.setup();
  render(
    <DeferredTooltip title="Payments" placement="right" describeChild>
      <a href="#payments" aria-label="Payments" />
    </DeferredTooltip>,
  );
  await user.hover(screen.getByRole('link', { name: 'Payments' }));
  expect(await screen.findByRole('tooltip', { name: 'Payments' })).toBeVisible();
});
