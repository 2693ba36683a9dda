import type { Theme } from '@mui/material';
import type { ChangeEventHandler, InputHTMLAttributes, MouseEventHandler } from 'react';
import { PHONE_TAP_TARGET } from 'shared/platform/theme/portalTheme';
import type { preloadOnIntent } from 'shared/ui/lazyWithPreload';

/**
 * What each row of the list repeats: a list renders 50 rows on every new page or search,
 * and MUI's Checkbox, IconButton, Box and Typography were about 30 components a row with their
 * ripples and styled wrappers. These are plain elements with those components' look, written once
 * in CSS (`rowPartStyles`, given to the table's and the card list's `sx`): the small Checkbox and
 * the small IconButton without the ripple, and the payment column's layout. The keyboard focus ring
 * is the container's own.
 */
export const ROW_PART = {
  checkbox: 'row-checkbox',
  checked: 'row-checkbox-checked',
  menuButton: 'row-menu-button',
  payment: 'row-payment',
  paymentInline: 'row-payment-inline',
  paymentDetail: 'row-payment-detail',
} as const;

// Material icons' paths (CheckBoxOutlineBlank, CheckBox, MoreVert), 24 x 24.
const UNCHECKED_PATH = 'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2';
const CHECKED_PATH = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';
const MORE_PATH =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

function Icon({ path }: { path: string }) {
  return (
    <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={path} />
    </svg>
  );
}

interface RowCheckboxProps {
  checked: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  /** The input's own attributes: its accessible name, and its place in a keyboard grid. */
  input: InputHTMLAttributes<HTMLInputElement> & { 'aria-label': string; 'data-grid-col'?: number };
}

/** MUI's small primary Checkbox, as plain elements. */
export function RowCheckbox({ checked, onChange, input }: RowCheckboxProps) {
  return (
    <span className={checked ? `${ROW_PART.checkbox} ${ROW_PART.checked}` : ROW_PART.checkbox}>
      <input type="checkbox" checked={checked} onChange={onChange} {...input} />
      <Icon path={checked ? CHECKED_PATH : UNCHECKED_PATH} />
    </span>
  );
}

interface RowMenuButtonProps {
  label: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** The button's place in a keyboard grid. */
  gridProps?: { tabIndex: number; 'data-grid-col': number };
  /** What fetches the menu as the person heads for the button (preloadOnIntent). */
  intentProps?: ReturnType<typeof preloadOnIntent>;
}

/** MUI's small IconButton with the small MoreVert icon, as plain elements. */
export function RowMenuButton({ label, onClick, gridProps, intentProps }: RowMenuButtonProps) {
  return (
    <button type="button" className={ROW_PART.menuButton} aria-label={label} aria-haspopup="menu" onClick={onClick} {...gridProps} {...intentProps}>
      <Icon path={MORE_PATH} />
    </button>
  );
}

// MUI's ButtonBase, SwitchBase, Checkbox, IconButton and SvgIcon styles for these sizes (computed
// styles compared element by element in both themes and densities before this replaced them).
const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  // Strings: sx reads a number as a border width ('0px solid').
  outline: '0',
  border: '0',
  margin: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  borderRadius: '50%',
} as const;

const smallIcon = (theme: Theme) => ({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  fontSize: theme.typography.pxToRem(20),
  transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
});

/** The CSS of ROW_PART's classes, for the `sx` of the element that holds the rows. */
export const rowPartStyles = (theme: Theme) => ({
  [`& .${ROW_PART.checkbox}`]: {
    ...buttonBase,
    padding: '9px',
    color: theme.palette.text.secondary,
    '& > input': { cursor: 'inherit', position: 'absolute', opacity: 0, width: '100%', height: '100%', top: 0, left: 0, margin: 0, padding: 0, zIndex: 1 },
    '& > svg': smallIcon(theme),
    '&:hover': { backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    ...PHONE_TAP_TARGET,
  },
  [`& .${ROW_PART.checked}`]: { color: theme.palette.primary.main },
  [`& .${ROW_PART.menuButton}`]: {
    ...buttonBase,
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(18),
    padding: '5px',
    color: theme.palette.action.active,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '& > svg': smallIcon(theme),
    '&:hover': { backgroundColor: theme.alpha(theme.palette.action.active, theme.palette.action.hoverOpacity) },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    ...PHONE_TAP_TARGET,
  },
  [`& .${ROW_PART.payment}`]: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.spacing(0.5), minWidth: 0 },
  [`& .${ROW_PART.paymentInline}`]: { flexDirection: 'row', alignItems: 'center' },
  [`& .${ROW_PART.paymentDetail}`]: {
    ...theme.typography.caption,
    margin: 0,
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    minWidth: 0,
  },
});
