import { ApiError, isApiError } from './api-error';
import {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  type ApiClient,
  type ApiClientDeps,
} from './api-client';
import { FakeXhr, installFakeXhr } from './fake-xhr';
import {
  HttpFailure,
  type HttpFailureReason,
  type HttpRequest,
  type HttpResponse,
  type Transport,
} from './xhr-transport';

const TEXTS = { serverError: 'Server error, try later', loginTimeout: 'Session expired' };

/** A JSON answer (`data` is serialised), a raw text answer, or no answer at all. */
type Answer =
  | { status?: number; data: unknown }
  | { status?: number; text: string }
  | { fails: HttpFailureReason }
  | { throws: unknown };

/** A transport that records every request and answers from a queue, like a server would. */
const fakeServer = (): {
  transport: Transport;
  requests: HttpRequest[];
  answer: (next: Answer) => void;
} => {
  const requests: HttpRequest[] = [];
  const answers: Answer[] = [];
  const transport: Transport = async (request): Promise<HttpResponse> => {
    requests.push(request);
    const next = answers.shift() ?? { data: { code: 1, msg: '', data: null } };
    if ('fails' in next) throw new HttpFailure(next.fails);
    if ('throws' in next) throw next.throws;
    const text = 'text' in next ? next.text : JSON.stringify(next.data);
    return { status: next.status ?? 200, text };
  };
  return { transport, requests, answer: (next) => answers.push(next) };
};

type Setup = {
  client: ApiClient;
  deps: jest.Mocked<Pick<ApiClientDeps, 'onLoginRequired' | 'toastError' | 'toastSuccess'>>;
  server: ReturnType<typeof fakeServer>;
  setToken: (token: string | null) => void;
  setLang: (lang: string) => void;
};

const setup = (): Setup => {
  const server = fakeServer();
  let token: string | null = null;
  let lang = 'en';
  const deps = {
    onLoginRequired: jest.fn<void, []>(),
    toastError: jest.fn<void, [string]>(),
    toastSuccess: jest.fn<void, [string]>(),
  };
  const client = createApiClient({
    baseURL: '/api/',
    getToken: () => token,
    getLang: () => lang,
    texts: () => TEXTS,
    transport: server.transport,
    ...deps,
  });
  return {
    client,
    deps,
    server,
    setToken: (next) => {
      token = next;
    },
    setLang: (next) => {
      lang = next;
    },
  };
};

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to reject');
};

describe('createApiClient: envelope handling', () => {
  it('resolves the data of a code 1 answer', async () => {
    const { client, server } = setup();
    server.answer({ data: { code: 1, msg: '', data: { id: 7, title: 'Hello' } } });
    await expect(client.get('news/info', { id: 7 })).resolves.toEqual({ id: 7, title: 'Hello' });
  });

  it('code 0 toasts the server message and rejects with kind "rejected"', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 0, msg: 'Insufficient balance', data: null } });
    const error = await caught(client.post('tx_in/add', { number: '1' }));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Insufficient balance');
    expect(error.code).toBe(0);
    expect(deps.toastError).toHaveBeenCalledTimes(1);
    expect(deps.toastError).toHaveBeenCalledWith('Insufficient balance');
    expect(deps.toastSuccess).not.toHaveBeenCalled();
  });

  it('code 0 without a message falls back to the server-error text', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 0, msg: '', data: null } });
    const error = await caught(client.get('news/list'));
    expect(error.kind).toBe('rejected');
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });

  it('silentError suppresses the code 0 toast but still rejects', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 0, msg: 'Wrong code', data: null } });
    const error = await caught(client.post('user/login', {}, { silentError: true }));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Wrong code');
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('code 999 calls onLoginRequired, toasts the login timeout and rejects "login-required"', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 999, msg: 'login', data: null } });
    const error = await caught(client.get('user/info'));
    expect(error.kind).toBe('login-required');
    expect(error.code).toBe(999);
    expect(deps.onLoginRequired).toHaveBeenCalledTimes(1);
    expect(deps.toastError).toHaveBeenCalledTimes(1);
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.loginTimeout);
  });

  it('code 999 still ends the session when silentError is set', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 999, msg: '', data: null } });
    const error = await caught(client.post('user/logout', {}, { silentError: true }));
    expect(error.kind).toBe('login-required');
    expect(deps.onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('code 996 rejects "ignored" without any toast or logout', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 996, msg: 'ignore me', data: null } });
    const error = await caught(client.post('tx_in/cancel', { id: 1 }));
    expect(error.kind).toBe('ignored');
    expect(error.code).toBe(996);
    expect(deps.toastError).not.toHaveBeenCalled();
    expect(deps.toastSuccess).not.toHaveBeenCalled();
    expect(deps.onLoginRequired).not.toHaveBeenCalled();
  });

  it('an unknown code is treated as a server failure', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 500, msg: 'boom', data: null } });
    const error = await caught(client.get('news/list'));
    expect(error.kind).toBe('network');
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });
});

