import { EXPORT_VIEWS, type ExportView } from 'shared/domain/payments/reconciliation';
import type { StatementCounts } from 'shared/domain/payments/reconciliation-answers';
import { useUrlState, type UrlState } from 'shared/hooks/useUrlState';

const STATEMENT_PARAM = 'statement';
const OUTCOME_PARAM = 'outcome';
const FIRST_OUTCOME: ExportView = 'matched';
/** The statement's own exceptions, in the tabs' order, with the count an upload answers for each. */
const EXCEPTIONS: [ExportView, 'mismatched' | 'duplicates' | 'unmatched'][] = [
  ['mismatched', 'mismatched'],
  ['duplicate', 'duplicates'],
  ['unmatched', 'unmatched'],
];

interface ReconciliationPlace {
  /** The statement chosen; null: the newest. */
  statement: string | null;
  outcome: ExportView;
}

/** The statement and outcome tab in the address (?statement=…&outcome=…), beside ?view=reconciliation. */
const PLACE_IN_URL: UrlState<ReconciliationPlace> = {
  read: (params) => ({
    statement: params.get(STATEMENT_PARAM) || null,
    outcome: EXPORT_VIEWS.find((outcome) => outcome === params.get(OUTCOME_PARAM)) ?? FIRST_OUTCOME,
  }),
  write: ({ statement, outcome }, current) => {
    const params = new URLSearchParams(current);
    if (statement) params.set(STATEMENT_PARAM, statement);
    else params.delete(STATEMENT_PARAM);
    if (outcome === FIRST_OUTCOME) params.delete(OUTCOME_PARAM);
    else params.set(OUTCOME_PARAM, outcome);
    return params;
  },
};

/** Which statement and tab the Reconciliation view shows, kept in the address so it can be linked and survives a reload. */
export function useReconciliationPlace() {
  const { state, update } = useUrlState(PLACE_IN_URL);
  return {
    ...state,
    // Another statement is a step Back can undo, and starts on the first tab.
    chooseStatement: (statement: string) => update(() => ({ statement, outcome: FIRST_OUTCOME }), { push: true }),
    // A statement just uploaded opens on what needs a person: its first tab of exceptions with lines,
    // else the portal's side (payments shown paid that it does not name, or that none is missing).
    chooseUploaded: (counts: StatementCounts) => {
      const outcome = EXCEPTIONS.find(([, count]) => counts[count] > 0)?.[0] ?? 'confirmed-not-seen';
      update(() => ({ statement: counts.id, outcome }), { push: true });
    },
    showOutcome: (outcome: ExportView) => update((current) => ({ ...current, outcome })),
  };
}
