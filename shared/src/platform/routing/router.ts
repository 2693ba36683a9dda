// The router, for every module. Shared as a package, react-router-dom would load whole on the
// first page (60 KB gzip), since a shared package cannot be tree shaken. This module is shared
// instead (it is part of the platform contract), so there is still one router and one set of router
// contexts, and each build keeps only the parts named here. Import the router from here, never
// from react-router-dom (shared/src/module-sharing.test.ts checks it); add a name here when you need one.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location } from 'react-router-dom';
