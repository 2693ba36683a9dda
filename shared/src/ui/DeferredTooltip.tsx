import { cloneElement, useState, useSyncExternalStore, type ReactElement, type SyntheticEvent } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { lazyWithPreload } from 'shared/ui/lazyWithPreload';

type Handler = (event: SyntheticEvent) => void;
type ChildProps = Partial<Record<'onFocus' | 'onBlur' | 'onPointerDown' | 'onPointerCancel' | 'onClick' | 'onMouseEnter', Handler>>;

/**
 * MUI's Tooltip brings its Popper and popper.js: 12 KB brotli of a first load, for hints that show
 * only once the person points at or focuses something. A module draws its elements bare, fetches the
 * Tooltip on the first focus or pointing at one (or at `preloadTooltip`), and wraps them then.
 * Made once per module (`export const { DeferredTooltip, preloadTooltip } = deferredTooltip()`):
 * whether the Tooltip has arrived is that module's state, not this library's.
 */
export function deferredTooltip() {
  const tooltip = lazyWithPreload<TooltipProps>(() => import('@mui/material/Tooltip').then((module) => module.default));
  let tooltipReady = false;
  const listeners = new Set<() => void>();

  /** Fetches MUI's Tooltip; until it has arrived, each call tries again. */
  function preloadTooltip(): void {
    if (tooltipReady) return;
    void tooltip.preload().then((loaded) => {
      if (!loaded || tooltipReady) return;
      tooltipReady = true;
      listeners.forEach((listener) => listener());
    });
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }
  const isTooltipReady = () => tooltipReady;

  /**
   * MUI's Tooltip, once fetched. Wrapping an element remounts it, so an element that has the focus or
   * is being pressed is wrapped only after: a click or a keyboard user's place is never lost to it.
   */
  function DeferredTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement<ChildProps> }) {
    const ready = useSyncExternalStore(subscribe, isTooltipReady, isTooltipReady);
    const [engaged, setEngaged] = useState({ focused: false, pressed: false });
    const [wrapped, setWrapped] = useState(false);
    if (ready && !wrapped && !engaged.focused && !engaged.pressed) setWrapped(true);
    if (wrapped) return <tooltip.Component {...props}>{children}</tooltip.Component>;

    const track =
      (name: keyof ChildProps, change?: Partial<typeof engaged>): Handler =>
      (event) => {
        children.props[name]?.(event);
        preloadTooltip();
        if (change) setEngaged((current) => ({ ...current, ...change }));
      };
    return cloneElement(children, {
      onFocus: track('onFocus', { focused: true }),
      onBlur: track('onBlur', { focused: false }),
      onPointerDown: track('onPointerDown', { pressed: true }),
      onPointerCancel: track('onPointerCancel', { pressed: false }),
      onClick: track('onClick', { pressed: false }),
      onMouseEnter: track('onMouseEnter'),
    });
  }

  return { DeferredTooltip, preloadTooltip };
}
