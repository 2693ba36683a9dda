import { Fragment, memo, useMemo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, useMediaQuery } from '@mui/material';
import type { Role } from 'shared/domain/common/enums';
import { useLabels, type Labels } from 'shared/ui/labelMessages';
import type { SortKey, SortOrder } from 'shared/domain/registrations/list-rules';
import type { Registration } from 'shared/domain/registrations/registration';
import { RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import type { TableDensity } from 'shared/platform/settings/preferences';
import { DEFAULT_COLUMNS, LIST_COLUMNS, type ColumnKey } from '../../../utils/listColumns';
import { useRovingGrid } from '../hooks/useRovingGrid';
import { RegistrationActionsMenu } from '../../../components/RegistrationActionsMenu';
import { RegistrationCardList } from './RegistrationCardList';
import { PaymentSummary } from '../../../components/PaymentSummary';
import { ROW_PART, RowCheckbox, rowPartStyles } from '../../../components/RowParts';
import type { RowSelection } from './rowSelection';
import { registrationPath } from 'shared/routes/paths';
import { useFollowLinks } from 'shared/platform/routing/stableNavigate';

const CHECKBOX_WIDTH = 36;
const ACTIONS_WIDTH = 60;
const TABLE_MIN_WIDTH = 1000;

interface RegistrationTableProps {
  rows: Registration[];
  role: Role;
  sort?: SortKey;
  order: SortOrder;
  onSort: (key: SortKey) => void;
  selection?: RowSelection;
  density: TableDensity;
  /** The columns shown, in order (the Registration ID first); all by default. */
  columns?: readonly ColumnKey[];
  /** Whether a phone's cards name each registration's centre (phones choose no columns). */
  showCenterOnCards?: boolean;
}

const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * The body cells' styles, as classes the table's own `sx` defines once: 50 rows of per-cell `sx`,
 * and of MUI components that only style their text, were a good part of each new page's render
 * (the list repaints on every search).
 */
const CELL = {
  select: 'cell-select',
  id: 'cell-id',
  actions: 'cell-actions',
  oneLine: 'cell-one-line',
  noWrap: 'cell-no-wrap',
  twoLines: 'cell-two-lines',
  threeLines: 'cell-three-lines',
  nameLine: 'cell-name-line',
  name: 'cell-name',
  genderLetter: 'cell-gender-letter',
  caption: 'cell-caption',
  note: 'cell-note',
  mark: 'cell-mark',
  link: 'cell-link',
} as const;

/** MUI's class for a selected row, kept so the row reads the same to anything that looks for it. */
const SELECTED_ROW = 'Mui-selected';

/** Each column's cell but the Registration ID's (the row's link, held at the left edge). */
const CELLS: Record<Exclude<ColumnKey, 'registrationId'>, (registration: Registration, compact: boolean, labels: Labels) => ReactNode> = {
  name: (registration, compact, labels) => (
    <td title={`${registration.name}, ${labels.gender(registration.gender)}`}>
      {compact ? (
        <div className={CELL.nameLine}>
          <span className={`${CELL.oneLine} ${CELL.name}`}>{registration.name}</span>
          {/* One letter in the compact rows, the name keeps the room; the whole word is its title. */}
          <abbr title={labels.gender(registration.gender)} className={`${CELL.caption} ${CELL.genderLetter}`}>
            {labels.gender(registration.gender).charAt(0)}
          </abbr>
        </div>
      ) : (
        <>
          <p className={`${CELL.twoLines} ${CELL.name}`}>{registration.name}</p>
          <span className={CELL.caption}>{labels.gender(registration.gender)}</span>
        </>
      )}
    </td>
  ),
  // Whole, never cut: the number is what staff look for.
  contactNumber: (registration) => <td className={CELL.noWrap}>{registration.contactNumber}</td>,
  school: (registration, compact) => (
    <td title={registration.school.value}>
      <div className={compact ? CELL.oneLine : CELL.threeLines}>{registration.school.value}</div>
    </td>
  ),
  centerCode: (registration) => <td className={CELL.noWrap}>{registration.centerCode}</td>,
  std: (registration, _compact, labels) => <td className={CELL.noWrap}>{labels.className(registration.std)}</td>,
  cadre: (registration, compact, labels) => (
    <td title={labels.cadre(registration.cadre)}>
      <div className={compact ? CELL.oneLine : CELL.twoLines}>{labels.cadre(registration.cadre)}</div>
    </td>
  ),
  levelEnrolled: (registration) => <td className={CELL.noWrap}>{registration.levelEnrolled}</td>,
  paymentStatus: (registration, compact) => (
    <td>
      <PaymentSummary payment={registration.payment} inline={compact} />
    </td>
  ),
  status: (registration, compact) => (
    <td className={CELL.noWrap}>
      <RegistrationStatusBadge status={registration.status} />
      {registration.mergedInto && <MergedIntoNote mergedInto={registration.mergedInto} compact={compact} />}
    </td>
  ),
};

/**
 * A merged-away registration's status names the one it was merged into: under the badge, or in the
 * compact density (one line per row) as a mark beside it that says so when pointed at or read aloud.
 */
function MergedIntoNote({ mergedInto, compact }: { mergedInto: string; compact: boolean }) {
  const { t } = useLingui();
  if (compact) return <CallMergeIcon className={CELL.mark} fontSize="small" titleAccess={t`Merged into ${mergedInto}`} />;
  return (
    <div className={`${CELL.caption} ${CELL.note}`}>
      <Trans>Merged into {mergedInto}</Trans>
    </div>
  );
}

/** Held at the left (selection, ID) or right (Actions) edge when the table scrolls sideways. */
const stickyCell = (side: 'left' | 'right', offset: number, header: boolean) => ({
  position: 'sticky' as const,
  [side]: offset,
  zIndex: header ? 3 : 1,
  bgcolor: 'background.paper',
});

/**
 * Spec section 2: every column sortable; an Actions column with the row menu. One line per row in
 * the compact density; on a phone, a list of cards instead of a table.
 */
export const RegistrationTable = memo(function RegistrationTable(props: RegistrationTableProps) {
  // MUI's sm breakpoint, written out: the list also renders where no theme is provided.
  const phone = useMediaQuery('(max-width:599.95px)');
  if (phone) return <RegistrationCardList rows={props.rows} role={props.role} selection={props.selection} showCenter={props.showCenterOnCards} />;
  return <DesktopTable {...props} />;
}, sameTableProps);

/**
 * The rows are the costly part of the list screen (50 rows of MUI cells take longer to
 * render than the search takes to answer), so the table renders only when what it shows changes,
 * not on each keystroke, URL change or count. The columns are read from the URL anew each time.
 */
function sameTableProps(before: RegistrationTableProps, after: RegistrationTableProps): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof RegistrationTableProps)[]);
  return [...keys].every((key) =>
    key === 'columns' ? (before.columns ?? DEFAULT_COLUMNS).join() === (after.columns ?? DEFAULT_COLUMNS).join() : Object.is(before[key], after[key]),
  );
}

