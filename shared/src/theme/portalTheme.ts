import { createTheme, type Theme } from '@mui/material';
import { DEFAULT_ORGANIZATION_BRANDING } from '../domain/branding';

export type ThemeMode = 'light' | 'dark';

/** The portal's MUI theme in the organisation's colour; the shell provides it and every remote renders inside it. */
export function createPortalTheme(mode: ThemeMode, primaryColor: string = DEFAULT_ORGANIZATION_BRANDING.primaryColor): Theme {
  return createTheme({
    palette: { mode, primary: { main: primaryColor } },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
  });
}
