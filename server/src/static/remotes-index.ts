import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { DeployedVersion, RemotesIndex } from '@exchange/shared/contract';
import type { FastifyInstance } from 'fastify';
import { NO_STORE } from './cache-policy';

/** The same names the release scripts accept: plain folder names, nothing that could climb out. */
const AREA_NAME = /^[a-z][a-z0-9-]{0,31}$/;
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** Numeric release order (1.10.0 after 1.9.0); names that are not x.y.z sort naturally. */
function compareVersions(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

async function subfolders(dir: string, pattern: RegExp): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && pattern.test(entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

async function readRecord(dir: string): Promise<{ builtAt?: unknown; commit?: unknown } | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, 'release.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Every released area version in `remotesDir`: folders `<area>/<version>/` holding an
 * mf-manifest.json (staging folders of a release in progress start with a dot and are skipped).
 */
export async function listDeployedVersions(remotesDir: string): Promise<RemotesIndex> {
  const areas: RemotesIndex['areas'] = {};
  for (const area of (await subfolders(remotesDir, AREA_NAME)).sort()) {
    const versions: DeployedVersion[] = [];
    for (const version of (await subfolders(path.join(remotesDir, area), VERSION_NAME)).sort(
      compareVersions,
    )) {
      const dir = path.join(remotesDir, area, version);
      try {
        await fs.access(path.join(dir, 'mf-manifest.json'));
      } catch {
        continue;
      }
      const record = await readRecord(dir);
      versions.push({
        version,
        entry: `/remotes/${area}/${version}/mf-manifest.json`,
        ...(typeof record?.builtAt === 'string' ? { builtAt: record.builtAt } : {}),
        ...(typeof record?.commit === 'string' ? { commit: record.commit } : {}),
      });
    }
    if (versions.length) areas[area] = versions;
  }
  return { areas };
}

/**
 * `GET /remotes/index.json`: the versions a per-browser override may name (README "Operating").
 * Read from disk on every request (a release appears without a restart), never cached.
 */
export function registerRemotesIndex(app: FastifyInstance, remotesDir: string): void {
  app.get('/remotes/index.json', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
    return reply
      .type('application/json; charset=utf-8')
      .send(await listDeployedVersions(remotesDir));
  });
}
