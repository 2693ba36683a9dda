import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuplicateGroup } from 'shared/domain/registrations/registration';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import { recordApiRequests, serveApi, writes } from 'shared/testing/apiServer';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { testRegistration } from 'shared/testing/registration';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { FINISHED, PREVIEW } from '../../../testing/mergeSuggested';
import { DuplicateAuditOverlay } from './DuplicateAuditOverlay';
import { MergeSuggestedDialog } from './MergeSuggestedDialog';

const group: DuplicateGroup = {
  contactNumber: '9876543210',
  count: 2,
  registrations: [testRegistration({ registrationId: 'REG-0000301' }), testRegistration({ registrationId: 'REG-0000302' })],
  likeness: 'same_name',
  reasons: ['same name'],
  activeCount: 2,
  notDuplicate: null,
};

beforeEach(() => sessionStorage.clear());

test('Merge suggested shows its preview, and its confirmation starts the job whose result then shows in the Duplicate Audit', async () => {
  const user = userEvent.setup();
  const sent = recordApiRequests();
  serveApi({
    'GET /admin/registrations/duplicates': { body: { data: [group], total: 1 } },
    'GET /admin/portal-settings': { body: { ...testPortalSettings(), featureFlags: { ...DEFAULT_FEATURE_FLAGS, duplicateMerge: true } } },
    'POST /admin/registrations/duplicates/merge-suggested': ({ query }) => (query.preview === 'true' ? { body: PREVIEW } : { status: 202, body: FINISHED }),
    'GET /admin/jobs/job-7': { body: FINISHED },
  });
  renderInPortal(<DuplicateAuditOverlay open role="admin" onClose={jest.fn()} />, { claims: { sub: 'u1', role: 'admin' } });

  await user.click(await screen.findByRole('button', { name: 'Merge suggested' }));
  const dialog = await screen.findByRole('dialog', { name: 'Merge suggested' });
  expect(await within(dialog).findByText('2 groups to merge (3 registrations merged away), 1 skipped')).toBeInTheDocument();
  const toMerge = within(dialog).getByRole('list', { name: 'Groups to merge' });
  expect(within(toMerge).getByText('Keep REG-0000401')).toBeInTheDocument();
  expect(within(toMerge).getByText('Merge into it: REG-0000402, REG-0000403')).toBeInTheDocument();
  const skipped = within(dialog).getByRole('list', { name: 'Groups skipped' });
  expect(within(skipped).getByText('REG-0000501, REG-0000502')).toBeInTheDocument();
  expect(within(skipped).getByText('Two of these registrations are paid: cancel one receipt first')).toBeInTheDocument();
  // Looking is a preview: nothing is started until Merge is pressed.
  const calls = () => sent.filter((call) => call.method === 'POST').map((call) => call.query);
  expect(calls()).toEqual([{ preview: 'true' }]);

  await user.click(within(dialog).getByRole('button', { name: 'Merge 2 groups' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Merge suggested' })).not.toBeInTheDocument());
  const progress = await screen.findByRole('region', { name: 'Bulk action progress' });
  expect(await within(progress).findByText('Merge suggested finished')).toBeInTheDocument();
  expect(within(progress).getByText('2 merged, 1 skipped: Two of these registrations are paid: cancel one receipt first')).toBeInTheDocument();
  expect(calls()).toEqual([{ preview: 'true' }, {}]);
  expect(writes(sent).map((call) => call.path)).toEqual(['/admin/registrations/duplicates/merge-suggested', '/admin/registrations/duplicates/merge-suggested']);
});

test('with nothing to merge the preview says so and Merge cannot be pressed; a refusal shows in words', async () => {
  serveApi({
    'POST /admin/registrations/duplicates/merge-suggested': { body: { merge: [], skip: [], counts: { merge: 0, skip: 0, mergedAway: 0 } } },
  });
  const { unmount } = renderInPortal(<MergeSuggestedDialog onClose={jest.fn()} onConfirm={jest.fn()} starting={false} />);
  expect(await screen.findByText('Nothing to merge now.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
  unmount();

  serveApi({
    'POST /admin/registrations/duplicates/merge-suggested': { status: 403, body: { message: 'This feature is switched off.', code: 'feature-off' } },
  });
  renderInPortal(<MergeSuggestedDialog onClose={jest.fn()} onConfirm={jest.fn()} starting={false} />);
  expect(await screen.findByText('This feature is switched off.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
});
