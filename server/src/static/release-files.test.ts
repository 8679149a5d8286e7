import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerStaticHosting } from './static-hosting';

let root: string;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-release-files-'));
  const release = path.join(root, 'remotes', 'public', '1.1.0');
  fs.mkdirSync(release, { recursive: true });
  fs.mkdirSync(path.join(root, 'shell'));
  fs.mkdirSync(path.join(root, 'uploads'));
  fs.writeFileSync(path.join(release, 'mf-manifest.json'), '{"name":"remote_public"}');
  fs.writeFileSync(path.join(release, 'release.json'), '{"builtBy":"alice"}');
  app = Fastify();
  const hosting = registerStaticHosting(app, {
    shellDir: path.join(root, 'shell'),
    remotesDir: path.join(root, 'remotes'),
    uploadsDir: path.join(root, 'uploads'),
  });
  app.setNotFoundHandler((request, reply) => hosting.notFound(request, reply));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('released area folders', () => {
  it('serve the build immutably but never the operator record release.json', async () => {
    const manifest = await fetch(`${url}/remotes/public/1.1.0/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${url}/remotes/public/1.1.0/release.json`)).status).toBe(404);
  });

  it('are listed at /remotes/index.json beside the files', async () => {
    const index = (await (await fetch(`${url}/remotes/index.json`)).json()) as {
      areas: Record<string, { version: string }[]>;
    };
    expect(index.areas.public.map((entry) => entry.version)).toEqual(['1.1.0']);
  });
});
