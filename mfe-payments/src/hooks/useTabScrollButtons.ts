import { useMediaQuery } from '@mui/material';

/**
 * The scroll buttons of a view's Tabs: on a phone drawn from the first render, so that the tab row
 * keeps its width once the selected tab has been scrolled into view. Drawn only once the tabs
 * overflow ('auto'), they narrowed the row after that scroll, and MUI's animated scroll of the
 * selected tab, still running, undid its correction: a phone's selected tab stayed 80 px behind them.
 */
export function useTabScrollButtons(): true | 'auto' {
  return useMediaQuery('(max-width:599.95px)') ? true : 'auto';
}
