import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { writes } from 'shared/testing/apiServer';
import type { ImportIssue } from 'shared/domain/imports/registration-import';
import { importReport, previewRow } from '../../../testing/importPreview';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { ImportCard } from './ImportCard';

/** A file of two rows, `issues` among them; the first row paid ₹300 in cash, still pending. */
const report = (issues: ImportIssue[]) => importReport(2, 2 - issues.length, issues, [previewRow(2, 'offline', 'pending', 300)]);

const chooseFile = (content: string) =>
  userEvent.setup({ delay: null }).upload(screen.getByLabelText('CSV file to import'), new File([content], 'pupils.csv', { type: 'text/csv' }));

test('a file with a problem shows it by line and cannot be imported', async () => {
  const api = serveSettingsApi({
    'POST /admin/imports/preview': { status: 200, body: report([{ line: 3, column: 'std', message: 'Class must be 1st to 12th' }]) },
  });
  renderInPortal(<ImportCard />, { url: '/settings' });
  await chooseFile('registrationId,name\nIMP-1,Asha\nIMP-2,Ravi\n');
  expect(await screen.findByText('Class must be 1st to 12th')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Problems' })).toHaveTextContent('3std');
  expect(screen.getByRole('button', { name: 'Import 1 Registration' })).toBeDisabled();
  expect(writes(api.requests)).toEqual([{ method: 'POST', path: '/admin/imports/preview', body: { csv: 'registrationId,name\nIMP-1,Asha\nIMP-2,Ravi\n' } }]);
});

test("the preview words each row's payment as the other screens do, not as the file writes it", async () => {
  serveSettingsApi({ 'POST /admin/imports/preview': { status: 200, body: report([]) } });
  renderInPortal(<ImportCard />, { url: '/settings' });
  await chooseFile('registrationId,name\nIMP-1,Asha\n');
  const preview = await screen.findByRole('table', { name: 'Preview' });
  expect(within(preview).getByRole('row', { name: /IMP-1/ })).toHaveTextContent('₹300 Offline, Pending');
});

test('a clean file is imported after its preview', async () => {
  const api = serveSettingsApi({
    'POST /admin/imports/preview': { status: 200, body: report([]) },
    'POST /admin/imports': { status: 201, body: { imported: 2 } },
  });
  renderInPortal(<ImportCard />, { url: '/settings' });
  await chooseFile('registrationId,name\nIMP-1,Asha\n');
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Import 2 Registrations' }));
  expect(await screen.findByText('2 registrations imported from pupils.csv.')).toBeInTheDocument();
  expect(writes(api.requests).map((call) => call.path)).toEqual(['/admin/imports/preview', '/admin/imports']);
});

test('"Send registration confirmations" is off for every file chosen; ticked, the import asks for them', async () => {
  const user = userEvent.setup({ delay: null });
  const api = serveSettingsApi({
    'POST /admin/imports/preview': { status: 200, body: report([]) },
    'POST /admin/imports': { status: 201, body: { imported: 2 } },
  });
  renderInPortal(<ImportCard />, { url: '/settings' });
  await chooseFile('registrationId,name,email\nIMP-1,Asha,asha.parent@example.org\n');
  const confirmations = await screen.findByRole('checkbox', { name: /Send registration confirmations/ });
  expect(confirmations).not.toBeChecked();
  await user.click(confirmations);
  await user.click(screen.getByRole('button', { name: 'Import 2 Registrations' }));
  expect(await screen.findByText('2 registrations imported from pupils.csv. Their registration confirmations are on their way.')).toBeInTheDocument();
  expect(writes(api.requests).at(-1)).toEqual({
    method: 'POST',
    path: '/admin/imports',
    body: { csv: 'registrationId,name,email\nIMP-1,Asha,asha.parent@example.org\n', sendConfirmations: true },
  });

  await chooseFile('registrationId,name\nIMP-2,Ravi\n');
  expect(await screen.findByRole('checkbox', { name: /Send registration confirmations/ })).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Import 2 Registrations' }));
  expect(await screen.findByText('2 registrations imported from pupils.csv.')).toBeInTheDocument();
  expect(writes(api.requests).at(-1)).toEqual({ method: 'POST', path: '/admin/imports', body: { csv: 'registrationId,name\nIMP-2,Ravi\n' } });
});

test('a file holding a NUL byte is refused in plain words, naming its line, and nothing is sent', async () => {
  const api = serveSettingsApi();
  renderInPortal(<ImportCard />, { url: '/settings' });
  await chooseFile('registrationId,name\nIMP-1,Asha\nIMP-2,Ra\u0000vi\n');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Line 3 of pupils.csv holds a NUL character (a zero byte), which a CSV file of text cannot hold; nothing was imported. Save the file again as "CSV UTF-8" and choose it again.',
  );
  expect(writes(api.requests)).toEqual([]);
});
