import { memo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { Box, Button } from 'shared/platform/ui/mui';
import { CADRES, CLASSES, GENDERS, LEVELS, PAYMENT_MODES, PAYMENT_STATUSES, REGISTRATION_STATUSES } from 'shared/domain/common/enums';
import { useLabels } from 'shared/ui/labelMessages';
import type { CenterSummary } from 'shared/domain/settings/settings-answers';
import type { ListFilters } from '../../../hooks/useListUrlState';

type MultiKey = 'cadre' | 'std' | 'paymentMode' | 'paymentStatus' | 'levelEnrolled' | 'status';

const TOGGLE_FIELDS: { key: MultiKey; values: readonly string[] }[] = [
  { key: 'cadre', values: CADRES },
  { key: 'std', values: CLASSES },
  { key: 'paymentMode', values: PAYMENT_MODES },
  { key: 'paymentStatus', values: PAYMENT_STATUSES },
  { key: 'levelEnrolled', values: LEVELS },
  { key: 'status', values: REGISTRATION_STATUSES },
];

interface FilterDialogProps {
  open: boolean;
  filters: ListFilters;
  /** The centres the person sees: a Center filter when there is more than one. */
  centers?: readonly CenterSummary[];
  onApply: (filters: ListFilters) => void;
  onClose: () => void;
}

/** Spec section 2: a draft of the filters, applied only with Apply Filters. */
export const FilterDialog = memo(function FilterDialog({ open, filters, centers = [], onApply, onClose }: FilterDialogProps) {
  const [draft, setDraft] = useState<ListFilters>(filters);
  const labels = useLabels();
  // On opening (or new filters while open), the draft starts from the filters: set while rendering.
  const [draftOf, setDraftOf] = useState({ open, filters });
  if (draftOf.open !== open || draftOf.filters !== filters) {
    setDraftOf({ open, filters });
    if (open) setDraft(filters);
  }

  const setValues = (key: MultiKey | 'gender' | 'center', values: string[]) =>
    setDraft((current) => {
      const next = { ...current } as Record<string, unknown>;
      if (values.length > 0) next[key] = values;
      else delete next[key];
      return next as ListFilters;
    });
  const gender = (draft.gender ?? []) as string[];

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="filter-dialog-title">
      <DialogTitle id="filter-dialog-title">
        <Trans>Filters</Trans>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <TextField
          label={labels.filterField('school')}
          size="small"
          value={draft.school ?? ''}
          onChange={(event) => setDraft((current) => ({ ...current, school: event.target.value }))}
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <FormLabel component="legend">{labels.filterField('gender')}</FormLabel>
          <FormGroup row>
            {GENDERS.map((value) => (
              <FormControlLabel
                key={value}
                label={labels.gender(value)}
                control={
                  <Checkbox
                    checked={gender.includes(value)}
                    onChange={(event) => setValues('gender', event.target.checked ? [...gender, value] : gender.filter((g) => g !== value))}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
        {centers.length > 1 && (
          <Box role="group" aria-labelledby="filter-center">
            <FormLabel id="filter-center" sx={{ display: 'block', mb: 0.75 }}>
              {labels.filterField('center')}
            </FormLabel>
            <ToggleButtonGroup
              size="small"
              color="primary"
              value={draft.center ?? []}
              onChange={(_event, next: string[]) => setValues('center', next)}
              sx={{ flexWrap: 'wrap' }}
            >
              {centers.map((center) => (
                <ToggleButton key={center.code} value={center.code} sx={{ textTransform: 'none' }}>
                  {`${center.code} (${center.city})`}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        )}
        {TOGGLE_FIELDS.map(({ key, values }) => (
          <Box key={key} role="group" aria-labelledby={`filter-${key}`}>
            <FormLabel id={`filter-${key}`} sx={{ display: 'block', mb: 0.75 }}>
              {labels.filterField(key)}
            </FormLabel>
            <ToggleButtonGroup
              size="small"
              color="primary"
              value={(draft[key] ?? []) as string[]}
              onChange={(_event, next: string[]) => setValues(key, next)}
              sx={{ flexWrap: 'wrap' }}
            >
              {values.map((value) => (
                <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
                  {labels.filterValue(key, value)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDraft({})} sx={{ mr: 'auto' }}>
          <Trans>Clear All</Trans>
        </Button>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            const school = draft.school?.trim();
            const { school: _school, ...rest } = draft;
            onApply({ ...rest, ...(school && { school }) });
          }}
        >
          <Trans>Apply Filters</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
});
