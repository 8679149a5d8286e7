import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the /api envelope', () => {
  it('answers an unknown path with HTTP 200, JSON, code 0', async () => {
    const response = await fetch(`${server.url}/api/no/such/path`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(body).toEqual({ code: 0, msg: 'Unknown API path: no/such/path', data: null });
  });

  it('answers the bare /api prefix with the envelope too', async () => {
    const { status, body } = await server.call('GET', '');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
  });

  it('answers a wrong method with code 0, naming the method', async () => {
    const getLogin = await server.call('GET', 'user/login');
    expect(getLogin.status).toBe(200);
    expect(getLogin.body).toMatchObject({
      code: 0,
      msg: 'This API path does not accept GET requests',
    });

    const postList = await server.call('POST', 'news/categories', { body: {} });
    expect(postList.status).toBe(200);
    expect(postList.body).toMatchObject({
      code: 0,
      msg: 'This API path does not accept POST requests',
    });

    const deleteInfo = await server.call('DELETE', 'user/info');
    expect(deleteInfo.status).toBe(200);
    expect(deleteInfo.body.code).toBe(0);
  });

  it('answers malformed JSON with code 0, never an HTML page', async () => {
    const { status, body } = await server.call('POST', 'user/login', { rawBody: '{"account": ' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'The request body is not valid JSON', data: null });
  });

  it('answers an unsupported content type with code 0', async () => {
    const { status, body } = await server.call('POST', 'user/login', {
      rawBody: 'account=a',
      contentType: 'text/plain',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, msg: 'Unsupported content type' });
  });

  it('treats an empty JSON body as no parameters', async () => {
    const { body } = await server.call('POST', 'user/login', { rawBody: '' });
    expect(body).toMatchObject({ code: 0, msg: 'Missing parameter: account' });
  });

  it('answers in the language of the lang header, en by default', async () => {
    const en = await server.get('news/info', { query: { id: 99999 } });
    const de = await server.get('news/info', { query: { id: 99999 }, lang: 'de' });
    const jp = await server.get('news/info', { query: { id: 99999 }, lang: 'jp' });
    const unknown = await server.get('news/info', { query: { id: 99999 }, lang: 'xx' });
    expect(en.msg).toBe('Article not found');
    expect(de.msg).toBe('Artikel nicht gefunden');
    expect(jp.msg).toBe('記事が見つかりません');
    expect(unknown.msg).toBe(en.msg);

    const deUnknownPath = await server.get('nope', { lang: 'de' });
    expect(deUnknownPath.msg).toBe('Unbekannter API-Pfad: nope');
  });

  it('refuses invalid numbers with code 0 instead of guessing', async () => {
    for (const id of ['1e3', '-1', 'abc', '1.5']) {
      const answer = await server.get('news/info', { query: { id } });
      expect(answer).toMatchObject({ code: 0, msg: 'Invalid parameter: id' });
    }
  });
});
