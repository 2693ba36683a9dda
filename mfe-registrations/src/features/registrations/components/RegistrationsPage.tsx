import { useState } from 'react';
import {
  Alert, Badge, Box, Button, InputAdornment, LinearProgress, Paper, Skeleton, TablePagination, TextField, Typography,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SearchIcon from '@mui/icons-material/Search';
import { can } from 'shared/domain/permissions';
import { formatCount } from 'shared/format/numbers';
import { useFeatureFlag } from 'shared/hooks/useFeatureFlag';
import { useBulkSelection } from '../hooks/useBulkSelection';
import { useCsvExport } from '../hooks/useCsvExport';
import { PAGE_SIZES } from '../hooks/useListUrlState';
import { useRegistrationList } from '../hooks/useRegistrationList';
import { useSessionRole } from 'shared/hooks/useSessionRole';
import { BulkActions, scopeText } from './BulkActions';
import { DuplicateAuditOverlay } from './DuplicateAuditOverlay';
import { ExportProgressDialog } from './ExportProgressDialog';
import { FilterDialog } from './FilterDialog';
import { RegistrationTable } from './RegistrationTable';

export function RegistrationsPage() {
  const list = useRegistrationList();
  const role = useSessionRole();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [auditOpen, setAuditOpen] = useState(false);
  const csvExportOn = useFeatureFlag('csvExport');
  const csvExport = useCsvExport();
  const { sort: _sort, order: _order, limit: _limit, offset: _offset, ...viewFilters } = list.query;
  const bulk = useBulkSelection(JSON.stringify(viewFilters), list.total);
  const canBulk = role !== null && can(role, 'write');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1">Registrations</Typography>
          <Typography color="text.secondary" data-testid="registrations-subtitle">{list.subtitle}</Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            onClick={() => setFiltersOpen(true)}
            startIcon={<Badge color="primary" variant="dot" invisible={!list.filterDot} data-testid="filters-dot"><FilterListIcon /></Badge>}
            aria-label={list.filterDot ? 'Filters (active)' : 'Filters'}
          >
            Filters
          </Button>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setAuditOpen(true)}>Duplicate Audit</Button>
          {csvExportOn && (
            <Button
              variant="outlined"
              startIcon={<FileDownloadIcon />}
              disabled={csvExport.progress !== null || !list.total}
              onClick={() => void csvExport.start(list.query, list.total ?? 0)}
            >
              Export CSV
            </Button>
          )}
          {role !== null && <BulkActions role={role} scope={bulk.scope} filters={viewFilters} onDone={bulk.clear} />}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          placeholder="Search by name, registration id, payment id or phone"
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          sx={{ flex: '1 1 320px', maxWidth: 560 }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search registrations', maxLength: 200 },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
        <Button onClick={list.clearAll} disabled={!list.filtered && list.searchText === ''}>Clear Filters &amp; Search</Button>
      </Box>

      {canBulk && bulk.scope && (
        <Alert
          severity="info"
          icon={false}
          action={<Button color="inherit" size="small" onClick={bulk.clear}>Clear selection</Button>}
        >
          {scopeText(bulk.scope)} selected for Bulk Actions.
          {!bulk.allMatching && list.total !== undefined && list.total > bulk.selected.size && (
            <Button size="small" sx={{ ml: 1 }} onClick={bulk.selectAllMatching}>Select all {formatCount(list.total)} matching</Button>
          )}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{list.fetching && !list.loading && <LinearProgress aria-label="Loading registrations" />}</Box>
        {list.error && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void list.retry()}>Retry</Button>}>
            Could not fetch registrations from the server.
          </Alert>
        )}
        {list.loading || role === null ? (
          <Box sx={{ p: 2 }} aria-busy="true" aria-label="Loading registrations">
            {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={44} />)}
          </Box>
        ) : (
          <>
            <RegistrationTable
              rows={list.rows}
              role={role}
              sort={list.view.sort}
              order={list.view.order}
              onSort={list.sortBy}
              selection={canBulk ? { selected: bulk.allMatching ? new Set(list.rows.map((r) => r.registrationId)) : bulk.selected, onToggle: bulk.onToggle, onTogglePage: (select) => bulk.togglePage(list.rows, select) } : undefined}
            />
            {list.rows.length === 0 && !list.error && (
              <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">No registrations match the search and filters.</Typography>
            )}
          </>
        )}
        <TablePagination
          component="div"
          count={list.total ?? 0}
          page={list.total !== undefined && list.view.page * list.view.pageSize >= list.total && list.total > 0 ? 0 : list.view.page}
          rowsPerPage={list.view.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, page) => list.setPage(page)}
          onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
          showFirstButton
          showLastButton
        />
      </Paper>

      <FilterDialog
        open={filtersOpen}
        filters={list.view.filters}
        onApply={(filters) => {
          list.setFilters(filters);
          setFiltersOpen(false);
        }}
        onClose={() => setFiltersOpen(false)}
      />
      {role !== null && <DuplicateAuditOverlay open={auditOpen} role={role} onClose={() => setAuditOpen(false)} />}
      <ExportProgressDialog progress={csvExport.progress} onCancel={csvExport.cancel} />
    </Box>
  );
}
