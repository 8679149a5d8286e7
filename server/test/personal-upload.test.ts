import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { type Envelope } from '@exchange/shared/contract';
import { UPLOAD_MAX_BYTES, type ImageUploadAnswer } from '@exchange/shared/contract/personal';
import { createTokenStore } from '../src/auth/tokens';
import { runOperator } from '../src/cli/operator';
import { stripWebp } from '../src/personal/image-strip';
import { createUserRepo } from '../src/user/user-repo';
import { uniqueEmail } from './support/codes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function newUser(): { id: number; token: string } {
  const user = createUserRepo(server.db).create({
    email: uniqueEmail('upload'),
    passwordHash: 'x',
  });
  return { id: user.id, token: createTokenStore(server.db).issue(user.id) };
}

async function upload(
  token: string | undefined,
  bytes: Buffer,
  filename = 'picture.png',
  type = 'image/png',
  field = 'file',
): Promise<Envelope<ImageUploadAnswer>> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const response = await fetch(new URL('/api/common/image_upload', server.url), {
    method: 'POST',
    headers,
    body: form,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope<ImageUploadAnswer>;
}

const uploadCount = (): number =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM uploads').get() as { n: number }).n;

const storedFiles = (): string[] => fs.readdirSync(path.join(server.dataDir, 'uploads'));

// Tiny images built from bytes, each carrying metadata that must not survive.
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function tinyPng(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  // zlib stream of one scanline: filter 0, one grey pixel.
  const idat = Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('tEXt', Buffer.from('Author\0SECRET-AUTHOR', 'latin1')),
    pngChunk('eXIf', Buffer.from('MM\0*SECRET-GPS', 'latin1')),
    pngChunk('tIME', Buffer.from([7, 0xe9, 1, 2, 3, 4, 5])),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
    Buffer.from('<script>SECRET-TRAILER</script>', 'latin1'),
  ]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

const JPEG_SCAN = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);

function tinyJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    jpegSegment(0xe1, Buffer.from('Exif\0\0SECRET-GPS', 'latin1')),
    jpegSegment(0xed, Buffer.from('Photoshop 3.0\0SECRET-IPTC', 'latin1')),
    jpegSegment(0xfe, Buffer.from('SECRET-COMMENT', 'latin1')),
    jpegSegment(0xdb, Buffer.alloc(65, 1)),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    JPEG_SCAN,
    Buffer.from([0xff, 0xd9]),
    Buffer.from('SECRET-TRAILER', 'latin1'),
  ]);
}

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  const pad = data.length % 2 === 1 ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([head, data, pad]);
}

function tinyWebp(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x10 | 0x20 | 0x08 | 0x04; // alpha + ICC + EXIF + XMP
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x),
    riffChunk('ICCP', Buffer.from('SECRET-ICC', 'latin1')),
    riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11])),
    riffChunk('EXIF', Buffer.from('SECRET-GPS', 'latin1')),
    riffChunk('XMP ', Buffer.from('<x:xmpmeta>SECRET-XMP</x:xmpmeta>', 'latin1')),
  ]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** GET an upload, with `token` in the Authorization header as the front end sends it. */
async function fetchUpload(
  url: string,
  token?: string,
): Promise<{ response: Response; bytes: Buffer }> {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const response = await fetch(new URL(url, server.url), { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A GET sent with the path exactly as written (fetch would resolve `./` and `..` itself). */
function rawGet(urlPath: string, token?: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get(
        { hostname, port, path: urlPath, headers: token ? { authorization: token } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('latin1'),
            }),
          );
        },
      )
      .on('error', reject);
  });
}

describe('common/image_upload: refusals', () => {
  it('needs a login (999) and stores nothing', async () => {
    const before = uploadCount();
    const answer = await upload(undefined, tinyPng());
    expect(answer.code).toBe(999);
    expect(uploadCount()).toBe(before);
  });

  it('refuses a script renamed .png with a declared image type, translated', async () => {
    const { token } = newUser();
    const before = { rows: uploadCount(), files: storedFiles().length };
    const script = Buffer.from('<script>alert(document.cookie)</script>', 'utf8');
    expect(await upload(token, script, 'cat.png', 'image/png')).toEqual({
      code: 0,
      msg: 'Only PNG, JPEG or WebP images are accepted',
      data: null,
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    const german = await fetch(new URL('/api/common/image_upload', server.url), {
      method: 'POST',
      headers: { authorization: token, lang: 'de' },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob([svg], { type: 'image/png' }), 'x.png');
        return form;
      })(),
    });
    expect(((await german.json()) as Envelope<null>).msg).toBe(
      'Nur PNG-, JPEG- oder WebP-Bilder werden akzeptiert',
    );
    expect({ rows: uploadCount(), files: storedFiles().length }).toEqual(before);
  });

  it('refuses a file above UPLOAD_MAX_BYTES even when it starts like a PNG', async () => {
    const { token } = newUser();
    const before = uploadCount();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect(await upload(token, big)).toEqual({
      code: 0,
      msg: 'The image may be at most 5 MB',
      data: null,
    });
    expect(uploadCount()).toBe(before);
  });

  it('refuses a JSON body, a wrong field name and a truncated PNG', async () => {
    const { token } = newUser();
    const before = uploadCount();
    const json = await server.post('common/image_upload', { token, body: { file: 'x' } });
    expect(json).toEqual({ code: 0, msg: 'Please choose an image to upload', data: null });
    expect((await upload(token, tinyPng(), 'a.png', 'image/png', 'image')).msg).toBe(
      'Please choose an image to upload',
    );
    expect((await upload(token, tinyPng().subarray(0, 40))).msg).toBe('The image file is damaged');
    expect(uploadCount()).toBe(before);
  });
});

