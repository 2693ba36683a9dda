import type { ReactNode } from 'react';
import { Box, Typography } from 'shared/platform/ui/mui';
import { useFirstScreenFirst } from 'shared/hooks/useFirstScreenFirst';

/** On a phone, every button and select at least 44 x 44 px, for a finger. */
export const FINGER_SIZED = {
  '& .MuiButton-root, & .MuiIconButton-root': { minHeight: 44, minWidth: 44 },
  '& .MuiInputBase-root .MuiSelect-select': { minHeight: 44, boxSizing: 'border-box', display: 'flex', alignItems: 'center' },
} as const;

// A link on a line of its own (a card's registration) is a tap target: as tall as a finger needs.
const STANDALONE_LINK = { display: 'inline-flex', alignItems: 'center', minHeight: 44, justifySelf: 'start' } as const;

// More cards than the tallest phone shows before the list is scrolled.
export const CARDS_ON_FIRST_SCREEN = 10;

const ITEM_LOOKS = {
  // Edge to edge in a card, a line above each item.
  divided: { px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' },
  // Each item a card of its own, a gap between them, on a card's padded content.
  outlined: { p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 },
} as const;

/** What names the list for a screen reader: the id of the heading above it, or words. */
type ListName = { 'aria-labelledby': string; 'aria-label'?: never } | { 'aria-label': string; 'aria-labelledby'?: never };

type PhoneCardListProps<Item> = ListName & {
  /** Undefined while they load: no empty text until there is an answer. */
  items: readonly Item[] | undefined;
  itemKey: (item: Item) => string;
  /** An item's card: its lines, one under the other, and its buttons. */
  card: (item: Item) => ReactNode;
  /** Attributes of an item's list element (`data-*`), for finding it by more than its text. */
  itemData?: (item: Item) => Record<`data-${string}`, string>;
  /** Said in place of the cards when there are none; nothing when omitted. */
  emptyText?: ReactNode;
  look?: keyof typeof ITEM_LOOKS;
};

/**
 * A list on a phone, where a table's columns do not fit: an item a card, its buttons in reach of a
 * finger (the portal theme sizes them on a phone), and a line saying when there is none. The one way a screen draws its rows on a phone.
 */
export function PhoneCardList<Item>({ items, itemKey, card, itemData, emptyText, look = 'outlined', ...name }: PhoneCardListProps<Item>) {
  const shownItems = useFirstScreenFirst(items, CARDS_ON_FIRST_SCREEN);
  return (
    <Box component="ul" {...name} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: look === 'outlined' ? 1 : 0 }}>
      {shownItems?.map((item) => (
        <Box
          component="li"
          key={itemKey(item)}
          {...itemData?.(item)}
          sx={{ ...ITEM_LOOKS[look], display: 'grid', gap: 0.5, minWidth: 0, '& > a': STANDALONE_LINK, ...FINGER_SIZED }}
        >
          {card(item)}
        </Box>
      ))}
      {items?.length === 0 && emptyText !== undefined && (
        <Typography component="li" color="textSecondary" sx={{ p: 3, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      )}
    </Box>
  );
}
