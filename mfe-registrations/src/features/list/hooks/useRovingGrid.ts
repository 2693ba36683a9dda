import { useCallback, useState, type FocusEvent, type KeyboardEvent } from 'react';

const PAGE_ROWS = 10;

interface GridCell {
  row: string;
  col: number;
}

/**
 * Roving tabindex over the table body (the ARIA grid pattern): the table is one Tab stop, the
 * arrow keys move between rows (Up, Down, Page Up, Page Down, Ctrl+Home, Ctrl+End) and between
 * a row's controls (Left, Right, Home, End). Controls carry `data-grid-col`, rows `data-grid-row`;
 * the cell last moved to keeps the Tab stop, so Tab back into the table returns there.
 */
export function useRovingGrid(rowIds: readonly string[], defaultCol: number) {
  const [active, setActive] = useState<GridCell | null>(null);
  const current: GridCell | null = active && rowIds.includes(active.row) ? active : rowIds.length > 0 ? { row: rowIds[0]!, col: defaultCol } : null;

  /** The column of `row` that holds the Tab stop, or null. */
  const tabStopColOf = (row: string) => (current?.row === row ? current.col : null);

  // Focus coming back to the cell that has it (a menu or dialog closing) changes nothing: the
  // table, 50 rows, is not drawn again for it.
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const cell = locate(event.target);
    if (cell) setActive((was) => (was?.row === cell.row && was.col === cell.col ? was : cell));
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const cell = locate(event.target as HTMLElement);
    if (!cell || event.altKey || event.metaKey) return;
    const rowIndex = rowIds.indexOf(cell.row);
    const rowElement = (event.target as HTMLElement).closest<HTMLElement>('[data-grid-row]')!;
    const cols = columnsOf(rowElement);
    const colIndex = cols.indexOf(cell.col);
    let nextRow = rowIndex;
    let nextCol = cell.col;
    switch (event.key) {
      case 'ArrowDown':
        nextRow += 1;
        break;
      case 'ArrowUp':
        nextRow -= 1;
        break;
      case 'PageDown':
        nextRow += PAGE_ROWS;
        break;
      case 'PageUp':
        nextRow -= PAGE_ROWS;
        break;
      case 'ArrowRight':
        nextCol = cols[Math.min(colIndex + 1, cols.length - 1)]!;
        break;
      case 'ArrowLeft':
        nextCol = cols[Math.max(colIndex - 1, 0)]!;
        break;
      case 'Home':
        if (event.ctrlKey) nextRow = 0;
        else nextCol = cols[0]!;
        break;
      case 'End':
        if (event.ctrlKey) nextRow = rowIds.length - 1;
        else nextCol = cols[cols.length - 1]!;
        break;
      default:
        return;
    }
    event.preventDefault();
    const row = rowIds[Math.max(0, Math.min(rowIds.length - 1, nextRow))]!;
    const body = event.currentTarget;
    const target = [...body.querySelectorAll<HTMLElement>('[data-grid-row]')].find((element) => element.dataset.gridRow === row);
    if (!target) return;
    // A row without that control (a viewer's row has no checkbox) takes the nearest one before it.
    const available = columnsOf(target);
    const col = available.filter((c) => c <= nextCol).at(-1) ?? available[0];
    if (col === undefined) return;
    setActive({ row, col });
    target.querySelector<HTMLElement>(`[data-grid-col="${col}"]`)?.focus();
  };

  return { tabStopColOf, onFocus, onKeyDown };
}

function locate(element: HTMLElement): GridCell | null {
  const item = element.closest<HTMLElement>('[data-grid-col]');
  const row = item?.closest<HTMLElement>('[data-grid-row]');
  if (!item || !row) return null;
  return { row: row.dataset.gridRow!, col: Number(item.dataset.gridCol) };
}

function columnsOf(row: HTMLElement): number[] {
  return [...row.querySelectorAll<HTMLElement>('[data-grid-col]')].map((item) => Number(item.dataset.gridCol)).sort((a, b) => a - b);
}
