import { renderDevHarness } from 'shared/dev/DevHarness';
import { PATHS } from 'shared/routes/paths';
import RemoteRoutes from '../routes';

renderDevHarness([PATHS.dashboard, PATHS.audit, PATHS.messages], RemoteRoutes);
