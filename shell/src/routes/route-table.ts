import type { AreaName } from '@exchange/shared';

/** Width wrapper of a route (docs/product.md#public-and-spot-screens: two layout wrappers, 70 % and 80 %). */
export type LayoutKind = 'full' | 'narrow' | 'wide';

/** `login`: anonymous users go to /login?page=…; `trade-prompt`: they are asked first (docs/product.md#public-and-spot-roles). */
export type Guard = 'none' | 'login' | 'trade-prompt';

export type AreaRoute = {
  /** Top-level path; `/*` routes hand their children to the area's own relative <Routes>. */
  path: string;
  area: AreaName;
  /** The exposed module, `./<module>` in the area's webpack config; its code is in `<area>/src/<module>/`. */
  module: string;
  layout: LayoutKind;
  guard: Guard;
};

/**
 * Every screen of docs/product.md#public-and-spot-screens and docs/product.md#logged-in-areas-screens, and the area that owns it. A newcomer finds a
 * screen's code from here in one step: `remote-<area>/src/<module>/`.
 */
export const AREA_ROUTES: AreaRoute[] = [
  { path: '/home', area: 'public', module: 'home', layout: 'full', guard: 'none' },
  { path: '/notice', area: 'public', module: 'notice', layout: 'narrow', guard: 'none' },
  { path: '/markets', area: 'public', module: 'markets', layout: 'wide', guard: 'none' },
  { path: '/login', area: 'public', module: 'login', layout: 'full', guard: 'none' },
  { path: '/register', area: 'public', module: 'register', layout: 'full', guard: 'none' },
  {
    path: '/forgetPassword',
    area: 'public',
    module: 'forget-password',
    layout: 'full',
    guard: 'none',
  },
  { path: '/ieo', area: 'public', module: 'ieo', layout: 'narrow', guard: 'none' },
  { path: '/book', area: 'public', module: 'book', layout: 'narrow', guard: 'none' },
  { path: '/trade', area: 'spot', module: 'trade', layout: 'full', guard: 'none' },
  { path: '/lever', area: 'lever', module: 'lever', layout: 'full', guard: 'trade-prompt' },
  { path: '/second', area: 'second', module: 'second', layout: 'full', guard: 'trade-prompt' },
  { path: '/assets/*', area: 'assets', module: 'assets', layout: 'wide', guard: 'login' },
  { path: '/deposit', area: 'assets', module: 'deposit', layout: 'wide', guard: 'none' },
  { path: '/coinlog', area: 'assets', module: 'coinlog', layout: 'wide', guard: 'login' },
  // The market is public (visitors see it, acting asks them to log in); its order pages log in.
  { path: '/legalIndex/*', area: 'p2p', module: 'legal-index', layout: 'wide', guard: 'none' },
  { path: '/myshop/*', area: 'p2p', module: 'myshop', layout: 'wide', guard: 'login' },
  { path: '/personal/*', area: 'personal', module: 'personal', layout: 'wide', guard: 'login' },
  {
    path: '/resetPassword',
    area: 'personal',
    module: 'reset-password',
    layout: 'narrow',
    guard: 'login',
  },
  {
    path: '/tradePassword',
    area: 'personal',
    module: 'trade-password',
    layout: 'narrow',
    guard: 'login',
  },
  {
    path: '/bindAccount',
    area: 'personal',
    module: 'bind-account',
    layout: 'narrow',
    guard: 'login',
  },
  { path: '/bindInfo', area: 'personal', module: 'bind-info', layout: 'narrow', guard: 'login' },
];

/** Redirects of the route table (docs/product.md#public-and-spot-screens, docs/product.md#logged-in-areas-screens). */
export const REDIRECTS: { from: string; to: string }[] = [
  { from: '/', to: '/home' },
  { from: '/legalIndex', to: '/legalIndex/legal' },
  { from: '/myshop', to: '/myshop/myshoporders' },
  { from: '/assets', to: '/assets/overview' },
];