function DesktopTable({ rows, role, sort, order, onSort, selection, density, columns: shown = DEFAULT_COLUMNS }: RegistrationTableProps) {
  const compact = density === 'compact';
  const shownKeys = shown.join();
  // One array while the columns stay: the rows are drawn again only when what they show changes.
  const columns = useMemo(() => shownKeys.split(',').map((key) => LIST_COLUMNS.find((column) => column.key === key)!), [shownKeys]);
  const selectedOnPage = selection ? rows.filter((r) => selection.selected.has(r.registrationId)).length : 0;
  const grid = useRovingGrid(
    rows.map((r) => r.registrationId),
    GRID_COL.id,
  );
  const idLeft = selection ? CHECKBOX_WIDTH : 0;
  const followLinks = useFollowLinks();
  const { t, i18n } = useLingui();

  return (
    <TableContainer sx={{ flex: '1 1 auto', minHeight: 0 }} data-testid="registrations-table-container">
      <Table
        size="small"
        aria-label={t`Registrations`}
        role="grid"
        stickyHeader
        data-density={density}
        sx={[
          {
            tableLayout: 'fixed',
            minWidth: TABLE_MIN_WIDTH,
            '& th, & td': { px: 0.75, fontSize: compact ? '0.8125rem' : undefined },
            // Body cells are plain <td>s styled here once as MUI's small body TableCell (TableCell.mjs):
            // 500 TableCell components were about a third of each new page's render.
            '& td': (theme) => ({
              ...theme.typography.body2,
              ...(compact && { fontSize: '0.8125rem' }),
              color: theme.palette.text.primary,
              textAlign: 'left',
              verticalAlign: 'inherit',
              borderBottom: `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`,
              py: compact ? 0.25 : 0.75,
              height: compact ? 28 : 48,
            }),
            '& th': { py: 0.75, lineHeight: 1.2, verticalAlign: 'bottom', whiteSpace: 'nowrap' },
            '& th:first-of-type, & td:first-of-type': { pl: selection ? 0.5 : 2 },
            [`& td.${CELL.select}`]: { ...stickyCell('left', 0, false), py: 0, pr: 1.5, '& > *': { p: 0 } },
            // An ID longer than its column (imported ones can be) ends in an ellipsis, whole in its title.
            [`& td.${CELL.id}`]: { ...stickyCell('left', idLeft, false), fontFamily: 'monospace', '& > a': { ...ONE_LINE, display: 'block' } },
            [`& td.${CELL.actions}`]: { ...stickyCell('right', 0, false), textAlign: 'right' },
            [`& .${CELL.oneLine}`]: ONE_LINE,
            [`& .${CELL.noWrap}`]: { whiteSpace: 'nowrap' },
            // Under the status badge, in the column's width: the id breaks rather than being cut.
            [`& .${CELL.note}`]: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
            [`& .${CELL.mark}`]: (theme) => ({ ml: 0.5, verticalAlign: 'middle', color: theme.palette.text.secondary }),
            // A word longer than the column breaks rather than running under the next one.
            [`& .${CELL.twoLines}`]: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' },
            [`& .${CELL.threeLines}`]: {
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            },
            [`& .${CELL.nameLine}`]: { display: 'flex', gap: 0.75, alignItems: 'baseline', minWidth: 0 },
            [`& .${CELL.name}`]: { fontWeight: 500, m: 0 },
            // MUI's caption Typography and hover-underlined Link, written once for 50 rows (see '& td').
            [`& .${CELL.caption}`]: (theme) => ({ ...theme.typography.caption, color: theme.palette.text.secondary }),
            [`& .${CELL.link}`]: (theme) => ({ color: theme.palette.primary.main, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }),
            [`& .${CELL.genderLetter}`]: { flexShrink: 0, textDecoration: 'none' },
            // A clear ring on the control the arrow keys reached (the checkbox shows it on its box).
            [`& a[data-grid-col]:focus-visible, & button[data-grid-col]:focus-visible, & .MuiCheckbox-root.Mui-focusVisible, & .${ROW_PART.checkbox}:has(> input:focus-visible)`]:
              {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: 1,
                borderRadius: 0.5,
              },
            // Body rows are plain <tr>s with MUI's TableRow look (hover and selected tints), as the cells.
            '& tbody > tr': (theme) => {
              const selected = theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
              return {
                color: 'inherit',
                display: 'table-row',
                verticalAlign: 'middle',
                outline: '0',
                '&:hover': { backgroundColor: theme.palette.action.hover },
                [`&.${SELECTED_ROW}`]: {
                  backgroundColor: selected,
                  '&:hover': {
                    backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity),
                  },
                },
              };
            },
            // The held cells are opaque; they take the row's hover and selected tints over that.
            [`& tr:hover > td[data-sticky], & tr.${SELECTED_ROW} > td[data-sticky]`]: (theme) => ({
              backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
            }),
            // Only the sorted column shows its arrow until a header is hovered or focused: the
            // hidden arrows would otherwise take the room of a column.
            '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
            '& .MuiTableSortLabel-root:hover .MuiTableSortLabel-icon, & .MuiTableSortLabel-root.Mui-focusVisible .MuiTableSortLabel-icon': {
              display: 'inline-block',
            },
            ...(compact && {
              '& .MuiChip-root': { height: 20, fontSize: '0.75rem' },
              '& .MuiChip-label': { px: 0.75 },
              [`& td .${ROW_PART.checkbox}, & td .${ROW_PART.menuButton}`]: { p: '2px' },
            }),
          },
          rowPartStyles,
        ]}
      >
        <colgroup>
          {selection && <col style={{ width: CHECKBOX_WIDTH }} />}
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: (compact && column.compactWidth) || column.width } : undefined} />
          ))}
          <col style={{ width: ACTIONS_WIDTH }} />
        </colgroup>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox" sx={stickyCell('left', 0, true)}>
                <Checkbox
                  size="small"
                  slotProps={{ input: { 'aria-label': t`Select all on this page` } }}
                  checked={rows.length > 0 && selectedOnPage === rows.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                  onChange={(event) => selection.onTogglePage(event.target.checked)}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell
                key={column.key}
                sortDirection={sort === column.key ? order : false}
                sx={column.key === 'registrationId' ? stickyCell('left', idLeft, true) : undefined}
              >
                <TableSortLabel active={sort === column.key} direction={sort === column.key ? order : 'asc'} onClick={() => onSort(column.key)}>
                  {i18n._(column.label)}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right" sx={stickyCell('right', 0, true)}>
              <Trans>Actions</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        {/* The ID links are plain <a>s followed here: 50 React Router Links rendered again on every
            key typed into the search, as each reads the address. */}
        <TableBody onKeyDown={grid.onKeyDown} onFocus={grid.onFocus} onClick={followLinks}>
          {rows.map((registration, position) => (
            // Keyed by position: a new page or search updates the 50 rows' elements in place instead
            // of removing them and building new ones (about a third of the repaint).
            <DesktopRow
              key={position}
              registration={registration}
              role={role}
              columns={columns}
              compact={compact}
              selected={selection?.selected.has(registration.registrationId) ?? false}
              onToggle={selection?.onToggle}
              tabStopCol={grid.tabStopColOf(registration.registrationId)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// Grid columns: the checkbox (when rows can be selected), the ID link, the Actions button.
const GRID_COL = { checkbox: 0, id: 1, actions: 2 } as const;

interface DesktopRowProps {
  registration: Registration;
  role: Role;
  columns: readonly (typeof LIST_COLUMNS)[number][];
  compact: boolean;
  selected: boolean;
  /** Undefined where rows cannot be selected: the row has no checkbox. */
  onToggle: ((registrationId: string) => void) | undefined;
  /** The grid column of this row that holds the table's Tab stop, if one does. */
  tabStopCol: number | null;
}

/**
 * One body row. Drawn again only when its own props change: the Tab stop moving to another row
 * (a click on a row's menu button) draws the two rows it left and reached, not all 50.
 */
const DesktopRow = memo(function DesktopRow({ registration, role, columns, compact, selected, onToggle, tabStopCol }: DesktopRowProps) {
  const id = registration.registrationId;
  const tabIndex = (col: number) => (tabStopCol === col ? 0 : -1);
  const { t } = useLingui();
  const labels = useLabels();
  return (
    <tr className={selected ? SELECTED_ROW : undefined} data-grid-row={id}>
      {onToggle && (
        <td className={CELL.select} data-sticky>
          <RowCheckbox
            input={{ 'aria-label': t`Select ${id}`, tabIndex: tabIndex(GRID_COL.checkbox), 'data-grid-col': GRID_COL.checkbox }}
            checked={selected}
            onChange={() => onToggle(id)}
          />
        </td>
      )}
      <td className={CELL.id} data-sticky>
        <a href={registrationPath(id)} title={id} className={CELL.link} tabIndex={tabIndex(GRID_COL.id)} data-grid-col={GRID_COL.id}>
          {id}
        </a>
      </td>
      {columns.map(({ key }) => key !== 'registrationId' && <Fragment key={key}>{CELLS[key](registration, compact, labels)}</Fragment>)}
      <td className={CELL.actions} data-sticky>
        {/* What holds state of its own for one registration (the row menu) is keyed by the id. */}
        <RegistrationActionsMenu
          key={id}
          registration={registration}
          role={role}
          gridProps={{ tabIndex: tabIndex(GRID_COL.actions), 'data-grid-col': GRID_COL.actions }}
        />
      </td>
    </tr>
  );
});
