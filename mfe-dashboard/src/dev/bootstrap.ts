import { renderDevHarness } from 'shared/dev/DevHarness';
import RemoteRoutes from '../routes';

renderDevHarness(['/dashboard/*', '/audit/*'], RemoteRoutes);
