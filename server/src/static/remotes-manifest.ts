import { promises as fs, unwatchFile, watchFile, type Stats } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { NO_STORE } from './cache-policy';

/**
 * `GET /remotes.json`: the operator manifest, read from disk on every request so that editing
 * the file switches an area's version without a restart or a shell rebuild.
 */
export function registerRemotesManifest(app: FastifyInstance, manifestPath: string): void {
  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    let text: string;
    try {
      text = await fs.readFile(manifestPath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: 'remotes manifest not found' });
    }
    try {
      JSON.parse(text);
    } catch {
      // A half-saved edit: say so instead of handing the shell something it cannot read.
      request.log.error({ manifestPath }, 'remotes manifest is not valid JSON');
      return reply.code(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'remotes manifest is not valid JSON',
      });
    }
    return reply.type('application/json; charset=utf-8').send(text);
  });
}

/** How often the manifest file's stat is read: a switch reaches open pages well within 2 s. */
const WATCH_INTERVAL_MS = 500;

/**
 * Pushes `REMOTES` on the live channel whenever the manifest file changes (an operator's
 * `pnpm remotes use`, which replaces the file, or an edit), so open pages check it at once
 * instead of at their next poll. Stat polling rather than fs.watch: it follows the path across
 * the atomic renames the release commands make. Answers the stop function.
 */
export function watchRemotesManifest(manifestPath: string, announce: () => void): () => void {
  const changed = (current: Stats, previous: Stats): void => {
    if (current.mtimeMs !== previous.mtimeMs || current.ino !== previous.ino) announce();
  };
  watchFile(manifestPath, { interval: WATCH_INTERVAL_MS, persistent: false }, changed);
  return () => unwatchFile(manifestPath, changed);
}
