// @exchange/shared/router: the one module that imports react-router-dom (ESLint forbids it
// elsewhere). Shared once by the shell, so the shell's BrowserRouter and an area's <Routes> use
// the same router context; it carries only the APIs the product uses (about a quarter of the
// package). Adding an API is one name here.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';
