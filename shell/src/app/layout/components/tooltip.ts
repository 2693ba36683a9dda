import { deferredTooltip } from 'shared/ui/DeferredTooltip';

/** The layout's hints (top bar, sidebar): MUI's Tooltip fetched on the first key press, focus or pointing at one. */
export const { DeferredTooltip, preloadTooltip } = deferredTooltip();
