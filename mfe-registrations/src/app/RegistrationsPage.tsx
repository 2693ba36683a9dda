import { memo, Suspense, useCallback, useMemo, useState } from 'react';
import { keyframes } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, LinearProgress, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Alert, Box, Button, Paper, Skeleton, Typography } from 'shared/platform/ui/mui';
import FilterListIcon from '@mui/icons-material/FilterList';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { SearchField } from 'shared/ui/SearchField';
import { can } from 'shared/domain/common/permissions';
import { formatCount } from 'shared/format/numbers';
import { useFeatureFlagStatus } from 'shared/hooks/useFeatureFlag';
import { useBulkSelection } from '../features/bulk/hooks/useBulkSelection';
import { useCsvExport } from '../features/list/hooks/useCsvExport';
import { PAGE_SIZES, type ListView } from '../hooks/useListUrlState';
import { useRegistrationList } from '../features/list/hooks/useRegistrationList';
import { useSessionRole } from 'shared/hooks/useSessionRole';
import { useTableDensity } from 'shared/hooks/usePreferences';
import type { TableDensity } from 'shared/platform/settings/preferences';
import type { RegistrationView } from 'shared/domain/profile/preferences-answers';
import { useSavedViews } from '../features/views/hooks/useSavedViews';
import { ActiveFilterChips } from '../features/list/components/ActiveFilterChips';
import { BulkActions, BulkActionsPlaceholder, scopeCount } from '../features/bulk/components/BulkActions';
import { useDuplicateAuditInUrl } from '../hooks/useListUrlState';
import { offeredColumns, shownColumns } from '../utils/listColumns';
import { ColumnsMenu } from '../features/list/components/ColumnsMenu';
import { ListPager } from '../components/ListPager';
import { RegistrationTable } from '../features/list/components/RegistrationTable';
import type { RowSelection } from '../features/list/components/rowSelection';
import { RowDialogs } from '../components/RowDialogs';
import { SavedViewsMenu } from '../features/views/components/SavedViewsMenu';
import { RetryAlert } from 'shared/ui/RetryAlert';
import { lazyWithPreload, preloadOnIntent } from 'shared/ui/lazyWithPreload';
import { useOpenedOnce } from 'shared/hooks/useOpenedOnce';
import { useGetCenterScopeQuery } from 'shared/platform/api/centerScopeApi';
import { CenterScopeNote } from 'shared/ui/CenterScopeNote';

// What opens only on a person's request is fetched when the person heads for its button (see
// preloadOnIntent), not with the list: on a phone the list's first load is all that is waited for.
// Each is mounted from its first opening on, so that it still closes with its animation.
const filterDialog = lazyWithPreload(() => import('../features/list/components/FilterDialog').then((m) => m.FilterDialog));
const duplicateAudit = lazyWithPreload(() => import('../features/duplicates/components/DuplicateAuditOverlay').then((m) => m.DuplicateAuditOverlay));
const exportProgress = lazyWithPreload(() => import('../features/list/components/ExportProgressDialog').then((m) => m.ExportProgressDialog));
const saveView = lazyWithPreload(() => import('../features/views/components/SaveViewDialog').then((m) => m.SaveViewDialog));
const renameView = lazyWithPreload(() => import('../features/views/components/ViewChangeDialogs').then((m) => m.RenameViewDialog));
const deleteView = lazyWithPreload(() => import('../features/views/components/ViewChangeDialogs').then((m) => m.DeleteViewDialog));
const FilterDialog = filterDialog.Component;
const DuplicateAuditOverlay = duplicateAudit.Component;
const ExportProgressDialog = exportProgress.Component;
const SaveViewDialog = saveView.Component;
const RenameViewDialog = renameView.Component;
const DeleteViewDialog = deleteView.Component;

/** MUI Skeleton's own pulse, run once for all the loading rows. */
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

// The views' forms bring their validation (zod): fetched when the Views menu opens, not with the list.
const preloadViewForms = () => {
  void saveView.preload();
  void renameView.preload();
};

/**
 * The list screen. The row dialogs sit above the list, not inside it: the list renders again on
 * every key typed into the search, and the dialogs need not.
 */
