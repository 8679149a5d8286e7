import { registerRemotes } from '@module-federation/enhanced/runtime';
import { releaseState } from '../releases/release-state';
import { startManifestFetch } from './early-manifest';
import { checkForUpdates, loadManifest, reloadManifest, touchArea } from './remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const entry = (area: string, version: string): { entry: string; version: string } => ({
  entry: `/remotes/${area}/${version}/mf-manifest.json`,
  version,
});

let served: Record<string, unknown>;
const fetchMock = jest.fn(async (url: string) => {
  const body = served[url];
  return {
    ok: body !== undefined,
    status: body === undefined ? 404 : 200,
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as Response;
});

beforeEach(() => {
  localStorage.clear();
  releaseState.reset();
  jest.mocked(registerRemotes).mockClear();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  served = {
    '/remotes.json': { areas: { public: entry('public', '1.0.0'), spot: entry('spot', '1.0.0') } },
    '/remotes/index.json': {
      areas: { public: [entry('public', '1.0.0'), entry('public', '1.1.0')] },
    },
  };
});

const registered = (): string[] =>
  jest
    .mocked(registerRemotes)
    .mock.calls.flatMap(([remotes]) =>
      remotes.map((remote) => `${remote.name} ${'entry' in remote ? remote.entry : ''}`),
    );

describe('remotes manifest', () => {
  it('registers the active versions and reads no index without overrides', async () => {
    const manifest = await reloadManifest();
    expect(manifest.areas.public).toEqual(entry('public', '1.0.0'));
    expect(registered()).toEqual([
      'remote_public /remotes/public/1.0.0/mf-manifest.json',
      'remote_spot /remotes/spot/1.0.0/mf-manifest.json',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json']);
  });

  it('takes the read the entry started once, then reads again', async () => {
    startManifestFetch();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json']);
    served['/remotes.json'] = { areas: { public: entry('public', '2.0.0') } };
    // The early answer was for the manifest as it stood when the page started.
    expect((await reloadManifest()).areas.public).toEqual(entry('public', '1.0.0'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await reloadManifest()).areas.public).toEqual(entry('public', '2.0.0'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("reads the early answer's body at once, even when no area ever takes it", async () => {
    const text = jest.fn(async () => '{"areas":{}}');
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, text } as unknown as Response);
    startManifestFetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(text).toHaveBeenCalledTimes(1);
    expect((await reloadManifest()).areas).toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses a deployed override and drops one that is not deployed, saying so', async () => {
    localStorage.setItem('areaVersionOverrides', '{"public":"1.1.0","spot":"9.9.9"}');
    const manifest = await reloadManifest();
    expect(manifest.areas.public).toEqual(entry('public', '1.1.0'));
    expect(manifest.areas.spot).toEqual(entry('spot', '1.0.0'));
    expect(releaseState.snapshot.selection.public?.source).toBe('override');
    expect(releaseState.snapshot.ignored).toEqual([
      { area: 'spot', version: '9.9.9', reason: 'not-deployed' },
    ]);
    expect(localStorage.getItem('areaVersionOverrides')).toBe('{"public":"1.1.0"}');
  });

  it('uses no override when the server cannot list its versions, and keeps it', async () => {
    localStorage.setItem('areaVersionOverrides', '{"public":"1.1.0"}');
    delete served['/remotes/index.json'];
    const manifest = await reloadManifest();
    expect(manifest.areas.public).toEqual(entry('public', '1.0.0'));
    expect(releaseState.snapshot.ignored[0]?.reason).toBe('unchecked');
    expect(localStorage.getItem('areaVersionOverrides')).toBe('{"public":"1.1.0"}');
  });

  it('after a switch, offers a reload for a loaded area and switches an unloaded one silently', async () => {
    await reloadManifest();
    touchArea('public');
    served['/remotes.json'] = {
      areas: { public: entry('public', '1.1.0'), spot: entry('spot', '1.2.0') },
    };
    jest.mocked(registerRemotes).mockClear();
    expect(await checkForUpdates()).toEqual([
      { area: 'public', entry: entry('public', '1.1.0').entry },
    ]);
    expect(registered()).toEqual(['remote_spot /remotes/spot/1.2.0/mf-manifest.json']);
    expect((await loadManifest()).areas.spot).toEqual(entry('spot', '1.2.0'));
    // The loaded area keeps the version it runs until the reader reloads.
    expect(releaseState.snapshot.selection.public?.version).toBe('1.0.0');
  });

  it('reports nothing while the manifest is unchanged', async () => {
    await reloadManifest();
    touchArea('public');
    expect(await checkForUpdates()).toEqual([]);
  });
});