describe('createApiClient: failures without an envelope', () => {
  it('a network error toasts the server-error text and rejects "network"', async () => {
    const { client, server, deps } = setup();
    server.answer({ fails: 'network' });
    const error = await caught(client.get('news/list'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(TEXTS.serverError);
    expect(deps.toastError).toHaveBeenCalledTimes(1);
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });

  it('HTTP 500 is a network failure even when the body looks like an envelope', async () => {
    const { client, server, deps } = setup();
    server.answer({ status: 500, data: { code: 1, msg: '', data: 'not trusted' } });
    const error = await caught(client.get('market/currency_matches'));
    expect(error.kind).toBe('network');
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });

  it.each([
    ['an HTML page', '<html><body>Bad gateway</body></html>'],
    ['an empty body', ''],
    ['truncated JSON', '{"code":1,"msg":"","da'],
  ])('a body that is not JSON (%s) is a network failure', async (_label, text) => {
    const { client, server, deps } = setup();
    server.answer({ text });
    const error = await caught(client.get('news/list'));
    expect(error.kind).toBe('network');
    expect(deps.toastError).toHaveBeenCalledTimes(1);
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });

  it.each([
    ['a JSON string', 'Bad gateway'],
    ['null', null],
    ['an object without code', { msg: 'hi', data: 1 }],
    ['a string code', { code: '1', msg: '', data: 1 }],
  ])('a non-envelope body (%s) is a network failure', async (_label, body) => {
    const { client, server, deps } = setup();
    server.answer({ data: body });
    const error = await caught(client.get('news/list'));
    expect(error.kind).toBe('network');
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });

  it.each([[201], [204], [299]])('any 2xx status (%i) is an answer', async (status) => {
    const { client, server } = setup();
    server.answer({ status, data: { code: 1, msg: '', data: 'ok' } });
    await expect(client.get('news/list')).resolves.toBe('ok');
  });

  it.each([[302], [404], [502]])('HTTP %i is a network failure', async (status) => {
    const { client, server, deps } = setup();
    server.answer({ status, data: { code: 1, msg: '', data: 'not trusted' } });
    expect((await caught(client.post('tx_in/add', {}))).kind).toBe('network');
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.serverError);
    expect(deps.toastSuccess).not.toHaveBeenCalled();
  });

  it('a timeout is a network failure', async () => {
    const { client, server, deps } = setup();
    server.answer({ fails: 'timeout' });
    const error = await caught(client.get('market/deal', { currency_match_id: 1 }));
    expect(error.kind).toBe('network');
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });

  it('a cancelled call rejects "ignored" without a toast', async () => {
    const { client, server, deps } = setup();
    server.answer({ fails: 'cancelled' });
    const controller = new AbortController();
    const error = await caught(client.get('news/list', {}, { signal: controller.signal }));
    expect(error.kind).toBe('ignored');
    expect(error.message).toBe('cancelled');
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('a transport that throws anything else is a network failure', async () => {
    const { client, server, deps } = setup();
    server.answer({ throws: new TypeError('boom') });
    expect((await caught(client.get('news/list'))).kind).toBe('network');
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });

  it('passes the caller signal to the request', async () => {
    const { client, server } = setup();
    const controller = new AbortController();
    await client.get('news/list', {}, { signal: controller.signal });
    expect(server.requests[0].signal).toBe(controller.signal);
  });

  it('asks the transport for the 20 s timeout on every request', async () => {
    const { client, server } = setup();
    await client.get('news/list');
    await client.post('user/logout');
    await client.postLegacy('safe/email', {}).catch(() => undefined);
    expect(server.requests.map((request) => request.timeout)).toEqual([
      REQUEST_TIMEOUT_MS,
      REQUEST_TIMEOUT_MS,
      REQUEST_TIMEOUT_MS,
    ]);
  });
});

describe('createApiClient: success toasts', () => {
  it('POST toasts the server success message', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 1, msg: 'Order placed', data: { id: 3 } } });
    await expect(client.post('tx_in/add', { number: '1' })).resolves.toEqual({ id: 3 });
    expect(deps.toastSuccess).toHaveBeenCalledTimes(1);
    expect(deps.toastSuccess).toHaveBeenCalledWith('Order placed');
  });

  it('POST with silentSuccess does not toast', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 1, msg: 'Logged out', data: null } });
    await client.post('user/logout', {}, { silentSuccess: true });
    expect(deps.toastSuccess).not.toHaveBeenCalled();
  });

  it('POST with an empty success message does not toast', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 1, msg: '', data: null } });
    await client.post('tx_in/cancel', { id: 1 });
    expect(deps.toastSuccess).not.toHaveBeenCalled();
  });

  it('GET never toasts a success message', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 1, msg: 'Fetched', data: [] } });
    await client.get('news/list');
    expect(deps.toastSuccess).not.toHaveBeenCalled();
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('upload toasts the success message and sends the form unchanged', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 1, msg: 'Uploaded', data: { url: '/u/1.png' } } });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await expect(client.upload('upload', form)).resolves.toEqual({ url: '/u/1.png' });
    expect(server.requests[0].method).toBe('POST');
    expect(server.requests[0].url).toBe('/api/upload');
    expect(server.requests[0].body).toBe(form);
    // The browser sets multipart/form-data with its boundary.
    expect(server.requests[0].headers).not.toHaveProperty('Content-Type');
    expect(deps.toastSuccess).toHaveBeenCalledWith('Uploaded');
  });

  it('POST given a FormData sends it as multipart too, not as JSON', async () => {
    const { client, server } = setup();
    const form = new FormData();
    form.append('name', 'x');
    await client.post('feedback/add', form);
    expect(server.requests[0].body).toBe(form);
    expect(server.requests[0].headers).not.toHaveProperty('Content-Type');
  });
});

