import { useState } from 'react';

/**
 * True from the first render in which `open` was: a lazily loaded menu, dialog or drawer is mounted
 * only once it is first opened, and stays mounted after, so that it closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