export function RegistrationsPage() {
  return (
    <RowDialogs>
      <RegistrationsList />
    </RowDialogs>
  );
}

function RegistrationsList() {
  const list = useRegistrationList();
  const role = useSessionRole();
  const { t } = useLingui();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [auditOpen, setAuditOpen] = useDuplicateAuditInUrl();
  // Until the settings say whether it is on, Export CSV keeps its place, unseen.
  const csvExportFlag = useFeatureFlagStatus('csvExport');
  const csvExport = useCsvExport();
  const viewFilters = useMemo(() => {
    const { sort: _sort, order: _order, limit: _limit, offset: _offset, ...filters } = list.query;
    return filters;
  }, [list.query]);
  const bulk = useBulkSelection(JSON.stringify(viewFilters), list.total);
  const canBulk = role !== null && can(role, 'write');
  // The view's density when it names one, else the person's preference.
  const preferredDensity = useTableDensity();
  const density = list.view.density ?? preferredDensity;
  const savedViews = useSavedViews(list.view, list.openSavedQuery);
  const [saveOpen, setSaveOpen] = useState(false);
  const [renaming, setRenaming] = useState<RegistrationView | null>(null);
  const [deleting, setDeleting] = useState<RegistrationView | null>(null);
  // Where a bulk action's progress and result show: in the page, above the rows.
  const [bulkResultSlot, setBulkResultSlot] = useState<HTMLElement | null>(null);
  // Stable, for the memo parts of the screen (each key press renders this page again).
  const { openSavedQuery, setFilters } = list;
  const { setDefault: setDefaultView, remove: removeView, rename: renameSavedView } = savedViews;
  const savedViewActions = useMemo(
    () => ({
      onOpen: (view: { query: string }) => openSavedQuery(view.query),
      onSaveNew: () => setSaveOpen(true),
      onSetDefault: (id: string | null) => void setDefaultView(id),
      onRename: setRenaming,
      onDelete: setDeleting,
      onMenuOpen: preloadViewForms,
    }),
    [openSavedQuery, setDefaultView],
  );
  const closeSave = useCallback(() => setSaveOpen(false), []);
  const closeRename = useCallback(() => setRenaming(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const confirmDelete = useCallback((view: RegistrationView) => void removeView(view.id, view.name), [removeView]);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const applyFilters = useCallback(
    (filters: ListView['filters']) => {
      setFilters(filters);
      setFiltersOpen(false);
    },
    [setFilters],
  );
  const closeAudit = useCallback(() => setAuditOpen(false), [setAuditOpen]);
  const filtersOpened = useOpenedOnce(filtersOpen);
  // The centres the person sees, for the Center filter and column (both only for several centres).
  const { data: centerScope } = useGetCenterScopeQuery();
  const severalCenters = (centerScope?.centers.length ?? 0) > 1;
  const columns = offeredColumns(severalCenters);
  const auditOpened = useOpenedOnce(auditOpen);
  const exportOpened = useOpenedOnce(csvExport.progress !== null);
  const saveOpened = useOpenedOnce(saveOpen);
  const renameOpened = useOpenedOnce(renaming !== null);
  const deleteOpened = useOpenedOnce(deleting !== null);
  // Kept while the rows and the choice stay the same, so the table does not render again (see RegistrationTable).
  const { rows } = list;
  const { allMatching, selected, onToggle, togglePage } = bulk;
  // The words' values: the search, how many rows are chosen and how many match.
  const search = list.view.q;
  const selectedCount = bulk.scope ? scopeCount(bulk.scope) : 0;
  const matchingCount = formatCount(list.total ?? 0);
  const selection = useMemo<RowSelection | undefined>(
    () =>
      canBulk
        ? {
            selected: allMatching ? new Set(rows.map((r) => r.registrationId)) : selected,
            onToggle,
            onTogglePage: (select) => togglePage(rows, select),
          }
        : undefined,
    [canBulk, allMatching, rows, selected, onToggle, togglePage],
  );

  return (
    // From a tablet up the page fills the window below the top bar and the table scrolls inside it,
    // so its header row stays in view; on a phone the cards scroll with the page.
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minWidth: 0,
        height: { sm: 'calc(100dvh - 64px - 32px)', md: 'calc(100dvh - 64px - 48px)' },
        minHeight: { sm: 520 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1">
            <Trans>Registrations</Trans>
          </Typography>
          <Typography color="textSecondary" data-testid="registrations-subtitle">
            {list.subtitle}
          </Typography>
          <CenterScopeNote />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <SavedViewsMenu views={savedViews.views} active={savedViews.active} defaultViewId={savedViews.defaultViewId} {...savedViewActions} />
          <Button
            variant="outlined"
            onClick={() => setFiltersOpen(true)}
            {...preloadOnIntent(filterDialog.preload)}
            startIcon={
              <Badge color="primary" variant="dot" invisible={!list.filterDot} data-testid="filters-dot">
                <FilterListIcon />
              </Badge>
            }
            aria-label={list.filterDot ? t`Filters (active)` : t`Filters`}
          >
            <Trans>Filters</Trans>
          </Button>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setAuditOpen(true)} {...preloadOnIntent(duplicateAudit.preload)}>
            <Trans>Duplicate Audit</Trans>
          </Button>
          {csvExportFlag !== false && (
            <Button
              variant="outlined"
              startIcon={<FileDownloadIcon />}
              aria-hidden={csvExportFlag === undefined || undefined}
              sx={{ visibility: csvExportFlag === undefined ? 'hidden' : undefined }}
              disabled={csvExportFlag === undefined || csvExport.progress !== null || !list.total}
              onClick={() => void csvExport.start(list.query, list.total ?? 0)}
              {...preloadOnIntent(exportProgress.preload)}
            >
              <Trans>Export CSV</Trans>
            </Button>
          )}
          {role === null ? (
            <BulkActionsPlaceholder />
          ) : (
            <BulkActions role={role} scope={bulk.scope} filters={viewFilters} onDone={bulk.clear} resultSlot={bulkResultSlot} />
          )}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box role="search" aria-label={t`Registrations`} sx={{ flex: '1 1 320px', maxWidth: 560 }}>
          <SearchField
            placeholder={t`Name, ID, receipt or phone`}
            value={list.searchText}
            onChange={list.setSearchText}
            htmlInput={{ 'aria-label': t`Search registrations`, 'aria-keyshortcuts': '/', maxLength: 200 }}
          />
        </Box>
        <Button onClick={list.clearAll} disabled={!list.filtered && list.searchText === ''}>
          <Trans>Clear Filters &amp; Search</Trans>
        </Button>
        <Box sx={{ ml: 'auto', display: { xs: 'none', sm: 'inline-flex' }, gap: 1 }}>
          <ColumnsMenu columns={list.view.columns} offered={columns} onChange={list.setColumns} />
          <DensityToggle density={density} onChange={list.setDensity} />
        </Box>
      </Box>

      <ActiveFilterChips filters={list.view.filters} onChange={list.setFilters} />
      <Box ref={setBulkResultSlot} sx={{ display: 'contents' }} />

      {canBulk && bulk.scope && (
        <Alert
          severity="info"
          icon={false}
          action={
            <Button color="inherit" size="small" onClick={bulk.clear}>
              <Trans>Clear selection</Trans>
            </Button>
          }
        >
          {t`${plural(selectedCount, { one: '# registration selected for Bulk Actions.', other: '# registrations selected for Bulk Actions.' })}`}
          {!bulk.allMatching && list.total !== undefined && list.total > bulk.selected.size && (
            <Button size="small" sx={{ ml: 1 }} onClick={bulk.selectAllMatching}>
              <Trans>Select all {matchingCount} matching</Trans>
            </Button>
          )}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ overflow: 'hidden', flex: { sm: '0 1 auto' }, minHeight: { sm: 0 }, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ height: 4, flexShrink: 0 }}>{list.fetching && !list.loading && <LinearProgress aria-label={t`Loading registrations`} />}</Box>
        {list.error && <RetryAlert onRetry={() => void list.retry()}>{list.failureText}</RetryAlert>}
        {list.loading || role === null ? (
          // As tall as the window: the paginator sits where the rows will put it (the bottom of the
          // page from a tablet up, below the fold on a phone), not below the skeleton and then moved.
          // Eight rows only, still, and they pulse as one: each animated row was a layer of its own
          // to paint on every frame, and twenty cost Lighthouse's mobile blocking time ~250 ms more.
          <Box
            sx={{ p: 2, height: '100dvh', minHeight: 0, flex: '0 1 auto', overflow: 'hidden', animation: `${pulse} 2s ease-in-out 0.5s infinite` }}
            aria-busy="true"
            aria-label={t`Loading registrations`}
          >
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={44} animation={false} />
            ))}
          </Box>
        ) : (
          <>
            <RegistrationTable
              rows={list.rows}
              role={role}
              sort={list.view.sort}
              order={list.view.order}
              onSort={list.sortBy}
              selection={selection}
              density={density}
              columns={shownColumns(list.view.columns, columns)}
              showCenterOnCards={severalCenters}
            />
            {list.rows.length === 0 && !list.error && (
              <Box sx={{ p: 4, textAlign: 'center', display: 'grid', gap: 1.5, justifyItems: 'center' }}>
                <Typography color="textSecondary">
                  <Trans>No registrations match the search and filters.</Trans>
                </Typography>
                {/* The search looks at names, ids, payment ids and phone numbers; a school is a filter. */}
                {list.view.q && !list.view.filters.school && (
                  <>
                    <Typography color="textSecondary">
                      <Trans>Looking for a school? Schools are under Filters.</Trans>
                    </Typography>
                    <Button variant="outlined" onClick={list.searchAsSchool} sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}>
                      <Trans>Filter by school &quot;{search}&quot;</Trans>
                    </Button>
                  </>
                )}
              </Box>
            )}
          </>
        )}
        {/* A list that could not be loaded has no pages to count or follow: Retry is the way on. */}
        {!(list.error && list.rows.length === 0) && (
          <ListPagination total={list.total} page={list.view.page} pageSize={list.view.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} />
        )}
      </Paper>

      <Suspense fallback={null}>
        {filtersOpened && (
          <FilterDialog open={filtersOpen} filters={list.view.filters} centers={centerScope?.centers} onApply={applyFilters} onClose={closeFilters} />
        )}
        {role !== null && auditOpened && <DuplicateAuditOverlay open={auditOpen} role={role} onClose={closeAudit} />}
        {exportOpened && <ExportProgressDialog progress={csvExport.progress} onClose={csvExport.close} />}
        {saveOpened && (
          <SaveViewDialog
            open={saveOpen}
            canShare={role !== null && can(role, 'admin')}
            saving={savedViews.saving}
            onSave={savedViews.save}
            onClose={closeSave}
          />
        )}
        {renameOpened && <RenameViewDialog view={renaming} onRename={renameSavedView} onClose={closeRename} />}
        {deleteOpened && <DeleteViewDialog view={deleting} onDelete={confirmDelete} onClose={closeDelete} />}
      </Suspense>
    </Box>
  );
}

