import { memo, Suspense, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, ph, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AppBar, Dialog, FormControlLabel, LinearProgress, Switch, TableBody, TableCell, TableHead, TableRow, Toolbar, useMediaQuery } from '@mui/material';
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import { SearchField } from 'shared/ui/SearchField';
import { lazyWithPreload, preloadOnIntent } from 'shared/ui/lazyWithPreload';
import CloseIcon from '@mui/icons-material/Close';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useListDuplicateGroupsQuery, useMarkNotDuplicateMutation } from '../../../api/registrationsApi';
import type { Role } from 'shared/domain/common/enums';
import { can } from 'shared/domain/common/permissions';
import type { DuplicateGroup, DuplicateLikeness, Registration } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';
import { formatCount } from 'shared/format/numbers';
import { useDebouncedValue } from 'shared/hooks/useDebouncedValue';
import { useFeatureFlag } from 'shared/hooks/useFeatureFlag';
import { useNotify } from 'shared/platform/ui/notifications';
import { useRegistrationActions } from '../../../hooks/useRegistrationActions';
import { RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import { useLabels } from 'shared/ui/labelMessages';
import { ListPager } from '../../../components/ListPager';
import { PaymentSummary } from '../../../components/PaymentSummary';
import { rowPartStyles } from '../../../components/RowParts';
import { mergeDialog } from '../../../components/lazyMergeDialog';
import { mayMerge } from '../../../utils/rowActions';
import { useMergeSuggested } from '../hooks/useMergeSuggested';

const mergeSuggestedDialog = lazyWithPreload(() => import('./MergeSuggestedDialog').then((m) => m.MergeSuggestedDialog));
const MergeSuggestedDialog = mergeSuggestedDialog.Component;
const bulkProgress = lazyWithPreload(() => import('../../../components/BulkJobProgress').then((m) => m.BulkJobProgress));
const BulkJobProgress = bulkProgress.Component;

const GROUPS_PER_PAGE = 20;
const MergeDialog = mergeDialog.Component;

/** At most one of its rows is still active. */
const isResolved = (group: DuplicateGroup) => group.registrations.filter((r) => r.status === 'active').length <= 1;

const LIKENESS: Record<DuplicateLikeness, { label: MessageDescriptor; color: 'error' | 'warning' | 'default' | 'info' }> = {
  same_name: { label: msg`Same name`, color: 'error' },
  same_first_name: { label: msg`Same first name`, color: 'warning' },
  different_names: { label: msg`Different names`, color: 'default' },
  likely_siblings: { label: msg`Likely siblings`, color: 'info' },
};

/** A group's table's column headers (from a tablet up). */
const GROUP_COLUMNS: readonly MessageDescriptor[] = [
  msg`Reg. ID`,
  msg`Name`,
  msg`School`,
  msg`Class`,
  msg`Cadre`,
  msg`Level`,
  msg`Status`,
  msg`Payment`,
  msg`Action`,
];

function DuplicateAction({ registration, role, onMark, marking }: { registration: Registration; role: Role; onMark: () => void; marking: boolean }) {
  const { t } = useLingui();
  if (registration.status === 'duplicate') return <Chip size="small" label={t`Already Marked`} />;
  if (!can(role, 'admin') || registration.status !== 'active') return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color="warning"
      disabled={marking}
      onClick={onMark}
      sx={{ minHeight: { xs: 44, sm: 'auto' }, whiteSpace: 'nowrap' }}
    >
      <Trans>Mark as Duplicate</Trans>
    </Button>
  );
}

