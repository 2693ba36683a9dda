import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Typography } from 'shared/platform/ui/mui';
import { useEffect } from 'react';
import { canUseSettings } from 'shared/domain/common/permissions';
import { useSessionRole } from 'shared/hooks/useSessionRole';
import { loadFailureReasonIn } from 'shared/hooks/useLoadFailureReason';
import { useGetAuditTrailQuery } from '../api/auditApi';
import { CenterScopeNote } from 'shared/ui/CenterScopeNote';
import { CursorListCard, ListLoading } from 'shared/ui/CursorListCard';
import { useAuditSearch } from '../hooks/useAuditSearch';
import { AuditEntriesTable } from './AuditEntriesTable';
import { AuditFilterBar } from './AuditFilterBar';

export function AuditTrailPage() {
  const { filters, pages, setFilter, clearFilters } = useAuditSearch();
  const { t, i18n } = useLingui();
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
  const reason = error ? loadFailureReasonIn(i18n, error) : '';
  const total = data?.total ?? 0;
  const count = data?.totalCapped
    ? t`${plural(total, { one: 'More than # entry', other: 'More than # entries' })}`
    : t`${plural(total, { one: '# entry', other: '# entries' })}`;
  useEffect(() => {
    if (error) console.error('Failed to fetch audit logs', error);
  }, [error]);

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        <Trans>Audit Trail</Trans>
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        <Trans>Every change made in the portal, newest first.</Trans>
        <CenterScopeNote />
      </Typography>
      <AuditFilterBar filters={filters} onChange={setFilter} onClear={clearFilters} settingsActions={role !== null && canUseSettings(role)} />
      {inverted && (
        <Alert severity="warning">
          <Trans comment="From and To are the date filters' labels">"From" must be on or before "To".</Trans>
        </Alert>
      )}
      {error && !inverted && (
        <Alert severity="error">
          <Trans>Failed to fetch audit logs. {reason}</Trans>
        </Alert>
      )}
      {isLoading && <ListLoading label={t`Loading audit entries`} />}
      {data && (
        <CursorListCard
          busy={isFetching}
          count={count}
          pager={{
            newest: () => pages.goTo(null),
            newer: data.newerCursor ? () => pages.goTo({ kind: 'cursor', after: data.newerCursor! }) : null,
            older: data.olderCursor ? () => pages.goTo({ kind: 'cursor', before: data.olderCursor! }) : null,
          }}
          empty={data.data.length === 0 ? t`No audit entries match these filters.` : null}
        >
          <AuditEntriesTable entries={data.data} />
        </CursorListCard>
      )}
    </>
  );
}
