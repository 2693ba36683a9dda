import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { DevHarness } from 'shared/dev/DevHarness';
import RemoteRoutes from '../routes';

createRoot(document.getElementById('root')!).render(
  <DevHarness>
    <Routes>
      <Route path="/registrations/*" element={<RemoteRoutes />} />
    </Routes>
  </DevHarness>,
);