/** A group's rows: a table from a tablet up, one card a registration on a phone, its action in reach. */
function GroupRows({ group, role }: { group: DuplicateGroup; role: Role }) {
  const actions = useRegistrationActions();
  const phone = useMediaQuery('(max-width:599.95px)');
  const { i18n } = useLingui();
  const labels = useLabels();
  const [marking, setMarking] = useState<string | null>(null);
  const action = (r: Registration) => (
    <DuplicateAction
      registration={r}
      role={role}
      marking={marking === r.registrationId}
      onMark={async () => {
        setMarking(r.registrationId);
        await actions.markDuplicate(r);
        setMarking(null);
      }}
    />
  );
  if (phone) {
    return (
      <Stack
        component="ul"
        sx={[{ listStyle: 'none', m: 0, p: 0 }, rowPartStyles]}
        divider={<Box component="li" aria-hidden sx={{ borderTop: 1, borderColor: 'divider' }} />}
      >
        {group.registrations.map((r) => (
          <Box component="li" key={r.registrationId} sx={{ px: 2, py: 1.5, display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontFamily: 'monospace' }}>{r.registrationId}</Typography>
              <RegistrationStatusBadge status={r.status} />
            </Box>
            <Typography sx={{ fontWeight: 500 }}>{r.name}</Typography>
            <Typography variant="body2" color="textSecondary">
              {r.school.value} · {labels.className(r.std)} · {labels.cadre(r.cadre)} · {r.levelEnrolled}
            </Typography>
            <PaymentSummary payment={r.payment} inline />
            <Box>{action(r)}</Box>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DensityTable sx={rowPartStyles}>
        <TableHead>
          <TableRow>
            {GROUP_COLUMNS.map((title) => (
              <TableCell key={title.id}>{i18n._(title)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {group.registrations.map((r) => (
            <TableRow key={r.registrationId}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{r.registrationId}</TableCell>
              <TableCell>{r.name}</TableCell>
              <TableCell>{r.school.value}</TableCell>
              <TableCell>{labels.className(r.std)}</TableCell>
              <TableCell>{labels.cadre(r.cadre)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.levelEnrolled}</TableCell>
              <TableCell>
                <RegistrationStatusBadge status={r.status} />
              </TableCell>
              <TableCell>
                <PaymentSummary payment={r.payment} />
              </TableCell>
              <TableCell>{action(r)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </DensityTable>
    </Box>
  );
}

/**
 * One shared number: how alike its rows are and why, whether it is resolved (at most one row
 * active) or judged not a duplicate, and its rows with Mark as Duplicate.
 */
function GroupCard({ group, role, mergeOn }: { group: DuplicateGroup; role: Role; mergeOn: boolean }) {
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const [merging, setMerging] = useState(false);
  // A registration merged away already belongs to another, and a disqualified one is refused by the
  // API until cleared; the rest can be merged into one of them that is active.
  const mergeable = group.registrations.filter((r) => !r.mergedInto && r.status !== 'disqualified');
  const [markNotDuplicate, verdict] = useMarkNotDuplicateMutation();
  const likeness = LIKENESS[group.likeness];
  // Counted from the rows on screen, which a Mark as Duplicate here updates at once.
  const resolved = isResolved(group);
  const { contactNumber: contact, count } = group;
  const judge = async () => {
    try {
      await markNotDuplicate(group).unwrap();
      notify({
        title: t`Not a duplicate`,
        description: t`${contact}: ${plural(count, { one: '# registration kept as they are.', other: '# registrations kept as they are.' })}`,
        variant: 'success',
      });
    } catch (failure) {
      notify({ title: t`Error`, description: apiErrorMessage(failure, t`The verdict could not be saved. Please try again.`), variant: 'error' });
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-label={t`Contact ${contact}`} sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 2, py: 1.5, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontFamily: 'monospace' }}>
          {group.contactNumber}
        </Typography>
        <Chip size="small" color="warning" variant="outlined" label={t`${plural(count, { one: '# registration', other: '# registrations' })}`} />
        <Chip size="small" color={likeness.color} label={i18n._(likeness.label)} />
        {resolved && <Chip size="small" color="success" label={t`Resolved`} />}
        {group.notDuplicate && (
          <Chip
            size="small"
            color="success"
            label={t`Not a duplicate (${ph({ by: group.notDuplicate.by ?? t`someone` })}, ${ph({ date: formatDateTime(group.notDuplicate.at) })})`}
          />
        )}
        <Box sx={{ flex: 1 }} />
        {can(role, 'admin') && !resolved && !group.notDuplicate && (
          <Button size="small" variant="outlined" disabled={verdict.isLoading} onClick={() => void judge()} sx={{ minHeight: { xs: 44, sm: 'auto' } }}>
            <Trans>Not a duplicate</Trans>
          </Button>
        )}
        {mayMerge(role, mergeOn) && !group.notDuplicate && mergeable.length > 1 && mergeable.some((r) => r.status === 'active') && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setMerging(true)}
            {...preloadOnIntent(mergeDialog.preload)}
            sx={{ minHeight: { xs: 44, sm: 'auto' } }}
          >
            <Trans>Merge…</Trans>
          </Button>
        )}
        <Typography variant="body2" color="textSecondary" sx={{ flexBasis: '100%' }}>
          {group.reasons.join(' · ')}
        </Typography>
      </Box>
      <GroupRows group={group} role={role} />
      {merging && (
        <Suspense fallback={null}>
          <MergeDialog registrations={mergeable} onClose={() => setMerging(false)} />
        </Suspense>
      )}
    </Paper>
  );
}

/**
 * The page's groups, and those it showed resolved that a refetch no longer answers (a refetch of
 * "Unresolved only" leaves them out): kept where they were, "Resolved", until the page, search or
 * filter changes, so a group does not vanish under the person who just resolved it. A group the
 * screen never saw resolved (a colleague's doing) leaves, as does one judged not a duplicate.
 */
function useGroupsResolvedHereKept(served: DuplicateGroup[] | undefined, view: string): DuplicateGroup[] | undefined {
  // What was shown last, worked out again when the answer or the view changes (during render, as React advises for state from props).
  const [held, setHeld] = useState<{ view: string; served: DuplicateGroup[] | undefined; shown: DuplicateGroup[] | undefined }>({
    view,
    served: undefined,
    shown: undefined,
  });
  if (held.served === served && held.view === view) return held.shown;
  const before = held.view === view ? (held.shown ?? []) : [];
  let shown = served;
  if (served) {
    const present = new Set(served.map((group) => group.contactNumber));
    const groups = [...served];
    before.forEach((group, index) => {
      if (!present.has(group.contactNumber) && isResolved(group)) groups.splice(Math.min(index, groups.length), 0, group);
    });
    shown = groups;
  }
  setHeld({ view, served, shown });
  return shown;
}

/**
 * Spec section 2's Duplicate Audit, made for a few hundred groups: a search by phone number or
 * name, the groups still to resolve by default, most alike first (likely siblings last) with the
 * reasons, "Not a duplicate" for a group that is not one, and Merge (issue 61) for one that is; a page of groups at a time.
 */
export const DuplicateAuditOverlay = memo(function DuplicateAuditOverlay({ open, role, onClose }: { open: boolean; role: Role; onClose: () => void }) {
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [unresolved, setUnresolved] = useState(true);
  const mergeOn = useFeatureFlag('duplicateMerge');
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const [suggesting, setSuggesting] = useState(false);
  const suggested = useMergeSuggested();
  const startSuggested = async () => {
    try {
      await suggested.startJob(undefined);
      setSuggesting(false);
    } catch (error) {
      notify({ title: t`Error`, description: apiErrorMessage(error, t`Merge suggested could not be started. Please try again.`), variant: 'error' });
    }
  };
  const q = useDebouncedValue(search.trim(), 300);
  const groups = useListDuplicateGroupsQuery({ limit: GROUPS_PER_PAGE, offset: page * GROUPS_PER_PAGE, q: q || undefined, unresolved }, { skip: !open });
  const total = groups.data?.total ?? 0;
  const shown = useGroupsResolvedHereKept(groups.currentData?.data, JSON.stringify([page, q, unresolved]));
  const searchFor = (text: string) => {
    setSearch(text);
    setPage(0);
  };
  const emptyText = q
    ? unresolved
      ? t`No unresolved duplicate groups match "${q}".`
      : t`No duplicate groups match "${q}".`
    : unresolved
      ? t`No duplicate phone numbers left to resolve.`
      : t`No duplicate phone numbers found.`;
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="duplicate-audit-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography id="duplicate-audit-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            <Trans>Duplicate Audit</Trans>
            {groups.data && total > 0 && (
              <Typography component="span" color="textSecondary" sx={{ ml: 1.5 }}>
                {unresolved ? (
                  <Plural value={total} one="# group to resolve" other="# groups to resolve" />
                ) : (
                  <Plural value={total} one="# shared phone number" other="# shared phone numbers" />
                )}
              </Typography>
            )}
          </Typography>
          <IconButton edge="end" aria-label={t`Close Duplicate Audit`} onClick={onClose} sx={{ width: 44, height: 44 }}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', px: { xs: 2, md: 3 }, pb: 1.5 }}>
          <Box role="search" aria-label={t`Duplicate groups`} sx={{ flex: '1 1 280px', maxWidth: 480 }}>
            <SearchField
              value={search}
              onChange={searchFor}
              placeholder={t`Phone number or name`}
              htmlInput={{ 'aria-label': t`Search duplicate groups by phone number or name`, maxLength: 100 }}
            />
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={unresolved}
                onChange={(event) => {
                  setUnresolved(event.target.checked);
                  setPage(0);
                }}
              />
            }
            label={t`Unresolved only`}
          />
          {mayMerge(role, mergeOn) && (
            <Button
              variant="outlined"
              size="small"
              disabled={suggested.running}
              onClick={() => {
                void bulkProgress.preload();
                setSuggesting(true);
              }}
              {...preloadOnIntent(mergeSuggestedDialog.preload)}
              sx={{ minHeight: { xs: 44, sm: 'auto' } }}
            >
              <Trans>Merge suggested</Trans>
            </Button>
          )}
          {/* On a phone the hint would take a third of the screen above the groups. */}
          <Typography variant="body2" color="textSecondary" sx={{ flexBasis: '100%', display: { xs: 'none', sm: 'block' } }}>
            <Trans>
              Most alike first: the same name and number at the top, likely siblings (one surname, different first names) at the end. A group is resolved when
              at most one of its registrations is active.
            </Trans>
          </Typography>
        </Box>
        <Box sx={{ height: 4 }}>{groups.isFetching && <LinearProgress aria-label={t`Loading duplicate groups`} />}</Box>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {suggested.job && (
          <Suspense fallback={null}>
            <BulkJobProgress
              job={suggested.job}
              onDismiss={suggested.dismiss}
              cancelling={suggested.cancelling}
              onCancel={() =>
                suggested.cancelJob().catch((error: unknown) =>
                  notify({
                    title: t`Error`,
                    description: apiErrorMessage(error, t`Merge suggested could not be cancelled. Please try again.`),
                    variant: 'error',
                  }),
                )
              }
            />
          </Suspense>
        )}
        {suggesting && (
          <Suspense fallback={null}>
            <MergeSuggestedDialog onClose={() => setSuggesting(false)} onConfirm={() => void startSuggested()} starting={suggested.starting} />
          </Suspense>
        )}
        {groups.isError && (
          <Typography color="error">
            <Trans>Could not fetch registrations from the server.</Trans>
          </Typography>
        )}
        {groups.data && total === 0 && <Typography color="textSecondary">{emptyText}</Typography>}
        {shown?.map((group) => (
          <GroupCard key={group.contactNumber} group={group} role={role} mergeOn={mergeOn} />
        ))}
        {total > GROUPS_PER_PAGE && (
          <ListPager
            label={t`Group pages`}
            count={total}
            page={Math.min(page, Math.max(0, Math.ceil(total / GROUPS_PER_PAGE) - 1))}
            rowsPerPage={GROUPS_PER_PAGE}
            onPageChange={(next) => {
              setPage(next);
              window.scrollTo?.(0, 0);
            }}
            rangeText={(from, to, count) => t`Groups ${from}-${to} of ${ph({ count: formatCount(count) })}`}
          />
        )}
      </Box>
    </Dialog>
  );
});
