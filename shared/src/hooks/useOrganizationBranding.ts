import { useGetPortalSettingsQuery } from 'shared/platform/api/portalSettingsApi';
import { DEFAULT_ORGANIZATION_BRANDING, type OrganizationBranding } from 'shared/platform/theme/branding';

/**
 * The organisation's name and brand colour as saved in Settings, for signed-in screens (it asks
 * the API). Until they arrive, or if they cannot be read, the product's defaults hold.
 */
export function useOrganizationBranding(): OrganizationBranding {
  const { data } = useGetPortalSettingsQuery();
  return data?.organization ?? DEFAULT_ORGANIZATION_BRANDING;
}
