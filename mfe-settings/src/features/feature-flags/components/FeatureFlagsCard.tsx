import { Card, CardContent, CardHeader, Chip, List, ListItem, ListItemText, Switch } from '@mui/material';
import { apiErrorMessage } from 'shared/api/apiError';
import { useGetSettingsQuery, useSetFeatureFlagMutation } from 'shared/api/settingsApi';
import { FEATURE_FLAG_KEYS, LOCKED_FEATURE_FLAGS, type FeatureFlagKey } from 'shared/domain/settings';
import { useNotify } from 'shared/ui/notifications';

export const FEATURE_FLAG_TEXT: Record<FeatureFlagKey, { label: string; description: string }> = {
  commandPalette: { label: 'Command Palette', description: 'Quick search and navigation with Cmd/Ctrl+K' },
  csvExport: { label: 'CSV Export', description: 'Export registrations as a CSV file' },
  duplicateMerge: { label: 'Duplicate Merge', description: 'Merge duplicate registrations into one' },
  orgWide2FA: { label: 'Organization-wide 2FA', description: 'Require two-factor authentication for every staff member' },
};

/** Features tab: the four flags; a change takes effect for every staff member. */
export function FeatureFlagsCard() {
  const { data } = useGetSettingsQuery();
  const [setFlag, { isLoading }] = useSetFeatureFlagMutation();
  const notify = useNotify();
  const flags = data?.featureFlags.value;

  const toggle = async (key: FeatureFlagKey, enabled: boolean) => {
    try {
      await setFlag({ key, enabled }).unwrap();
      notify({ title: 'Feature flag updated', description: `${FEATURE_FLAG_TEXT[key].label} has been ${enabled ? 'enabled' : 'disabled'}.`, variant: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: apiErrorMessage(error, 'Failed to update feature flag. Please try again.'), variant: 'error' });
    }
  };

  return (
    <Card>
      <CardHeader title="Feature Flags" subheader="Switch features on or off for everyone" />
      <CardContent>
        <List disablePadding>
          {FEATURE_FLAG_KEYS.map((key) => {
            const locked = LOCKED_FEATURE_FLAGS.includes(key);
            const { label, description } = FEATURE_FLAG_TEXT[key];
            return (
              <ListItem
                key={key}
                divider
                secondaryAction={(
                  <Switch
                    edge="end"
                    checked={flags?.[key] ?? false}
                    disabled={locked || !flags || isLoading}
                    onChange={(event) => void toggle(key, event.target.checked)}
                    slotProps={{ input: { 'aria-label': label } }}
                  />
                )}
              >
                <ListItemText
                  primary={<>{label}{locked && <Chip size="small" label="Coming Soon" sx={{ ml: 1 }} />}</>}
                  secondary={description}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
