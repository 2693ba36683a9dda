import { Switch } from '@mui/material';
import { Card, CardContent, CardHeader, List, ListItem, ListItemText } from 'shared/platform/ui/mui';
import { apiErrorMessage } from 'shared/api/apiError';
import { FEATURE_FLAG_TEXT } from 'shared/domain/settings/feature-flags';
import { FEATURE_FLAG_KEYS, type FeatureFlagKey } from 'shared/platform/settings/featureFlags';
import { useGetPortalSettingsQuery } from 'shared/platform/api/portalSettingsApi';
import { useNotify } from 'shared/platform/ui/notifications';
import { useSetFeatureFlagMutation } from '../api/featureFlagsApi';

/** Features tab: the four flags; a change takes effect for every staff member. */
export function FeatureFlagsCard() {
  const { data } = useGetPortalSettingsQuery();
  const [setFlag, { isLoading }] = useSetFeatureFlagMutation();
  const notify = useNotify();
  const flags = data?.featureFlags;

  const toggle = async (key: FeatureFlagKey, enabled: boolean) => {
    try {
      await setFlag({ key, enabled }).unwrap();
      notify({
        title: 'Feature flag updated',
        description: `${FEATURE_FLAG_TEXT[key].label} has been ${enabled ? 'enabled' : 'disabled'}.`,
        variant: 'success',
      });
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
            const { label, description } = FEATURE_FLAG_TEXT[key];
            return (
              <ListItem
                key={key}
                divider
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={flags?.[key] ?? false}
                    disabled={!flags || isLoading}
                    onChange={(event) => void toggle(key, event.target.checked)}
                    slotProps={{ input: { 'aria-label': label } }}
                  />
                }
              >
                <ListItemText primary={label} secondary={description} />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
