import { api, API_PATH } from '@exchange/shared';

/** docs/product.md#public-and-spot: phones and narrow windows go to the mobile site. */
export const MOBILE_MAX_WIDTH = 760;

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export const isMobileVisitor = (userAgent: string, viewportWidth: number): boolean =>
  MOBILE_AGENT.test(userAgent) || viewportWidth < MOBILE_MAX_WIDTH;

/** Redirects only when the operator configured a mobile site (`mobile_url` setting). */
export const redirectMobileVisitor = async (
  location: Pick<Location, 'replace'> = window.location,
): Promise<boolean> => {
  if (!isMobileVisitor(navigator.userAgent, window.innerWidth)) return false;
  const target = await api
    .get<string>(API_PATH.setting, { key: 'mobile_url' }, { silentError: true })
    .catch(() => '');
  if (!target || !/^https?:\/\//.test(target)) return false;
  location.replace(target);
  return true;
};
