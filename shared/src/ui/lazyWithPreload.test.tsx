import { Suspense } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { lazyWithPreload, preloadOnIntent } from './lazyWithPreload';

function Part() {
  return <p>The part</p>;
}

test('pointer over, focus or touch on the button fetches the part, which then renders at once without its fallback', async () => {
  for (const intent of [fireEvent.pointerEnter, fireEvent.focus, fireEvent.pointerDown]) {
    const load = jest.fn(() => Promise.resolve(Part));
    const part = lazyWithPreload(load);
    const { unmount } = render(<button {...preloadOnIntent(part.preload)}>Open</button>);
    expect(load).not.toHaveBeenCalled();
    intent(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    await load.mock.results[0]!.value;
    unmount();
    // Loaded before it renders: no fallback, not even for a moment.
    const opened = render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component />
      </Suspense>,
    );
    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    opened.unmount();
  }
});

test('a preload that fails says so and leaves the render to meet the failure', async () => {
  const part = lazyWithPreload(() => Promise.reject(new Error('offline')));
  await expect(part.preload()).resolves.toBe(false);
});
