import axios, {
  AxiosError,
  CanceledError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { ApiError, isApiError } from './api-error';
import {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  type ApiClient,
  type ApiClientDeps,
} from './api-client';

const TEXTS = { serverError: 'Server error, try later', loginTimeout: 'Session expired' };

type Answer = { status?: number; data: unknown } | { throws: unknown };

/**
 * An axios adapter that records every request and answers from a queue. Like axios' own adapters
 * it applies `validateStatus`, so a non-2xx status becomes an AxiosError.
 */
const fakeServer = (): {
  adapter: AxiosAdapter;
  requests: InternalAxiosRequestConfig[];
  answer: (next: Answer) => void;
} => {
  const requests: InternalAxiosRequestConfig[] = [];
  const answers: Answer[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const next = answers.shift() ?? { data: { code: 1, msg: '', data: null } };
    if ('throws' in next) throw next.throws;
    const status = next.status ?? 200;
    const response: AxiosResponse = {
      data: next.data,
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: {},
      config,
    };
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, requests, answer: (next) => answers.push(next) };
};

type Setup = {
  client: ApiClient;
  deps: jest.Mocked<Pick<ApiClientDeps, 'onLoginRequired' | 'toastError' | 'toastSuccess'>>;
  http: AxiosInstance;
  server: ReturnType<typeof fakeServer>;
  setToken: (token: string | null) => void;
  setLang: (lang: string) => void;
};

const setup = (): Setup => {
  const server = fakeServer();
  const http = axios.create({ baseURL: '/api/', adapter: server.adapter });
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
    axiosInstance: http,
    ...deps,
  });
  return {
    client,
    deps,
    http,
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
    server.answer({ throws: new AxiosError('Network Error', AxiosError.ERR_NETWORK) });
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

  it('a timeout is a network failure', async () => {
    const { client, server, deps } = setup();
    server.answer({
      throws: new AxiosError('timeout of 20000ms exceeded', AxiosError.ECONNABORTED),
    });
    const error = await caught(client.get('market/deal', { currency_match_id: 1 }));
    expect(error.kind).toBe('network');
    expect(deps.toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });

  it('a cancelled call rejects "ignored" without a toast', async () => {
    const { client, server, deps } = setup();
    server.answer({ throws: new CanceledError() });
    const controller = new AbortController();
    const error = await caught(client.get('news/list', {}, { signal: controller.signal }));
    expect(error.kind).toBe('ignored');
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('passes the caller signal to the request', async () => {
    const { client, server } = setup();
    const controller = new AbortController();
    await client.get('news/list', {}, { signal: controller.signal });
    expect(server.requests[0].signal).toBe(controller.signal);
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
    expect(server.requests[0].method).toBe('post');
    expect(server.requests[0].data).toBe(form);
    expect(deps.toastSuccess).toHaveBeenCalledWith('Uploaded');
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
    expect(server.requests[0].headers.get('lang')).toBe('de');
    expect(server.requests[0].headers.get('Authorization')).toBe('t0k3n');
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('another shape or a network failure is a server error', async () => {
    const { client, server, deps } = setup();
    server.answer({ data: { code: 1, msg: '', data: null } });
    expect((await caught(client.postLegacy('sms_mail', {}))).kind).toBe('network');
    server.answer({ status: 502, data: 'bad gateway' });
    expect((await caught(client.postLegacy('sms_mail', {}))).kind).toBe('network');
    expect(deps.toastError).toHaveBeenCalledTimes(2);
  });
});

describe('createApiClient: upload progress', () => {
  it('reports the share of the body sent', async () => {
    const { client, server, http } = setup();
    http.interceptors.request.use((config) => {
      config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
      return config;
    });
    server.answer({ data: { code: 1, msg: '', data: { url: '/u/2.png' } } });
    const seen: number[] = [];
    await client.upload('upload', new FormData(), { onUploadProgress: (f) => seen.push(f) });
    expect(seen).toEqual([0.25]);
  });
});

describe('createApiClient: request shape', () => {
  it('GET sends its parameters as the query string and no body', async () => {
    const { client, server, http } = setup();
    await client.get('news/list', { category_id: 3, limit: 6 });
    const request = server.requests[0];
    expect(request.method).toBe('get');
    expect(http.getUri(request)).toBe('/api/news/list?category_id=3&limit=6');
    expect(request.data).toBeUndefined();
  });

  it('POST sends its body as JSON', async () => {
    const { client, server, http } = setup();
    await client.post('user/login', { account: 'a@b.c', password: 'secret1' });
    const request = server.requests[0];
    expect(request.method).toBe('post');
    expect(http.getUri(request)).toBe('/api/user/login');
    expect(String(request.headers.get('Content-Type'))).toMatch(/^application\/json/);
    expect(JSON.parse(request.data as string)).toEqual({ account: 'a@b.c', password: 'secret1' });
  });

  it('POST without a body sends an empty JSON object', async () => {
    const { client, server } = setup();
    await client.post('user/logout');
    expect(JSON.parse(server.requests[0].data as string)).toEqual({});
  });

  it('sends the current language in a lang header on every request', async () => {
    const { client, server, setLang } = setup();
    setLang('jp');
    await client.get('news/list');
    setLang('de');
    await client.post('user/logout');
    expect(server.requests[0].headers.get('lang')).toBe('jp');
    expect(server.requests[1].headers.get('lang')).toBe('de');
  });

  it('sends the raw token in Authorization, and no Authorization when anonymous', async () => {
    const { client, server, setToken } = setup();
    setToken('tok-123');
    await client.get('user/info');
    setToken(null);
    await client.get('news/list');
    expect(server.requests[0].headers.get('Authorization')).toBe('tok-123');
    expect(server.requests[1].headers.has('Authorization')).toBe(false);
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

  it('the default instance times out after REQUEST_TIMEOUT_MS and reports a network failure', async () => {
    jest.useFakeTimers();
    // An adapter that behaves like the XHR one: it gives up after `config.timeout` ms.
    const timingOut: AxiosAdapter = (config) =>
      new Promise((_resolve, reject) => {
        if (config.timeout) {
          setTimeout(
            () => reject(new AxiosError('timeout', AxiosError.ECONNABORTED, config)),
            config.timeout,
          );
        }
      });
    const realCreate = axios.create.bind(axios);
    const create = jest
      .spyOn(axios, 'create')
      .mockImplementation((config) => realCreate({ ...config, adapter: timingOut }));
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
    expect(create).toHaveBeenCalledTimes(1);

    let settled: ApiError | 'pending' = 'pending';
    client.get('news/list').catch((error: ApiError) => {
      settled = error;
    });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ApiError);
    expect((settled as unknown as ApiError).kind).toBe('network');
    expect(toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });
});