const DensityToggle = memo(function DensityToggle({ density, onChange }: { density: TableDensity; onChange: (density: TableDensity) => void }) {
  const { t } = useLingui();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={density}
      onChange={(_event, next: TableDensity | null) => next && onChange(next)}
      aria-label={t`Row density`}
    >
      <ToggleButton value="comfortable" sx={{ textTransform: 'none', py: 0.5 }}>
        <Trans>Comfortable</Trans>
      </ToggleButton>
      <ToggleButton value="compact" sx={{ textTransform: 'none', py: 0.5 }}>
        <Trans>Compact</Trans>
      </ToggleButton>
    </ToggleButtonGroup>
  );
});

interface ListPaginationProps {
  total: number | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** While the total is being counted the count is unknown (-1); a page past the end shows as the first. */
const ListPagination = memo(function ListPagination({ total, page, pageSize, onPage, onPageSize }: ListPaginationProps) {
  const { t } = useLingui();
  return (
    <ListPager
      label={t`Registration pages`}
      count={total ?? -1}
      page={total !== undefined && page * pageSize >= total && total > 0 ? 0 : page}
      rowsPerPage={pageSize}
      pageSizes={PAGE_SIZES}
      onPageChange={onPage}
      onPageSizeChange={onPageSize}
      sx={{ flexShrink: 0, borderTop: 1, borderColor: 'divider' }}
    />
  );
});
