import { screen, within } from '@testing-library/react';
import { preferencesApi } from 'shared/platform/api/preferencesApi';
import { DEFAULT_PREFERENCES, type TableDensity } from 'shared/platform/settings/preferences';
import type { DataExport } from 'shared/domain/settings/settings-answers';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { ExportsCard } from './ExportsCard';

const finished: DataExport = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'registrations',
  status: 'completed',
  rowsTotal: 3000,
  rowsDone: 3000,
  sizeBytes: 524_288,
  fileName: 'registrations-2026-11-24.csv',
  createdAt: '2026-11-24T10:00:00Z',
  completedAt: '2026-11-24T10:00:05Z',
};

test.each([
  ['comfortable', '6px'],
  ['compact', '2px'],
] as [TableDensity, string][])("the latest exports follow the person's %s table density", async (density, cellPadding) => {
  serveSettingsApi({ 'GET /admin/exports': { status: 200, body: { data: [finished] } } });
  const { store } = renderInPortal(<ExportsCard />, { url: '/settings' });
  await store.dispatch(preferencesApi.util.upsertQueryData('getPreferences', undefined, { ...DEFAULT_PREFERENCES, tableDensity: density }));

  const table = await screen.findByRole('table', { name: 'Latest exports' });
  const cell = within(table).getByRole('cell', { name: finished.fileName });
  expect(table).toHaveAttribute('data-density', density);
  expect(getComputedStyle(cell).paddingTop).toBe(cellPadding);
  expect(within(table).getByRole('button', { name: `Download ${finished.fileName}` })).toBeInTheDocument();
});
