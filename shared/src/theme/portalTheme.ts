import { createTheme, type Theme } from '@mui/material';

export type ThemeMode = 'light' | 'dark';

export const DEFAULT_PRIMARY_COLOR = '#6366f1';

/** The portal's MUI theme; the shell provides it and every remote renders inside it. */
export function createPortalTheme(mode: ThemeMode, primaryColor: string = DEFAULT_PRIMARY_COLOR): Theme {
  return createTheme({
    palette: { mode, primary: { main: primaryColor } },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
  });
}
