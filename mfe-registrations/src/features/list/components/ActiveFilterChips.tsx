import { memo, useEffect, useRef } from 'react';
import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Chip } from 'shared/platform/ui/mui';
import { FILTER_FIELD_LABELS, type FilterField } from 'shared/domain/common/labels';
import { useLabels } from 'shared/ui/labelMessages';
import type { ListFilters } from '../../../hooks/useListUrlState';

interface ActiveFilterChipsProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}

/** One chip per active filter value, in the table's words; pressing a chip removes that value. */
export const ActiveFilterChips = memo(function ActiveFilterChips({ filters, onChange }: ActiveFilterChipsProps) {
  const { t } = useLingui();
  const labels = useLabels();
  const chips = (Object.keys(FILTER_FIELD_LABELS) as FilterField[]).flatMap((field) => {
    const value = filters[field];
    const values = Array.isArray(value) ? (value as string[]) : value ? [value] : [];
    return values.map((one) => ({ field, value: one, label: `${labels.filterField(field)}: ${labels.filterValue(field, one)}` }));
  });
  // After a chip goes, focus moves to the chip now in its place, so a keyboard user can go on removing.
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    const remaining = list.current?.querySelectorAll<HTMLElement>('[role="button"]') ?? [];
    remaining[Math.min(focusAt.current, remaining.length - 1)]?.focus();
    focusAt.current = null;
  }, [chips.length]);
  if (chips.length === 0) return null;

  const remove = (field: FilterField, value: string, index: number) => {
    focusAt.current = index;
    const current = filters[field];
    const rest = Array.isArray(current) ? (current as string[]).filter((v) => v !== value) : [];
    const next = { ...filters } as Record<string, unknown>;
    if (rest.length > 0) next[field] = rest;
    else delete next[field];
    onChange(next as ListFilters);
  };

  return (
    <Box component="ul" ref={list} aria-label={t`Active filters`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {chips.map((chip, index) => (
        <li key={`${chip.field}:${chip.value}`}>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={chip.label}
            aria-label={t`Remove filter ${ph({ filter: chip.label })}`}
            onClick={() => remove(chip.field, chip.value, index)}
            onDelete={() => remove(chip.field, chip.value, index)}
          />
        </li>
      ))}
    </Box>
  );
});
