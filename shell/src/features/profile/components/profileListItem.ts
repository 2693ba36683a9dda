/** A row of Profile > Security's lists (passkeys, sessions): its words on the left, its actions on the right, wrapping on a phone. */
export const PROFILE_LIST_ITEM_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  alignItems: 'center',
  justifyContent: 'space-between',
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;