describe('createApiClient: the address service answers { code, message }', () => {
  it('shows its message like an envelope msg, on a refusal and on success', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 0, message: 'Wrong verification code' } });
    expect((await caught(client.post('address/BindDrawAddress', {}))).message).toBe(
      'Wrong verification code',
    );
    expect(deps.toastError).toHaveBeenCalledWith('Wrong verification code');
    server.answer({ data: { code: 1, message: 'Address bound' } });
    await client.post('address/BindDrawAddress', {});
    expect(deps.toastSuccess).toHaveBeenCalledWith('Address bound');
  });

  it('hands the whole answer back with wholeBody (its result is not under data)', async () => {
    const { client, server } = setup();
    server.answer({ data: { code: 1, message: '', address: '0xabc' } });
    await expect(
      client.get('address/GetDrawAddress', { user_id: 1 }, { wholeBody: true }),
    ).resolves.toEqual({ code: 1, msg: '', message: '', address: '0xabc' });
  });
});

describe('createApiClient: the legacy bind-email answers', () => {
  it('hands { type, message } back as it is, with the token and lang headers, and no toast', async () => {
    const { client, server, deps, setToken, setLang } = setup();
    setToken('t0k3n');
    setLang('de');
    server.answer({ data: { type: 'error', message: 'Code falsch' } });
    await expect(client.postLegacy('safe/email', { code: '1', email: 'a@b.c' })).resolves.toEqual({
      type: 'error',
      message: 'Code falsch',
    });
    const request = server.requests[0];
    expect(request).toMatchObject({ method: 'POST', url: '/api/safe/email' });
    expect(request.headers).toMatchObject({
      lang: 'de',
      Authorization: 't0k3n',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(request.body as string)).toEqual({ code: '1', email: 'a@b.c' });
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('the 999 envelope (no valid token) ends the session and goes to login, like every call', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 999, msg: 'Please log in first', data: null } });
    const error = await caught(client.postLegacy('sms_mail', { user_string: 'a@b.c' }));
    expect(error.kind).toBe('login-required');
    expect(error.code).toBe(999);
    expect(deps.onLoginRequired).toHaveBeenCalledTimes(1);
    expect(deps.toastError).toHaveBeenCalledTimes(1);
  });

  it('another shape or a network failure is a server error', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 1, msg: '', data: null } });
    expect((await caught(client.postLegacy('sms_mail', {}))).kind).toBe('network');
    server.answer({ status: 502, data: 'bad gateway' });
    expect((await caught(client.postLegacy('sms_mail', {}))).kind).toBe('network');
    server.answer({ fails: 'network' });
    expect((await caught(client.postLegacy('sms_mail', {}))).kind).toBe('network');
    server.answer({ text: '<html></html>' });
    expect((await caught(client.postLegacy('sms_mail', {}))).kind).toBe('network');
    expect(deps.toastError).toHaveBeenCalledTimes(4);
  });
});

describe('createApiClient: upload progress', () => {
  it('hands the caller progress callback to the transport', async () => {
    const { client, server } = setup();
    server.answer({ data: { code: 1, msg: '', data: { url: '/u/2.png' } } });
    const seen: number[] = [];
    await client.upload('upload', new FormData(), { onUploadProgress: (f) => seen.push(f) });
    server.requests[0].onUploadProgress?.(0.25);
    expect(seen).toEqual([0.25]);
  });

  it('asks for no progress when the caller wants none', async () => {
    const { client, server } = setup();
    await client.upload('upload', new FormData());
    expect(server.requests[0].onUploadProgress).toBeUndefined();
  });
});

