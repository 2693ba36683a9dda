import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, useMediaQuery } from '@mui/material';
import { Box, Button, List, ListItemButton, ListItemText, Typography } from 'shared/platform/ui/mui';
import type { Registration } from 'shared/domain/registrations/registration';
import { SearchField } from 'shared/ui/SearchField';
import { useMergeCandidates } from '../hooks/useMergeCandidates';

interface MergeWithDialogProps {
  registration: Registration;
  onPick: (other: Registration) => void;
  onClose: () => void;
}

/** "Merge with…" on a registration's page: a search for the other registration, then the merge view. */
export function MergeWithDialog({ registration, onPick, onClose }: MergeWithDialogProps) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const [search, setSearch] = useState('');
  const { candidates, searched, fetching, failed } = useMergeCandidates(registration, search);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="merge-with-title">
      <DialogTitle id="merge-with-title">Merge {registration.registrationId} with…</DialogTitle>
      <DialogContent>
        <Box role="search" aria-label="Registration to merge with" sx={{ pt: 1 }}>
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder="Name, registration ID or phone number"
            htmlInput={{ 'aria-label': 'Search for the registration to merge with', maxLength: 100, autoFocus: true }}
          />
        </Box>
        <Box sx={{ height: 4, mt: 1 }}>{fetching && <LinearProgress aria-label="Searching registrations" />}</Box>
        {failed && <Typography color="error">Could not fetch registrations from the server.</Typography>}
        {searched && candidates.length === 0 && <Typography color="textSecondary">No other registration matches "{search.trim()}".</Typography>}
        <List aria-label="Registrations found">
          {candidates.map((r) => (
            <ListItemButton key={r.registrationId} onClick={() => onPick(r)} sx={{ minHeight: 44 }}>
              <ListItemText
                primary={`${r.name} (${r.registrationId})`}
                secondary={`${r.contactNumber} · ${r.school.value} · ${r.std} · ${r.centerCode}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
