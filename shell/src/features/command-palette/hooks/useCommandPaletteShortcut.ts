import { useEffect, useState } from 'react';

/** Palette open state; Ctrl or Cmd plus K toggles it anywhere in the portal. */
export function useCommandPaletteShortcut() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((current) => !current);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return { open, openPalette: () => setOpen(true), closePalette: () => setOpen(false) };
}