describe('createApiClient: request shape', () => {
  it('GET sends its parameters as the query string and no body', async () => {
    const { client, server } = setup();
    await client.get('news/list', { category_id: 3, limit: 6 });
    const request = server.requests[0];
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/api/news/list?category_id=3&limit=6');
    expect(request.body).toBeUndefined();
    expect(request.headers).not.toHaveProperty('Content-Type');
  });

  it('GET without parameters (or only empty ones) has no query string', async () => {
    const { client, server } = setup();
    await client.get('news/list');
    await client.get('news/list', {});
    await client.get('news/list', { a: undefined, b: null });
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/news/list',
      '/api/news/list',
      '/api/news/list',
    ]);
  });

  it.each([
    ['skips undefined and null', { a: 1, b: undefined, c: null, d: 0 }, 'a=1&d=0'],
    ['keeps an empty string and false', { q: '', on: false }, 'q=&on=false'],
    [
      'encodes values and keys like axios (space as +, keeps : $ ,)',
      { 'k y': 'a b&c=d/é?#', t: '10:30', p: '$1,2' },
      'k+y=a+b%26c%3Dd%2F%C3%A9%3F%23&t=10:30&p=$1,2',
    ],
    ['repeats an array as key[]', { ids: [1, 2, null] }, 'ids%5B%5D=1&ids%5B%5D=2'],
    [
      "leaves ~ ! * ' ( ) unencoded like encodeURIComponent",
      { s: "~!*'()[]@;+" },
      "s=~!*'()%5B%5D%40%3B%2B",
    ],
    [
      'writes a Date in ISO form',
      { at: new Date(Date.UTC(2026, 0, 2)) },
      'at=2026-01-02T00:00:00.000Z',
    ],
  ])('serialises GET params like axios: %s', async (_label, params, query) => {
    const { client, server } = setup();
    await client.get('market/kline', params);
    expect(server.requests[0].url).toBe(`/api/market/kline?${query}`);
  });

  it('joins the base URL and the path with one slash, and keeps an absolute URL', async () => {
    const { client, server } = setup();
    await client.get('/news/list');
    await client.get('https://cdn.example.com/x.json');
    await client.get('news/list?x=1', { y: 2 });
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/news/list',
      'https://cdn.example.com/x.json',
      '/api/news/list?x=1&y=2',
    ]);
  });

  it('POST sends its body as JSON', async () => {
    const { client, server } = setup();
    await client.post('user/login', { account: 'a@b.c', password: 'secret1' });
    const request = server.requests[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/user/login');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(request.body as string)).toEqual({ account: 'a@b.c', password: 'secret1' });
  });

  it('POST without a body sends an empty JSON object', async () => {
    const { client, server } = setup();
    await client.post('user/logout');
    expect(JSON.parse(server.requests[0].body as string)).toEqual({});
  });

  it('accepts JSON like axios did', async () => {
    const { client, server } = setup();
    await client.get('news/list');
    expect(server.requests[0].headers.Accept).toBe('application/json, text/plain, */*');
  });

  it('sends the current language in a lang header on every request', async () => {
    const { client, server, setLang } = setup();
    setLang('jp');
    await client.get('news/list');
    setLang('de');
    await client.post('user/logout');
    expect(server.requests[0].headers.lang).toBe('jp');
    expect(server.requests[1].headers.lang).toBe('de');
  });

  it('sends the raw token in Authorization, and no Authorization when anonymous', async () => {
    const { client, server, setToken } = setup();
    setToken('tok-123');
    await client.get('user/info');
    setToken(null);
    await client.get('news/list');
    expect(server.requests[0].headers.Authorization).toBe('tok-123');
    expect(server.requests[1].headers).not.toHaveProperty('Authorization');
  });
});

describe('request timeout', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('is 20 seconds', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('the default transport (XMLHttpRequest) gives up after REQUEST_TIMEOUT_MS: a network failure', async () => {
    jest.useFakeTimers();
    // FakeXhr gives up after its `timeout` like a browser; the client must set it.
    const xhr = installFakeXhr();
    try {
      const toastError = jest.fn();
      const client = createApiClient({
        baseURL: '/api/',
        getToken: () => null,
        getLang: () => 'en',
        onLoginRequired: jest.fn(),
        toastError,
        toastSuccess: jest.fn(),
        texts: () => TEXTS,
      });

      let settled: ApiError | 'pending' = 'pending';
      client.get('news/list').catch((error: ApiError) => {
        settled = error;
      });
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(FakeXhr.created).toHaveLength(1);
      expect(FakeXhr.created[0].timeout).toBe(REQUEST_TIMEOUT_MS);
      expect(settled).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBeInstanceOf(ApiError);
      expect((settled as unknown as ApiError).kind).toBe('network');
      expect(toastError).toHaveBeenCalledWith(TEXTS.serverError);
    } finally {
      xhr.restore();
    }
  });
});
