import { TextDecoder, TextEncoder } from 'node:util';
import type * as Router from '@exchange/shared/router';
import { AREA_ROUTES, REDIRECTS, type AreaRoute } from './route-table';

// React Router 7 needs TextEncoder, which jsdom lacks: polyfill it, then load the router.
let matchPath: typeof Router.matchPath;
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  ({ matchPath } = await import('@exchange/shared/router'));
});

const routeFor = (pathname: string): AreaRoute | undefined =>
  AREA_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));

describe('route table', () => {
  it.each([
    '/home',
    '/markets',
    '/deposit',
    '/legalIndex/legal',
    '/legalIndex/orders',
    '/legalIndex/orderdetail',
    '/myshop/myshoporders',
    '/myshop/shoporders',
    '/myshop/shoporderdetail',
    '/trade',
    '/notice',
    '/login',
    '/register',
    '/assets/overview',
    '/assets/tradeAccount',
    '/assets/legalAccount',
    '/assets/leverAccount',
    '/assets/secondAccount',
    '/assets/financialAccount',
    '/assets/bindAddr',
    '/assets/dealRecords',
    '/assets/recharge',
    '/assets/standTransfer',
    '/assets/transfer',
    '/assets/transferLog',
    '/lever',
    '/second',
    '/personal/accountSettings',
    '/personal/transactionLog',
    '/personal/collectionSettings',
    '/personal/authentication',
    '/personal/feedback',
    '/resetPassword',
    '/tradePassword',
    '/bindAccount',
    '/forgetPassword',
    '/coinlog',
    '/ieo',
    '/book',
    '/bindInfo',
  ])('serves %s', (pathname) => {
    expect(routeFor(pathname)).toBeDefined();
  });

  it('declares each path once', () => {
    const paths = AREA_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('hands the children of /assets, /personal, /legalIndex and /myshop to their area', () => {
    for (const parent of ['/assets', '/personal', '/legalIndex', '/myshop']) {
      expect(AREA_ROUTES.map((route) => route.path)).toContain(`${parent}/*`);
    }
  });

  it('does not serve unknown paths (they fall through to not-found)', () => {
    expect(routeFor('/nope')).toBeUndefined();
    expect(routeFor('/trade/extra')).toBeUndefined();
  });

  it('redirects / → /home, /legalIndex → legal, /myshop → myshoporders, /assets → overview', () => {
    expect(Object.fromEntries(REDIRECTS.map(({ from, to }) => [from, to]))).toEqual({
      '/': '/home',
      '/legalIndex': '/legalIndex/legal',
      '/myshop': '/myshop/myshoporders',
      '/assets': '/assets/overview',
    });
  });

  it('every redirect lands on a served route', () => {
    for (const { to } of REDIRECTS) {
      expect(routeFor(to)).toBeDefined();
    }
  });

  it('asks anonymous users first on /lever and /second (trade-prompt)', () => {
    expect(routeFor('/lever')?.guard).toBe('trade-prompt');
    expect(routeFor('/second')?.guard).toBe('trade-prompt');
    expect(AREA_ROUTES.filter((route) => route.guard === 'trade-prompt')).toHaveLength(2);
  });

  it('requires login for the logged-in areas and keeps public pages open', () => {
    for (const pathname of [
      '/assets/tradeAccount',
      '/personal/feedback',
      '/coinlog',
      '/tradePassword',
      '/bindAccount',
      '/bindInfo',
      '/myshop/myshoporders',
      '/myshop/shoporderdetail',
    ]) {
      expect(routeFor(pathname)?.guard).toBe('login');
    }
    for (const pathname of [
      '/home',
      '/markets',
      '/notice',
      '/login',
      '/register',
      '/forgetPassword',
      '/trade',
      // Visitors see the P2P market; its order pages ask for a login inside the area.
      '/legalIndex/legal',
    ]) {
      expect(routeFor(pathname)?.guard).toBe('none');
    }
  });

  it('routes each screen to the area that owns it', () => {
    expect(routeFor('/home')?.area).toBe('public');
    expect(routeFor('/markets')?.area).toBe('public');
    expect(routeFor('/trade')?.area).toBe('spot');
    expect(routeFor('/lever')?.area).toBe('lever');
    expect(routeFor('/second')?.area).toBe('second');
    expect(routeFor('/assets/transfer')?.area).toBe('assets');
    expect(routeFor('/personal/feedback')?.area).toBe('personal');
    expect(routeFor('/legalIndex/orderdetail')?.area).toBe('p2p');
    expect(routeFor('/myshop/shoporders')?.area).toBe('p2p');
  });

  it('uses both layout wrappers (70 % narrow and 80 % wide) besides full width', () => {
    const layouts = new Set(AREA_ROUTES.map((route) => route.layout));
    expect(layouts).toEqual(new Set(['full', 'narrow', 'wide']));
  });
});