describe('common/image_upload: accepted images lose their metadata', () => {
  it('stores a PNG with critical chunks only and serves it with safe headers', async () => {
    const user = newUser();
    const answer = await upload(user.token, tinyPng(), 'holiday.jpg', 'image/jpeg');
    expect(answer.code).toBe(1);
    expect(answer.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const row = server.db
      .prepare('SELECT user_id, mime FROM uploads WHERE name = ?')
      .get(answer.data.url.slice('/uploads/'.length));
    expect(row).toEqual({ user_id: user.id, mime: 'image/png' });

    const { response, bytes } = await fetchUpload(answer.data.url, user.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(bytes.includes('SECRET')).toBe(false);
    const types: string[] = [];
    for (let offset = 8; offset < bytes.length;) {
      const length = bytes.readUInt32BE(offset);
      types.push(bytes.toString('latin1', offset + 4, offset + 8));
      offset += 12 + length;
    }
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('stores a JPEG without APP1-APP15, comments or trailing bytes, keeping the scan', async () => {
    const { token } = newUser();
    const answer = await upload(token, tinyJpeg(), 'x.png', 'application/octet-stream');
    expect(answer.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    const { response, bytes } = await fetchUpload(answer.data.url, token);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(bytes.includes('SECRET')).toBe(false);
    expect(bytes.includes('JFIF')).toBe(true);
    expect(bytes.includes(JPEG_SCAN)).toBe(true);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('stores a WebP without EXIF, XMP and ICC chunks and clears their VP8X flags', async () => {
    const { token } = newUser();
    const answer = await upload(token, tinyWebp(), 'x.webp', 'image/webp');
    expect(answer.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const { response, bytes } = await fetchUpload(answer.data.url, token);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(bytes.includes('SECRET')).toBe(false);
    expect(bytes.toString('latin1', 12, 16)).toBe('VP8X');
    expect(bytes[20]).toBe(0x10); // only the alpha flag is left
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes.includes('VP8L')).toBe(true);
  });

  it('refuses a WebP whose first chunk is not image data', () => {
    const bad = tinyWebp();
    bad.write('JUNK', 12, 'latin1');
    expect(() => stripWebp(bad)).toThrow('broken image');
  });

  it('answers 404 for an unknown or malformed upload name', async () => {
    const { token } = newUser();
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/..%2Fexchange.sqlite',
    ]) {
      const { response } = await fetchUpload(url, token);
      expect(response.status).toBe(404);
    }
  });

  it('limits uploads per user per hour', async () => {
    const user = newUser();
    const insert = server.db.prepare(
      "INSERT INTO uploads (name, user_id, mime, size, created_ms) VALUES (?, ?, 'image/png', 1, ?)",
    );
    for (let i = 0; i < 30; i++) insert.run(`quota-${user.id}-${i}`, user.id, Date.now());
    expect((await upload(user.token, tinyPng())).msg).toBe(
      'Too many uploads, please try again later',
    );
  });
});

describe('GET /uploads/<name>: served to its owner only', () => {
  /** An upload of a fresh user; its answered URL keeps the `/uploads/<name>` shape. */
  const ownedUpload = async (): Promise<{ owner: { id: number; token: string }; url: string }> => {
    const owner = newUser();
    const answer = await upload(owner.token, tinyPng());
    expect(answer.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    return { owner, url: answer.data.url };
  };

  type Refusal = { status: number; type: string | null; error: unknown };

  const refusalOf = ({ response, bytes }: { response: Response; bytes: Buffer }): Refusal => ({
    status: response.status,
    type: response.headers.get('content-type'),
    error: (JSON.parse(bytes.toString('utf8')) as { error: unknown }).error,
  });

  it('the owner, with the login token in Authorization, gets the bytes, private and not stored', async () => {
    const { owner, url } = await ownedUpload();
    const { response, bytes } = await fetchUpload(url, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/\bprivate\b/);
    expect(response.headers.get('cache-control')).toMatch(/\bno-store\b/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const stored = fs.readFileSync(path.join(server.dataDir, url));
    expect(bytes).toEqual(stored);
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // `Bearer <token>` is the same token.
    expect((await fetchUpload(url, `Bearer ${owner.token}`)).response.status).toBe(200);
  });

  it('no token, another user, a token in the query string: the ordinary 404 of a missing file', async () => {
    const { owner, url } = await ownedUpload();
    const stranger = newUser();
    // What the server answers for a name nobody uploaded: every refusal must look the same.
    const expected = refusalOf(await fetchUpload('/uploads/ffffffffffffffffffffffffffffffff.png'));
    expect(expected.status).toBe(404);
    const attempts: Array<[string, string | undefined]> = [
      [url, undefined],
      [url, stranger.token],
      [`${url}?token=${owner.token}`, undefined],
      [`${url}?authorization=${owner.token}`, undefined],
      [`${url}?access_token=${owner.token}`, stranger.token],
      [url, 'not-a-token'],
    ];
    for (const [attempt, token] of attempts) {
      const answer = await fetchUpload(attempt, token);
      expect({ attempt, ...refusalOf(answer) }).toEqual({ attempt, ...expected });
      expect(answer.bytes.includes('IHDR')).toBe(false);
    }
    // HEAD tells no more than GET.
    const head = await fetch(new URL(url, server.url), { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('a revoked token no longer opens it', async () => {
    const { owner, url } = await ownedUpload();
    expect(createTokenStore(server.db).revoke(owner.token)).toBe(true);
    expect((await fetchUpload(url, owner.token)).response.status).toBe(404);
  });

  it('no other spelling of the path reaches the file through the static /uploads/ files', async () => {
    const { owner, url } = await ownedUpload();
    const name = url.slice('/uploads/'.length);
    for (const token of [undefined, owner.token]) {
      for (const spelling of [
        `/uploads//${name}`,
        `/uploads/./${name}`,
        `/uploads/banners/../${name}`,
        `/uploads/banners/..%2f${name}`,
        `/uploads/x/..%2f${name}`,
        `/uploads/%2e/${name}`,
      ]) {
        const answer = await rawGet(spelling, token);
        expect({ spelling, status: answer.status }).toEqual({ spelling, status: 404 });
        expect(answer.body.includes('IHDR')).toBe(false);
      }
    }
    // Public files in sub-folders (the seed banners) are still served to anyone.
    const banners = fs.readdirSync(path.join(server.dataDir, 'uploads', 'banners'));
    expect((await rawGet(`/uploads/banners/${banners[0]}`)).status).toBe(200);
  });
});

describe('pnpm operator upload export', () => {
  const operator = (...args: string[]): { code: number; out: string; err: string } => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runOperator(
      args,
      { DATA_DIR: server.dataDir },
      { out: (line) => out.push(line), err: (line) => err.push(line) },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-export-'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('copies the bytes to the chosen file and prints owner uid, type and size', async () => {
    const user = createUserRepo(server.db).create({
      email: uniqueEmail('export'),
      passwordHash: 'x',
    });
    const token = createTokenStore(server.db).issue(user.id);
    const url = (await upload(token, tinyJpeg(), 'id.jpg', 'image/jpeg')).data.url;
    const name = url.slice('/uploads/'.length);
    const stored = fs.readFileSync(path.join(server.dataDir, 'uploads', name));

    const byName = path.join(outDir, 'by-name.jpg');
    const result = operator('upload', 'export', name, byName);
    expect(result).toEqual({
      code: 0,
      out: `upload ${name}: owner uid ${user.uid}  type image/jpeg  size ${stored.length} bytes  -> ${byName}`,
      err: '',
    });
    expect(fs.readFileSync(byName)).toEqual(stored);
    expect(fs.statSync(byName).mode & 0o077).toBe(0);

    // The URL as `identity list` prints it works too.
    const byUrl = path.join(outDir, 'by-url.jpg');
    expect(operator('upload', 'export', url, byUrl).code).toBe(0);
    expect(fs.readFileSync(byUrl)).toEqual(stored);
  });

  it('refuses an unknown name, a missing out-file and never overwrites a file', async () => {
    const { token } = newUser();
    const url = (await upload(token, tinyPng())).data.url;
    expect(
      operator('upload', 'export', '0123456789abcdef0123456789abcdef.png', path.join(outDir, 'x')),
    ).toEqual({
      code: 1,
      out: '',
      err: 'unknown upload: 0123456789abcdef0123456789abcdef.png',
    });
    expect(operator('upload', 'export', '../exchange.sqlite', path.join(outDir, 'y')).code).toBe(1);
    expect(fs.existsSync(path.join(outDir, 'y'))).toBe(false);
    expect(operator('upload', 'export', url)).toMatchObject({
      code: 1,
      err: 'upload export needs <name> <out-file>',
    });
    const taken = path.join(outDir, 'taken.png');
    fs.writeFileSync(taken, 'keep me');
    expect(operator('upload', 'export', url, taken)).toMatchObject({
      code: 1,
      err: `${taken} already exists: choose another file`,
    });
    expect(fs.readFileSync(taken, 'utf8')).toBe('keep me');
    expect(operator('upload', 'frobnicate').code).toBe(1);
    expect(operator('help').out).toContain('upload export <name> <out-file>');
  });
});
