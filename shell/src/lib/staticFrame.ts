import type { Theme } from '@mui/material';

// The frame index.html draws before any script runs (app/layout/staticFrame/frame.html), laid over the page
// until React draws the same layout or a page of its own in its place.
const FRAME_ID = 'portal-frame';
const COLOURS_KEY = 'admin-portal-frame-colours';

/** Takes the static frame away; React's layout or page is drawn beneath it by then. */
export function removeStaticFrame(): void {
  document.getElementById(FRAME_ID)?.remove();
}

/**
 * Keeps the theme's primary colour, as it made the organisation's readable, for the next start's
 * frame (its badge and avatar), per light and dark.
 */
export function rememberFrameColours(theme: Theme): void {
  try {
    const stored = JSON.parse(localStorage.getItem(COLOURS_KEY) ?? '{}') as Record<string, unknown>;
    const colours = { ...stored, [theme.palette.mode]: { main: theme.palette.primary.main, text: theme.palette.primary.contrastText } };
    localStorage.setItem(COLOURS_KEY, JSON.stringify(colours));
  } catch {
    // Not kept: the next frame draws in the portal's default colour.
  }
}
