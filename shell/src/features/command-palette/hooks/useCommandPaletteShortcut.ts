import { useEffect, useState } from 'react';

/** Palette open state; Ctrl or Cmd plus K toggles it anywhere in the portal while `enabled`. */
export function useCommandPaletteShortcut(enabled: boolean) {
  const [open, setOpen] = useState(false);
  // What was typed into the top bar's search box before the palette opened.
  const [initialText, setInitialText] = useState('');
  // Closed (while rendering) when the shortcut stops being allowed; the button may still open it after.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (enabled !== wasEnabled) {
    setWasEnabled(enabled);
    if (!enabled) setOpen(false);
  }
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setInitialText('');
        setOpen((current) => !current);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
  const openPalette = (text = '') => {
    setInitialText(text);
    setOpen(true);
  };
  return { open, initialText, openPalette, closePalette: () => setOpen(false) };
}
