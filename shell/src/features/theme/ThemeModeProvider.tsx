import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createPortalTheme, type ThemeMode } from 'shared/theme/portalTheme';

const STORAGE_KEY = 'admin-portal-theme';

interface ThemeModeControl {
  mode: ThemeMode;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeControl | null>(null);

export function useThemeMode(): ThemeModeControl {
  const control = useContext(ThemeModeContext);
  if (!control) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return control;
}

function initialMode(): ThemeMode {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The portal theme, light or dark, remembered in this browser; remotes render inside it. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initialMode);
  const theme = useMemo(() => createPortalTheme(mode), [mode]);
  const control = useMemo<ThemeModeControl>(() => ({
    mode,
    toggle: () => setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      localStorage.setItem(STORAGE_KEY, next);
      return next;
    }),
  }), [mode]);
  return (
    <ThemeModeContext.Provider value={control}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
