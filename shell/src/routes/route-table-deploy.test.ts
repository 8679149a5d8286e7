import fs from 'node:fs';
import path from 'node:path';
import { AREAS } from '@exchange/shared';
import { AREA_ROUTES } from './route-table';

// Every route must point at a module its area's deployed build exposes: a route to a module no
// area has (as /ieo and /book once did) shows "not available" and logs an AreaLoadError. This
// walks the route table against the deployment `npm test` builds first (docs/architecture.md#module-federation).
const deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(__dirname, '../../../deploy'));

type RemotesFile = { areas: Record<string, { entry: string; version: string }> };
type MfManifest = { exposes: { name: string }[] };

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

const exposedModules = (): Map<string, Set<string>> => {
  const remotesFile = path.join(deployDir, 'remotes.json');
  if (!fs.existsSync(remotesFile)) {
    throw new Error(`${remotesFile} is missing: build first (pnpm build), as npm test does`);
  }
  const { areas } = readJson<RemotesFile>(remotesFile);
  return new Map(
    Object.entries(areas).map(([area, { entry }]) => {
      const manifest = readJson<MfManifest>(path.join(deployDir, entry.replace(/^\//, '')));
      return [area, new Set(manifest.exposes.map((exposed) => exposed.name))];
    }),
  );
};

describe('route table against the deployed manifest', () => {
  const exposed = exposedModules();

  it('deploys every area', () => {
    expect([...exposed.keys()].sort()).toEqual([...AREAS].sort());
  });

  it.each(AREA_ROUTES.map((route) => [route.path, route.area, route.module]))(
    '%s: area %s exposes ./%s',
    (_path, area, module) => {
      expect(exposed.get(area)?.has(module)).toBe(true);
    },
  );
});
