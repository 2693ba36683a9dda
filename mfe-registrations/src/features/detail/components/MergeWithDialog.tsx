import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, useMediaQuery } from '@mui/material';
import { Box, Button, List, ListItemButton, ListItemText, Typography } from 'shared/platform/ui/mui';
import type { Registration } from 'shared/domain/registrations/registration';
import { SearchField } from 'shared/ui/SearchField';
import { useLabels } from 'shared/ui/labelMessages';
import { useMergeCandidates } from '../hooks/useMergeCandidates';

interface MergeWithDialogProps {
  registration: Registration;
  onPick: (other: Registration) => void;
  onClose: () => void;
}

/** "Merge with…" on a registration's page: a search for the other registration, then the merge view. */
export function MergeWithDialog({ registration, onPick, onClose }: MergeWithDialogProps) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const { t } = useLingui();
  const labels = useLabels();
  const id = registration.registrationId;
  const [search, setSearch] = useState('');
  const searchText = search.trim();
  const { candidates, searched, fetching, failed } = useMergeCandidates(registration, search);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="merge-with-title">
      <DialogTitle id="merge-with-title">
        <Trans>Merge {id} with…</Trans>
      </DialogTitle>
      <DialogContent>
        <Box role="search" aria-label={t`Registration to merge with`} sx={{ pt: 1 }}>
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder={t`Name, registration ID or phone number`}
            htmlInput={{ 'aria-label': t`Search for the registration to merge with`, maxLength: 100, autoFocus: true }}
          />
        </Box>
        <Box sx={{ height: 4, mt: 1 }}>{fetching && <LinearProgress aria-label={t`Searching registrations`} />}</Box>
        {failed && (
          <Typography color="error">
            <Trans>Could not fetch registrations from the server.</Trans>
          </Typography>
        )}
        {searched && candidates.length === 0 && (
          <Typography color="textSecondary">
            <Trans>No other registration matches "{searchText}".</Trans>
          </Typography>
        )}
        <List aria-label={t`Registrations found`}>
          {candidates.map((r) => (
            <ListItemButton key={r.registrationId} onClick={() => onPick(r)} sx={{ minHeight: 44 }}>
              <ListItemText
                primary={`${r.name} (${r.registrationId})`}
                secondary={`${r.contactNumber} · ${r.school.value} · ${labels.className(r.std)} · ${r.centerCode}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
