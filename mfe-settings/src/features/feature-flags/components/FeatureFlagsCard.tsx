import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mui/material';
import { Card, CardContent, CardHeader, List, ListItem, ListItemText } from 'shared/platform/ui/mui';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useLabels } from 'shared/ui/labelMessages';
import { FEATURE_FLAG_KEYS, type FeatureFlagKey } from 'shared/platform/settings/featureFlags';
import { useGetPortalSettingsQuery } from 'shared/platform/api/portalSettingsApi';
import { useNotify } from 'shared/platform/ui/notifications';
import { useSetFeatureFlagMutation } from '../api/featureFlagsApi';

/** Features tab: the four flags; a change takes effect for every staff member. */
export function FeatureFlagsCard() {
  const { data } = useGetPortalSettingsQuery();
  const [setFlag, { isLoading }] = useSetFeatureFlagMutation();
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const labels = useLabels();
  const flags = data?.featureFlags;

  const toggle = async (key: FeatureFlagKey, enabled: boolean) => {
    try {
      await setFlag({ key, enabled }).unwrap();
      const flag = labels.featureFlag(key);
      notify({
        title: t`Feature flag updated`,
        description: enabled ? t`${flag} has been enabled.` : t`${flag} has been disabled.`,
        variant: 'success',
      });
    } catch (error) {
      notify({ title: t`Error`, description: apiErrorMessage(error, t`Failed to update feature flag. Please try again.`), variant: 'error' });
    }
  };

  return (
    <Card>
      <CardHeader title={t`Feature Flags`} subheader={t`Switch features on or off for everyone`} />
      <CardContent>
        <List disablePadding>
          {FEATURE_FLAG_KEYS.map((key) => {
            const label = labels.featureFlag(key);
            const description = labels.featureFlagDescription(key);
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
