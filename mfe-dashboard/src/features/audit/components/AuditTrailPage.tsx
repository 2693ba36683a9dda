import { Alert, Typography } from 'shared/platform/ui/mui';
import { useEffect } from 'react';
import { canUseSettings } from 'shared/domain/common/permissions';
import { useSessionRole } from 'shared/hooks/useSessionRole';
import { loadFailureReason } from 'shared/api/apiError';
import { useGetAuditTrailQuery } from '../api/auditApi';
import { formatCount, formatCountOf } from 'shared/format/numbers';
import { CenterScopeNote } from 'shared/ui/CenterScopeNote';
import { CursorListCard, ListLoading } from 'shared/ui/CursorListCard';
import { useAuditSearch } from '../hooks/useAuditSearch';
import { AuditEntriesTable } from './AuditEntriesTable';
import { AuditFilterBar } from './AuditFilterBar';

export function AuditTrailPage() {
  const { filters, pages, setFilter, clearFilters } = useAuditSearch();
  // Entries about settings and staff reach only the settings permission (the API holds to it).
  const role = useSessionRole();
  // Told here rather than sent: the API would refuse it, and the rows of the last range would stay.
  const inverted = Boolean(filters.from && filters.to && filters.from > filters.to);
  const {
    data: lastAnswer,
    error,
    isFetching,
    isLoading,
  } = useGetAuditTrailQuery({ ...filters, before: pages.page?.before, after: pages.page?.after }, { skip: inverted });
  // Rows shown belong to the filters shown: none after a failure or for a range the wrong way round.
  const data = error || inverted ? undefined : lastAnswer;
  useEffect(() => {
    if (error) console.error('Failed to fetch audit logs', error);
  }, [error]);

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Audit Trail
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Every change made in the portal, newest first.
        <CenterScopeNote />
      </Typography>
      <AuditFilterBar filters={filters} onChange={setFilter} onClear={clearFilters} settingsActions={role !== null && canUseSettings(role)} />
      {inverted && <Alert severity="warning">"From" must be on or before "To".</Alert>}
      {error && !inverted && <Alert severity="error">Failed to fetch audit logs. {loadFailureReason(error)}</Alert>}
      {isLoading && <ListLoading label="Loading audit entries" />}
      {data && (
        <CursorListCard
          busy={isFetching}
          count={data.totalCapped ? `More than ${formatCount(data.total)} entries` : formatCountOf(data.total, 'entry', 'entries')}
          pager={{
            newest: () => pages.goTo(null),
            newer: data.newerCursor ? () => pages.goTo({ kind: 'cursor', after: data.newerCursor! }) : null,
            older: data.olderCursor ? () => pages.goTo({ kind: 'cursor', before: data.olderCursor! }) : null,
          }}
          empty={data.data.length === 0 ? 'No audit entries match these filters.' : null}
        >
          <AuditEntriesTable entries={data.data} />
        </CursorListCard>
      )}
    </>
  );
}
