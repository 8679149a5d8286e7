import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { listDeployedVersions, registerRemotesIndex } from './remotes-index';

let remotesDir: string;

const release = (area: string, version: string, record?: object): void => {
  const dir = path.join(remotesDir, area, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), `{"name":"remote_${area}"}`);
  if (record) fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify(record));
};

beforeEach(() => {
  remotesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-remotes-index-'));
});
afterEach(() => fs.rmSync(remotesDir, { recursive: true, force: true }));

describe('listDeployedVersions', () => {
  it('lists released folders per area in release order with their record', async () => {
    release('public', '1.10.0');
    release('public', '1.9.0', { builtAt: '2026-01-02T03:04:05.000Z', commit: 'abc123' });
    release('spot', '1.0.0');
    expect(await listDeployedVersions(remotesDir)).toEqual({
      areas: {
        public: [
          {
            version: '1.9.0',
            entry: '/remotes/public/1.9.0/mf-manifest.json',
            builtAt: '2026-01-02T03:04:05.000Z',
            commit: 'abc123',
          },
          { version: '1.10.0', entry: '/remotes/public/1.10.0/mf-manifest.json' },
        ],
        spot: [{ version: '1.0.0', entry: '/remotes/spot/1.0.0/mf-manifest.json' }],
      },
    });
  });

  it('skips staging folders, folders without a manifest, odd names and stray files', async () => {
    release('public', '1.0.0');
    release('public', '.staging-1.1.0-123');
    fs.mkdirSync(path.join(remotesDir, 'public', '1.2.0'));
    fs.writeFileSync(path.join(remotesDir, 'public', 'notes.txt'), 'x');
    release('Bad Area', '1.0.0');
    expect(await listDeployedVersions(remotesDir)).toEqual({
      areas: { public: [{ version: '1.0.0', entry: '/remotes/public/1.0.0/mf-manifest.json' }] },
    });
  });

  it('answers an empty list when the folder does not exist', async () => {
    expect(await listDeployedVersions(path.join(remotesDir, 'missing'))).toEqual({ areas: {} });
  });
});

describe('GET /remotes/index.json', () => {
  it('is no-store, read on every request, and wins over the /remotes/* files', async () => {
    const app = Fastify();
    registerRemotesIndex(app, remotesDir);
    app.get('/remotes/*', async () => 'file');
    release('public', '1.0.0');
    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/remotes/index.json`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({
      areas: { public: [{ version: '1.0.0', entry: '/remotes/public/1.0.0/mf-manifest.json' }] },
    });
    release('public', '1.1.0');
    const second = (await (await fetch(url)).json()) as {
      areas: Record<string, { version: string }[]>;
    };
    expect(second.areas.public.map((v) => v.version)).toEqual(['1.0.0', '1.1.0']);
    expect(await (await fetch(url.replace('index.json', 'public/x.js'))).text()).toBe('file');
    await app.close();
  });
});
