import type { ComponentType } from 'react';

// The first screen runs against the real manifest reader, overrides, release state and texts;
// only the network (fetch) and the federation runtime are fakes. The runtime serves a screen per
// registered entry, so a test sees which version of which screen the page made ready.

/** What the page asked the network and the runtime for, in order. */
const mockRequests: string[] = [];
/** Remote name → the entry registered for it. */
const mockEntries = new Map<string, string>();
/** The screens the fake runtime served, by `<entry> ./<module>`. */
const mockScreens = new Map<string, ComponentType>();

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: Array<{ name: string; entry: string }>) => {
    for (const remote of remotes) {
      mockEntries.set(remote.name, remote.entry);
      mockRequests.push(`register ${remote.name} ${remote.entry}`);
    }
  },
  preloadRemote: async (remotes: Array<{ nameOrAlias: string; exposes: string[] }>) => {
    for (const remote of remotes) {
      mockRequests.push(`preload ${mockEntries.get(remote.nameOrAlias)} ${remote.exposes}`);
    }
  },
  loadRemote: async (id: string) => {
    const [name, module] = id.split('/');
    const key = `${mockEntries.get(name)} ./${module}`;
    mockRequests.push(`load ${key}`);
    if (module === 'release-info') return { release: { version: 'built' } };
    const screen = mockScreens.get(key) ?? (() => null);
    mockScreens.set(key, screen);
    return { default: screen };
  },
}));

const entry = (area: string, version: string): string =>
  `/remotes/${area}/${version}/mf-manifest.json`;

/** The server's answers by URL; a URL it lacks answers 503. */
let served: Record<string, unknown>;

