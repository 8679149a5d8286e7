import { remoteNameOf, session } from '@exchange/shared';
import { matchPath } from '@exchange/shared/router';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { AREA_ROUTES, type AreaRoute, REDIRECTS } from '../routes/route-table';
import { loadAreaModule } from './load-area-module';
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
 * Loads the first screen's module while the shell still loads, instead of after React first
 * renders the route: the area is on the path to the page's first paint, and a screen whose
 * module is there follows the shell's first commit at once (`readyAreaScreen`). Its files are
 * asked for as link preloads the moment the manifest names them: the module's own load goes
 * through script tags the busy main thread only inserts later. Evaluating the module starts its
 * texts. Failures are left to the route's own load, which reports them.
 */
export const preloadFirstScreen = async (pathname: string): Promise<void> => {
  const route = screenToPreload(pathname, Boolean(session.token));
  if (!route) return;
  const manifest = await loadManifest();
  if (!manifest.areas[route.area]) return;
  await preloadRemote([{ nameOrAlias: remoteNameOf(route.area), exposes: [`./${route.module}`] }]);
  await loadAreaModule(route.area, route.module);
};
