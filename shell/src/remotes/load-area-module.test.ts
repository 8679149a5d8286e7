import { AreaLoadError, loadAreaModule } from './load-area-module';

// How a failed load is named to the visitor (area-unavailable.tsx): an area missing from the
// manifest is "not deployed", a deployed version without the route's module is "not in this
// version", anything else is "failed to load". Only the manifest reader and the federation
// runtime are fakes; the rejections carry the texts the real ones produce.

/** The manifest's areas; null makes reading the manifest fail. */
let mockAreas: Record<string, unknown> | null = {};
let mockLoad: (id: string) => Promise<unknown> = async () => ({ default: () => null });

jest.mock('./remotes-manifest', () => ({
  loadManifest: async () => {
    if (!mockAreas) throw new Error('GET /remotes.json answered 503');
    return { areas: mockAreas };
  },
  touchArea: () => undefined,
}));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoad(id),
}));

const kindOf = async (area: 'public' | 'p2p', module: string): Promise<string> => {
  try {
    await loadAreaModule(area, module);
    return 'loaded';
  } catch (error) {
    return error instanceof AreaLoadError ? error.kind : `other: ${String(error)}`;
  }
};

beforeEach(() => {
  mockAreas = { public: { entry: '/remotes/public/1.0.0/mf-manifest.json', version: '1.0.0' } };
  mockLoad = async () => ({ default: () => null });
});

test('an area the manifest does not list is not deployed, and nothing is fetched', async () => {
  const asked: string[] = [];
  mockLoad = async (id) => {
    asked.push(id);
    return { default: () => null };
  };
  await expect(kindOf('p2p', 'legal')).resolves.toBe('not-deployed');
  expect(asked).toEqual([]);
});

test.each([
  // The runtime's own code when the manifest of the version lacks the expose.
  'The remote does not expose the requested module. #RUNTIME-014\nargs: {"id":"x"}',
  // The container's get() when its remoteEntry lacks it.
  'Module "./ieo" does not exist in container.',
])('a version without the module is not in this version: %s', async (message) => {
  mockLoad = async () => {
    throw new Error(message);
  };
  await expect(kindOf('public', 'ieo')).resolves.toBe('not-in-version');
});

test('a module without a default export is not in this version', async () => {
  mockLoad = async () => ({ somethingElse: 1 });
  await expect(kindOf('public', 'ieo')).resolves.toBe('not-in-version');
});

test('a network or script failure is a failed load, not a missing module', async () => {
  mockLoad = async () => {
    throw new Error('Failed to fetch /remotes/public/1.0.0/remoteEntry.js #RUNTIME-008');
  };
  await expect(kindOf('public', 'ieo')).resolves.toBe('load-failed');
});

test('an unreadable manifest is a failed load', async () => {
  mockAreas = null;
  await expect(kindOf('public', 'ieo')).resolves.toBe('load-failed');
});

test('a loaded screen is returned as the default export', async () => {
  const screen = (): null => null;
  mockLoad = async (id) => (id === 'remote_public/ieo' ? { default: screen } : {});
  await expect(loadAreaModule('public', 'ieo')).resolves.toEqual({ default: screen });
});
