import { renderDevHarness } from 'shared/dev/DevHarness';
import { PATHS } from 'shared/routes/paths';
import RemoteRoutes from '../routes';

renderDevHarness([PATHS.payments], RemoteRoutes);
