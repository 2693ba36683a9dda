import type { baseApi } from 'shared/platform/api/baseApi';
import type { ChangeEvent } from 'shared/platform/live/changeEvent';

// The one list of what a change makes stale: the live feed invalidates it for every change it
// hears, and each module's own write for the change it makes, so the two never disagree.

/** A tag of the one api slice. */
export type StaleTag = Parameters<typeof baseApi.util.invalidateTags>[0][number];

/** A change as the live feed announces it and as the module that made it knows it: what changed, and which one. */
export type Change = Pick<ChangeEvent, 'type' | 'id'>;

/**
 * What a change makes stale: every tag a screen showing that thing provides. A change to a
 * registration, a payment or a staff account may have written messages in its transaction.
 * `shown`: this browser already shows the registration as it now is (the screen that made the
 * change put the answer in place), so the registration screens keep what they show (a filtered
 * list keeps the row where it stands until the view changes); the figures, trails and payment
 * screens still refresh.
 */
export function tagsForChange(change: Change, { shown = false }: { shown?: boolean } = {}): StaleTag[] {
  switch (change.type) {
    case 'registration':
    case 'payment':
      if (change.id === null) return ['Registration', 'Payment', 'Stats', 'Activity', 'Audit', 'Message'];
      return [
        ...(shown
          ? []
          : [
              { type: 'Registration' as const, id: change.id },
              { type: 'Registration' as const, id: 'LIST' },
            ]),
        { type: 'Payment', id: change.id },
        { type: 'Payment', id: 'LIST' },
        'Stats',
        'Activity',
        'Audit',
        'Message',
      ];
    case 'staff':
      return ['Staff', 'Audit', 'Message'];
    case 'job':
      // The rows it changed were announced one by one; the event itself is for the owner's notice.
      return [];
    default:
      return ['Settings', 'Audit'];
  }
}
