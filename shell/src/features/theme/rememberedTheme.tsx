import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { THEME_PREFERENCES, type ThemePreference } from 'shared/platform/settings/preferences';
import { DEFAULT_ORGANIZATION_BRANDING, type OrganizationBranding } from 'shared/platform/theme/branding';
import { createPortalTheme, themeModeOf } from 'shared/platform/theme/portalTheme';
import { HEX_COLOR } from 'shared/domain/settings/colour';

// What this browser last saw, so that a reload or the sign-in page starts in it.
const PREFERENCE_STORAGE_KEY = 'admin-portal-theme';
const BRANDING_STORAGE_KEY = 'admin-portal-branding';

export function rememberedPreference(): ThemePreference {
  const stored = localStorage.getItem(PREFERENCE_STORAGE_KEY);
  return (THEME_PREFERENCES as readonly (string | null)[]).includes(stored) ? (stored as ThemePreference) : 'system';
}

export function rememberPreference(preference: ThemePreference): void {
  localStorage.setItem(PREFERENCE_STORAGE_KEY, preference);
}

export function lastKnownBranding(): OrganizationBranding {
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

export function rememberBranding(branding: OrganizationBranding): void {
  localStorage.setItem(BRANDING_STORAGE_KEY, JSON.stringify(branding));
}

/** The page title is the organisation's name. */
export function useBrandingTitle({ name }: OrganizationBranding): void {
  useEffect(() => {
    document.title = name;
  }, [name]);
}

/**
 * The theme as this browser last saw it, for the stand-alone sign-in page, which has neither the
 * store nor a session to ask for the organisation's settings or the person's preferences.
 */
export function RememberedThemeProvider({ children }: { children: ReactNode }) {
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [branding] = useState(lastKnownBranding);
  const theme = useMemo(() => createPortalTheme(themeModeOf(rememberedPreference(), systemPrefersDark), branding.primaryColor), [systemPrefersDark, branding]);
  useBrandingTitle(branding);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
