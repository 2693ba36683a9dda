import { Trans, useLingui } from '@lingui/react/macro';
import { TableBody, TableCell, TableContainer, TableHead, TableRow, useMediaQuery } from '@mui/material';
import { Box, Chip, Link, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import { PhoneCardList } from 'shared/ui/PhoneCardList';
import { Link as RouterLink } from 'shared/platform/routing/router';
import { fieldChanges } from 'shared/domain/audit/audit-changes';
import { useLabels } from 'shared/ui/labelMessages';
import type { ActivityEntry } from 'shared/domain/registrations/registration';
import { formatDateTime } from 'shared/format/dates';
import { auditTargetText } from '../utils/auditEntryText';
import { auditWordsIn } from '../utils/auditWords';
import { registrationPath } from 'shared/routes/paths';

function Who({ actor }: { actor: ActivityEntry['actor'] }) {
  const labels = useLabels();
  if (!actor)
    return (
      <Typography variant="body2" color="textSecondary">
        <Trans>System</Trans>
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      {actor.name && <Typography variant="body2">{actor.name}</Typography>}
      {/* A long e-mail breaks anywhere rather than widening the column past the window. */}
      <Typography variant="body2" color={actor.name ? 'textSecondary' : undefined} sx={{ overflowWrap: 'anywhere' }}>
        {actor.email ?? actor.uid}
      </Typography>
      <Chip label={labels.role(actor.role)} size="small" variant="outlined" />
      {/* A money action whose person passed their passkey check just before it. */}
      {actor.confirmedWith === 'passkey' && <Chip label={labels.confirmedWithPasskey()} size="small" color="success" variant="outlined" />}
    </Box>
  );
}

function Changes({ entry }: { entry: ActivityEntry }) {
  const { i18n } = useLingui();
  const changes = fieldChanges(entry, auditWordsIn(i18n));
  if (changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((change) => (
        <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
          {change.label}:{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {change.before}
          </Box>{' '}
          → {change.after}
        </Typography>
      ))}
    </Box>
  );
}

function About({ entry }: { entry: ActivityEntry }) {
  const { i18n } = useLingui();
  return (
    <>
      {entry.target && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {auditTargetText(entry.target, i18n)}
        </Typography>
      )}
      {entry.registrationId && (
        <>
          <Link component={RouterLink} to={registrationPath(entry.registrationId)} sx={{ whiteSpace: 'nowrap' }}>
            {entry.registrationId}
          </Link>
          <Typography variant="body2" color="textSecondary">
            {entry.name}
          </Typography>
        </>
      )}
    </>
  );
}

/** The note, and who a confirmation's note goes with: 'Verified and confirmed by admin' is the spec's words whoever confirmed. */
function Note({ entry }: { entry: ActivityEntry }) {
  const labels = useLabels();
  if (!entry.note) return null;
  const author = labels.noteAuthor(entry.action, entry.actor);
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {entry.note}
      </Typography>
      {author && (
        <Typography variant="caption" color="textSecondary">
          {author}
        </Typography>
      )}
    </>
  );
}

/** Audit entries as they are, newest first: nothing here edits or deletes one. */
export function AuditEntriesTable({ entries }: { entries: ActivityEntry[] }) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const { t, i18n } = useLingui();
  const words = auditWordsIn(i18n);
  if (phone) {
    // On a phone, a card an entry: the table's six columns ran off-screen with no hint.
    return (
      <PhoneCardList
        aria-label={t`Audit entries`}
        items={entries}
        itemKey={(entry) => entry.id}
        card={(entry) => (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 500 }}>{words.auditAction(entry.action)}</Typography>
              <Typography variant="body2" color="textSecondary">
                {formatDateTime(entry.createdAt)}
              </Typography>
            </Box>
            <Who actor={entry.actor} />
            <About entry={entry} />
            <Changes entry={entry} />
            <Note entry={entry} />
          </>
        )}
      />
    );
  }
  return (
    <TableContainer>
      <DensityTable aria-label={t`Audit entries`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>When</Trans>
            </TableCell>
            <TableCell>
              <Trans>Who</Trans>
            </TableCell>
            <TableCell>
              <Trans>What</Trans>
            </TableCell>
            <TableCell>
              <Trans>About</Trans>
            </TableCell>
            <TableCell>
              <Trans>Changes</Trans>
            </TableCell>
            <TableCell>
              <Trans>Note</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
              <TableCell>
                <Who actor={entry.actor} />
              </TableCell>
              <TableCell>{words.auditAction(entry.action)}</TableCell>
              <TableCell>
                <About entry={entry} />
              </TableCell>
              <TableCell>
                <Changes entry={entry} />
              </TableCell>
              <TableCell>
                <Note entry={entry} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </DensityTable>
    </TableContainer>
  );
}
