import {
  cacheControlFor,
  hasContentHash,
  IMMUTABLE,
  NO_CACHE,
  NO_STORE,
} from '../src/static/cache-policy';
import { isSpaPath } from '../src/static/static-hosting';

describe('cache policy', () => {
  it.each([
    ['/remotes.json', 'remotes.json', NO_STORE],
    ['/', 'index.html', NO_STORE],
    ['/remotes/spot/1.4.2/', 'index.html', NO_STORE],
    ['/assets/main.3fa9c2d1.js', 'main.3fa9c2d1.js', IMMUTABLE],
    ['/vendors.3fa9c2d1ab.chunk.js', 'vendors.3fa9c2d1ab.chunk.js', IMMUTABLE],
    ['/remotes/spot/1.4.2/remoteEntry.js', 'remoteEntry.js', IMMUTABLE],
    ['/remotes/spot/1.4.2/mf-manifest.json', 'mf-manifest.json', IMMUTABLE],
    ['/favicon.ico', 'favicon.ico', NO_CACHE],
    ['/main.3fa9c2d.js', 'main.3fa9c2d.js', NO_CACHE], // 7 hex chars: not a hash
    ['/main.zzzzzzzz.js', 'main.zzzzzzzz.js', NO_CACHE],
    ['/remotes/spot/readme.txt', 'readme.txt', NO_CACHE],
  ])('%s → %s', (urlPath, fileName, expected) => {
    expect(cacheControlFor(urlPath, fileName)).toBe(expected);
  });

  it('recognises content hashes only as a dotted hex segment', () => {
    expect(hasContentHash('app.deadbeef.css')).toBe(true);
    expect(hasContentHash('deadbeef.css')).toBe(false);
  });
});

describe('SPA fallback paths', () => {
  it.each([
    ['/home', true],
    ['/trade', true],
    ['/', true],
    ['/personal/security', true],
    ['/missing.js', false],
    ['/api/news/list', false],
    ['/apikeys', true],
    ['/ws', false],
    ['/remotes/x', false],
    ['/uploads/banners', false],
    ['/dev/outbox', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isSpaPath(pathname)).toBe(expected);
  });
});
