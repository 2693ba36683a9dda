// The organisation's name and colour, apart from the settings schemas: the theme needs them on
// every first load (the sign-in page included), the schemas' validation library only where settings are edited.

export interface OrganizationBranding {
  name: string;
  primaryColor: string;
}

/** Spec: the name defaults to the product's, the colour to #6366f1. */
export const DEFAULT_ORGANIZATION_BRANDING: OrganizationBranding = {
  name: 'Admin Portal',
  primaryColor: '#6366f1',
};
