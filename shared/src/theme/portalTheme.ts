import { createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material';
import { DEFAULT_ORGANIZATION_BRANDING } from '../domain/settings';

export type ThemeMode = 'light' | 'dark';

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
// The lightest surface of the dark theme: a dialog's paper (#121212 under MUI's elevation-24 overlay).
const LIGHTEST_DARK_SURFACE = '#383838';

/**
 * The organisation's colour moved to its nearest shade that stays readable: in the light theme dark
 * enough to carry white text, in the dark theme light enough to be read as text on every surface.
 * Any colour can be chosen in Settings, so the theme, not the chooser, keeps the contrast.
 */
export function readablePrimary(mode: ThemeMode, color: string): string {
  const readable = (shade: string) =>
    mode === 'light' ? getContrastRatio('#fff', shade) >= MIN_TEXT_CONTRAST : getContrastRatio(shade, LIGHTEST_DARK_SURFACE) >= MIN_TEXT_CONTRAST;
  for (let step = 0; step <= 20; step += 1) {
    const shade = step === 0 ? color : mode === 'light' ? darken(color, step / 20) : lighten(color, step / 20);
    if (readable(shade)) return shade;
  }
  return mode === 'light' ? '#000' : '#fff';
}

/** The portal's MUI theme in the organisation's colour; the shell provides it and every remote renders inside it. */
export function createPortalTheme(mode: ThemeMode, primaryColor: string = DEFAULT_ORGANIZATION_BRANDING.primaryColor): Theme {
  return createTheme({
    // The threshold makes every palette colour's text (buttons, chips, filled alerts) readable at AA, not MUI's 3:1.
    palette: { mode, contrastThreshold: MIN_TEXT_CONTRAST, primary: { main: readablePrimary(mode, primaryColor) } },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
  });
}
