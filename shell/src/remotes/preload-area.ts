import { remoteNameOf, session } from '@exchange/shared';
import { matchPath } from '@exchange/shared/router';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { AREA_ROUTES, type AreaRoute, REDIRECTS } from '../routes/route-table';
import { loadManifest } from './remotes-manifest';

/**
 * The area screen a first load of `pathname` will show, or null when it shows none: an unknown
 * path, or a guarded screen an anonymous visitor is sent away from (or asked about) first.
 */
export const screenToPreload = (pathname: string, loggedIn: boolean): AreaRoute | null => {
  const target = REDIRECTS.find((redirect) => redirect.from === pathname)?.to ?? pathname;
  const route = AREA_ROUTES.find((candidate) => matchPath(candidate.path, target) !== null);
  if (!route || (route.guard !== 'none' && !loggedIn)) return null;
  return route;
};

/**
 * Starts downloading the first screen's area (its manifest, remoteEntry.js and the screen's
 * chunks, as link preloads) while the shell still loads its texts, instead of after React
 * first renders the route: the area's code is on the path to the page's first paint.
 * Failures are left to the real load, which reports them in the page.
 */
export const preloadFirstScreen = async (pathname: string): Promise<void> => {
  const route = screenToPreload(pathname, Boolean(session.token));
  if (!route) return;
  const manifest = await loadManifest();
  if (!manifest.areas[route.area]) return;
  await preloadRemote([{ nameOrAlias: remoteNameOf(route.area), exposes: [`./${route.module}`] }]);
};
