import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { portalSettingsApi } from 'shared/platform/api/portalSettingsApi';
import { preferencesApi } from 'shared/platform/api/preferencesApi';
import type { OrganizationBranding } from 'shared/platform/theme/branding';
import type { ThemePreference } from 'shared/platform/settings/preferences';
import { createPortalTheme, themeModeOf, type ThemeMode } from 'shared/platform/theme/portalTheme';
import { rememberFrameColours } from '../../lib/staticFrame';
import { lastKnownBranding, rememberBranding, rememberedPreference, rememberPreference, useBrandingTitle } from './rememberedTheme';

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

/**
 * The organisation's saved branding. Reads what signed-in screens have fetched (the sidebar asks
 * for it) without asking itself, since before sign-in there is no token to ask with.
 */
function useBranding(): OrganizationBranding {
  const { data } = portalSettingsApi.endpoints.getPortalSettings.useQueryState();
  const [remembered] = useState(lastKnownBranding);
  const branding = data?.organization ?? remembered;
  useEffect(() => {
    if (data) rememberBranding(data.organization);
  }, [data]);
  useBrandingTitle(branding);
  return branding;
}

/**
 * The portal theme in the organisation's colour; remotes render inside it. Light, dark or the
 * operating system's, as the signed-in person's preferences say (fetched by the layout once signed
 * in); before that, as this browser last saw. The top bar's toggle saves its choice there too.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const { data: preferences } = preferencesApi.endpoints.getPreferences.useQueryState();
  const [updatePreferences] = preferencesApi.endpoints.updatePreferences.useMutation();
  const [remembered, setRemembered] = useState(rememberedPreference);
  // A choice made before the person's preferences have arrived: shown at once, and saved over them
  // when they come, rather than undone by what they say.
  const [unsaved, setUnsaved] = useState<ThemePreference | null>(null);
  const preference = unsaved ?? preferences?.theme ?? remembered;
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = themeModeOf(preference, systemPrefersDark);
  useEffect(() => {
    rememberPreference(preference);
  }, [preference]);
  // Saved (the mutation puts it into the preferences at once) or found already there: nothing is left unsaved.
  if (unsaved && preferences?.theme === unsaved) setUnsaved(null);
  useEffect(() => {
    if (preferences && unsaved && preferences.theme !== unsaved) void updatePreferences({ ...preferences, theme: unsaved });
  }, [preferences, unsaved, updatePreferences]);
  const { primaryColor } = useBranding();
  const theme = useMemo(() => createPortalTheme(mode, primaryColor), [mode, primaryColor]);
  useEffect(() => {
    rememberFrameColours(theme);
  }, [theme]);
  const control = useMemo<ThemeModeControl>(
    () => ({
      mode,
      toggle: () => {
        const next = mode === 'dark' ? 'light' : 'dark';
        setRemembered(next);
        if (preferences) void updatePreferences({ ...preferences, theme: next });
        else setUnsaved(next);
      },
    }),
    [mode, preferences, updatePreferences],
  );
  return (
    <ThemeModeContext.Provider value={control}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