beforeEach(() => {
  // Every module starts fresh: the first screen runs once per page, and so do the texts.
  jest.resetModules();
  jest.dontMock('../locales/load-shell-texts'); // one test makes the texts chunk fail
  localStorage.clear();
  mockRequests.length = 0;
  mockEntries.clear();
  mockScreens.clear();
  served = {
    '/remotes.json': {
      areas: {
        public: { entry: entry('public', '1.0.0'), version: '1.0.0' },
        spot: { entry: entry('spot', '1.0.0'), version: '1.0.0' },
      },
    },
    '/remotes/index.json': {
      areas: {
        spot: [
          { entry: entry('spot', '1.0.0'), version: '1.0.0' },
          { entry: entry('spot', '1.1.0'), version: '1.1.0' },
        ],
      },
    },
  };
  global.fetch = jest.fn(async (url: string) => {
    mockRequests.push(`GET ${url}`);
    const body = served[url];
    return {
      ok: body !== undefined,
      status: body === undefined ? 503 : 200,
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as Response;
  }) as unknown as typeof fetch;
});

/** Lets every pending fetch, import and load finish. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Opens the page at `url` and runs the first screen, as the entry does. */
const openPage = async (url: string): Promise<void> => {
  window.history.replaceState(null, '', url);
  const { startFirstScreen } = await import('./first-screen');
  startFirstScreen();
  await settle();
};

const address = (): string => `${window.location.pathname}${window.location.search}`;

const readyScreen = async (area: 'spot' | 'public', module: string) =>
  (await import('./load-area-module')).readyAreaScreen(area, module);

describe('startFirstScreen', () => {
  it("makes the address's screen ready before the shell renders: manifest, remote, module", async () => {
    await openPage('/trade');
    expect(mockRequests).toEqual([
      'GET /remotes.json',
      `register remote_public ${entry('public', '1.0.0')}`,
      `register remote_spot ${entry('spot', '1.0.0')}`,
      `preload ${entry('spot', '1.0.0')} ./trade`,
      `load ${entry('spot', '1.0.0')} ./trade`,
      `load ${entry('spot', '1.0.0')} ./release-info`,
    ]);
    // What the route renders at once, without waiting for a load of its own.
    expect(await readyScreen('spot', 'trade')).toBe(
      mockScreens.get(`${entry('spot', '1.0.0')} ./trade`),
    );
  });

  it('takes ?area-version= out of the address and loads that version of the first screen', async () => {
    await openPage('/trade?area-version=spot@1.1.0');
    expect(address()).toBe('/trade');
    expect(localStorage.getItem('areaVersionOverrides')).toBe('{"spot":"1.1.0"}');
    // The override is stored before the manifest is read, so the first load already uses it.
    expect(mockRequests).toEqual([
      'GET /remotes.json',
      'GET /remotes/index.json',
      `register remote_public ${entry('public', '1.0.0')}`,
      `register remote_spot ${entry('spot', '1.1.0')}`,
      `preload ${entry('spot', '1.1.0')} ./trade`,
      `load ${entry('spot', '1.1.0')} ./trade`,
      `load ${entry('spot', '1.1.0')} ./release-info`,
    ]);
    expect(await readyScreen('spot', 'trade')).toBe(
      mockScreens.get(`${entry('spot', '1.1.0')} ./trade`),
    );
    const { releaseState } = await import('../releases/release-state');
    expect(releaseState.snapshot.selection.spot).toMatchObject({
      version: '1.1.0',
      source: 'override',
    });
  });

  it('lists an override it cannot use in the release notices, and loads the active version', async () => {
    await openPage('/trade?area-version=nosuch@1.0.0,spot@bad/path');
    expect(address()).toBe('/trade');
    const { releaseState } = await import('../releases/release-state');
    expect(releaseState.snapshot.ignored).toEqual([
      { area: 'nosuch', version: '1.0.0', reason: 'not-deployed' },
      { area: 'spot', version: 'bad/path', reason: 'not-deployed' },
    ]);
    expect(await readyScreen('spot', 'trade')).toBe(
      mockScreens.get(`${entry('spot', '1.0.0')} ./trade`),
    );
  });

  it('starts the common and shell texts in the stored language', async () => {
    localStorage.setItem('lang', 'jp');
    await openPage('/trade');
    const { i18n, isNamespaceLoaded } = await import('@exchange/shared');
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.language).toBe('jp');
    expect(isNamespaceLoaded('common')).toBe(true);
    expect(isNamespaceLoaded('shell')).toBe(true);
    expect(i18n.t('shell:login')).toBe('ログイン');
  });

  it('loads no area code for a screen an anonymous visitor is sent away from, but starts the texts', async () => {
    await openPage('/assets/tradeAccount');
    expect(mockRequests).toEqual([]);
    expect(await readyScreen('spot', 'trade')).toBeNull();
    const { isNamespaceLoaded } = await import('@exchange/shared');
    expect(isNamespaceLoaded('shell')).toBe(true);
  });

  it('loads the screen of a guarded path for a signed-in visitor', async () => {
    localStorage.setItem('token', 'tok-1');
    served['/remotes.json'] = {
      areas: { assets: { entry: entry('assets', '2.0.0'), version: '2.0.0' } },
    };
    await openPage('/assets/tradeAccount');
    expect(mockRequests).toContain(`load ${entry('assets', '2.0.0')} ./assets`);
  });

  // A failure must not escape as an unhandled rejection (Jest fails the test on one) and must not
  // stop the other start: the route's own load reports it later.
  it('when the manifest cannot be read, still starts the texts and leaves the retry to the route', async () => {
    const manifest = served['/remotes.json'];
    delete served['/remotes.json'];
    await openPage('/trade');
    expect(mockRequests).toEqual(['GET /remotes.json']);
    expect(await readyScreen('spot', 'trade')).toBeNull();
    const { isNamespaceLoaded } = await import('@exchange/shared');
    expect(isNamespaceLoaded('shell')).toBe(true);
    // The failed read is not kept: the route's load reads the manifest again and succeeds.
    served['/remotes.json'] = manifest;
    const { loadAreaModule } = await import('./load-area-module');
    await loadAreaModule('spot', 'trade');
    expect(mockRequests.filter((request) => request === 'GET /remotes.json')).toHaveLength(2);
    expect(await readyScreen('spot', 'trade')).not.toBeNull();
  });

  it('when the shell texts cannot load, still loads the first screen', async () => {
    jest.doMock('../locales/load-shell-texts', () => ({
      loadShellTexts: () => Promise.reject(new Error('chunk failed')),
    }));
    await openPage('/trade');
    const { isNamespaceLoaded } = await import('@exchange/shared');
    expect(isNamespaceLoaded('shell')).toBe(false);
    expect(await readyScreen('spot', 'trade')).toBe(
      mockScreens.get(`${entry('spot', '1.0.0')} ./trade`),
    );
  });

  it('runs once per page: the second call (bootstrap) takes no new override and loads nothing', async () => {
    await openPage('/trade?area-version=spot@1.1.0');
    const before = [...mockRequests];
    window.history.replaceState(null, '', '/trade?area-version=spot@1.0.0');
    const { startFirstScreen } = await import('./first-screen');
    startFirstScreen();
    await settle();
    expect(address()).toBe('/trade?area-version=spot@1.0.0');
    expect(localStorage.getItem('areaVersionOverrides')).toBe('{"spot":"1.1.0"}');
    expect(mockRequests).toEqual(before);
  });
});
