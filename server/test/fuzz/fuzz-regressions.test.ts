import { startTestServer, type TestServer } from '../support/test-server';

// The requests the fuzz suite found answered outside the envelope, pinned one by one.
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ bots: false, tickerMs: 0 });
  token = await server.login();
});
afterAll(() => server.close());

async function raw(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // left as text: the assertion shows it
  }
  return { status: response.status, body };
}

describe('fuzz findings', () => {
  it.each(['/api/news/info%', '/api/%', '/api/user/login%?x=1'])(
    'a bad percent escape under /api answers the envelope (%s)',
    async (path) => {
      const answer = await raw(path, { headers: { lang: 'de' } });
      expect(answer).toMatchObject({ status: 200, body: { code: 0, data: null } });
      expect((answer.body as { msg: string }).msg).toMatch(/^Unbekannter API-Pfad/);
    },
  );

  it('a bad percent escape elsewhere is still a plain 400', async () => {
    const answer = await raw('/static%');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'FST_ERR_BAD_URL' });
  });

  it.each(['/api/news/info%00?id=1', '/api/%00'])(
    'an /api path no route takes never reaches the static files (%s)',
    async (path) => {
      const answer = await raw(path);
      expect(answer).toMatchObject({ status: 200, body: { code: 0, data: null } });
    },
  );

  it.each([
    ['multipart/form-data', 'no boundary'],
    ['multipart/form-data; boundary=other', 'wrong boundary'],
  ])('a malformed multipart upload (%s: %s) is a refusal, not a server error', async (type) => {
    const body =
      '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--fuzz--\r\n';
    const answer = await raw('/api/common/image_upload', {
      method: 'POST',
      headers: { authorization: token, 'content-type': type },
      body,
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { code: 0, msg: 'Please choose an image to upload', data: null },
    });
  });
});
