import { useEffect, useState } from 'react';

/** Palette open state; Ctrl or Cmd plus K toggles it anywhere in the portal while `enabled`. */
export function useCommandPaletteShortcut(enabled: boolean) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setOpen(false);
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((current) => !current);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
  return { open, openPalette: () => setOpen(true), closePalette: () => setOpen(false) };
}
