/** The row checkboxes' state, drawn by both the table and the phone's card list. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onToggle: (registrationId: string) => void;
  onTogglePage: (select: boolean) => void;
}
