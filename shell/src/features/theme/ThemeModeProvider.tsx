import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { portalSettingsApi } from 'shared/platform/api/portalSettingsApi';
import { DEFAULT_ORGANIZATION_BRANDING, type OrganizationBranding } from 'shared/platform/theme/branding';
import { createPortalTheme, type ThemeMode } from 'shared/platform/theme/portalTheme';
import { HEX_COLOR } from 'shared/domain/colour';

const STORAGE_KEY = 'admin-portal-theme';
// The last branding this browser saw, so that a reload or the sign-in page starts in it.
const BRANDING_STORAGE_KEY = 'admin-portal-branding';

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

function lastKnownBranding(): OrganizationBranding {
  try {
    const stored = JSON.parse(localStorage.getItem(BRANDING_STORAGE_KEY) ?? 'null') as Partial<OrganizationBranding> | null;
    if (typeof stored?.name === 'string' && typeof stored.primaryColor === 'string' && HEX_COLOR.test(stored.primaryColor)) {
      return { name: stored.name, primaryColor: stored.primaryColor };
    }
  } catch {
    // Unreadable: the defaults below.
  }
  return DEFAULT_ORGANIZATION_BRANDING;
}

/**
 * The organisation's saved branding. Reads what signed-in screens have fetched (the sidebar asks
 * for it) without asking itself, since before sign-in there is no token to ask with.
 */
function useBranding(): OrganizationBranding {
  const { data } = portalSettingsApi.endpoints.getPortalSettings.useQueryState();
  const [remembered] = useState(lastKnownBranding);
  const branding = data?.organization ?? remembered;
  useEffect(() => {
    if (data) localStorage.setItem(BRANDING_STORAGE_KEY, JSON.stringify(data.organization));
  }, [data]);
  useEffect(() => {
    document.title = branding.name;
  }, [branding.name]);
  return branding;
}

/** The portal theme, light or dark (remembered in this browser) in the organisation's colour; remotes render inside it. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initialMode);
  const { primaryColor } = useBranding();
  const theme = useMemo(() => createPortalTheme(mode, primaryColor), [mode, primaryColor]);
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
