import { createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material';
import type { ThemePreference } from 'shared/platform/settings/preferences';
import { DEFAULT_ORGANIZATION_BRANDING } from 'shared/platform/theme/branding';

export type ThemeMode = 'light' | 'dark';

/** The theme a Preferences.theme draws in: 'system' follows the operating system (prefers-color-scheme). */
export function themeModeOf(preference: ThemePreference, systemPrefersDark: boolean): ThemeMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
// The lightest surface of the dark theme: a dialog's paper (#121212 under MUI's elevation-24 overlay).
const LIGHTEST_DARK_SURFACE = '#383838';
// The darkest surface coloured text sits on in the light theme: a selected row, toggle or info alert.
const DARKEST_LIGHT_SURFACE = '#e8e8e8';

/**
 * A colour moved to its nearest shade that stays readable: in the light theme dark enough to carry
 * white text (and to be read as text on white), in the dark theme light enough to be read as text on
 * every surface. Any organisation colour can be chosen in Settings, so the theme, not the chooser,
 * keeps the contrast; MUI's own status colours (warning orange 3.1:1 on white) need it too.
 */
export function readableShade(mode: ThemeMode, color: string): string {
  const readable = (shade: string) =>
    mode === 'light'
      ? getContrastRatio('#fff', shade) >= MIN_TEXT_CONTRAST && getContrastRatio(shade, DARKEST_LIGHT_SURFACE) >= MIN_TEXT_CONTRAST
      : getContrastRatio(shade, LIGHTEST_DARK_SURFACE) >= MIN_TEXT_CONTRAST;
  for (let step = 0; step <= 20; step += 1) {
    const shade = step === 0 ? color : mode === 'light' ? darken(color, step / 20) : lighten(color, step / 20);
    if (readable(shade)) return shade;
  }
  return mode === 'light' ? '#000' : '#fff';
}

// MUI's default status colours, per theme.
const STATUS_COLOURS: Record<ThemeMode, Record<'error' | 'warning' | 'info' | 'success', string>> = {
  light: { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
  dark: { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
};

/** WCAG 2.5.5's smallest target for a finger, in CSS px. */
const MIN_TAP_TARGET = 44;
// Phones: below MUI's `sm` breakpoint (600 px), where the portal's layout gives way to the menu.
const PHONE_WIDTH = '@media (max-width: 599.95px)';
/** A control's box on a phone: at least 44 x 44 px. The theme gives it to MUI's controls; plain-element look-alikes take it too. */
export const PHONE_TAP_TARGET = { [PHONE_WIDTH]: { minWidth: MIN_TAP_TARGET, minHeight: MIN_TAP_TARGET } };

/**
 * On a phone every button, icon button (a row's menu, a notice's close, a date picker's opener),
 * checkbox, radio and input is at least 44 x 44 px, whatever size a screen asked for: set once here
 * rather than screen by screen. Laptops keep the denser sizes.
 */
const TAP_TARGETS = {
  MuiButton: { styleOverrides: { root: PHONE_TAP_TARGET } },
  MuiIconButton: { styleOverrides: { root: PHONE_TAP_TARGET } },
  MuiCheckbox: { styleOverrides: { root: PHONE_TAP_TARGET } },
  MuiRadio: { styleOverrides: { root: PHONE_TAP_TARGET } },
  MuiToggleButton: { styleOverrides: { root: PHONE_TAP_TARGET } },
  MuiInputBase: { styleOverrides: { root: { [PHONE_WIDTH]: { minHeight: MIN_TAP_TARGET } } } },
} as const;

/** The portal's MUI theme in the organisation's colour; the shell provides it and every remote renders inside it. */
export function createPortalTheme(mode: ThemeMode, primaryColor: string = DEFAULT_ORGANIZATION_BRANDING.primaryColor): Theme {
  return createTheme({
    // The threshold makes every palette colour's text (buttons, chips, filled alerts) readable at AA, not MUI's 3:1.
    palette: {
      mode,
      contrastThreshold: MIN_TEXT_CONTRAST,
      primary: { main: readableShade(mode, primaryColor) },
      ...Object.fromEntries(Object.entries(STATUS_COLOURS[mode]).map(([name, main]) => [name, { main: readableShade(mode, main) }])),
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
    components: TAP_TARGETS,
  });
}
