import { promises as fs } from 'node:fs';
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
