import { ApiError, isApiError } from './api-error';
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClient } from './api-client';
import { FakeXhr, installFakeXhr } from './fake-xhr';
import { HttpFailure, xhrTransport, type HttpRequest } from './xhr-transport';

const TEXTS = { serverError: 'Server error, try later', loginTimeout: 'Session expired' };

let xhr: { restore: () => void };
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => {
  xhr.restore();
  jest.useRealTimers();
});

const lastXhr = (): FakeXhr => FakeXhr.created[FakeXhr.created.length - 1];

const request = (overrides: Partial<HttpRequest> = {}): HttpRequest => ({
  method: 'GET',
  url: '/api/news/list',
  headers: {},
  timeout: REQUEST_TIMEOUT_MS,
  ...overrides,
});

const failure = async (promise: Promise<unknown>): Promise<HttpFailure> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpFailure) return error;
    throw new Error(`expected an HttpFailure, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the request to fail');
};

describe('xhrTransport', () => {
  it('opens the method and URL, sets the headers and the timeout, and sends the body', async () => {
    const sent = xhrTransport(
      request({
        method: 'POST',
        url: '/api/user/login',
        headers: { lang: 'de', 'Content-Type': 'application/json' },
        body: '{"a":1}',
      }),
    );
    const fake = lastXhr();
    expect(fake).toMatchObject({
      method: 'POST',
      url: '/api/user/login',
      headers: { lang: 'de', 'Content-Type': 'application/json' },
      timeout: REQUEST_TIMEOUT_MS,
      body: '{"a":1}',
    });
    fake.answer(200, '{"code":1}');
    await expect(sent).resolves.toEqual({ status: 200, text: '{"code":1}' });
  });

  it('sends no body for a GET', async () => {
    const sent = xhrTransport(request());
    expect(lastXhr().body).toBeNull();
    lastXhr().answer(200, '');
    await sent;
  });

  it('hands any status back as an answer (the client judges it)', async () => {
    const sent = xhrTransport(request());
    lastXhr().answer(502, 'Bad gateway');
    await expect(sent).resolves.toEqual({ status: 502, text: 'Bad gateway' });
  });

  it('a connection error fails with "network"', async () => {
    const sent = xhrTransport(request());
    lastXhr().failNetwork();
    expect((await failure(sent)).reason).toBe('network');
  });

  it('gives up after the timeout with "timeout"', async () => {
    jest.useFakeTimers();
    const sent = failure(xhrTransport(request({ timeout: 1000 })));
    await jest.advanceTimersByTimeAsync(1000);
    expect((await sent).reason).toBe('timeout');
  });

  it('aborting the signal aborts the request and fails with "cancelled"', async () => {
    const controller = new AbortController();
    const sent = xhrTransport(request({ signal: controller.signal }));
    const abort = jest.spyOn(lastXhr(), 'abort');
    controller.abort();
    expect(abort).toHaveBeenCalledTimes(1);
    expect((await failure(sent)).reason).toBe('cancelled');
  });

  it('an already aborted signal fails at once without sending', async () => {
    const controller = new AbortController();
    controller.abort();
    const sent = xhrTransport(request({ signal: controller.signal }));
    expect((await failure(sent)).reason).toBe('cancelled');
    expect(FakeXhr.created).toHaveLength(0);
  });

  it('stops listening to the signal once answered', async () => {
    const controller = new AbortController();
    const sent = xhrTransport(request({ signal: controller.signal }));
    const fake = lastXhr();
    const abort = jest.spyOn(fake, 'abort');
    fake.answer(200, '{}');
    await sent;
    controller.abort();
    expect(abort).not.toHaveBeenCalled();
  });

  it('reports upload progress as the share sent (0 while the total is unknown)', async () => {
    const seen: number[] = [];
    const sent = xhrTransport(
      request({ method: 'POST', body: new FormData(), onUploadProgress: (f) => seen.push(f) }),
    );
    const fake = lastXhr();
    fake.progress(50, 200);
    fake.progress(200, 200);
    fake.progress(10, 0);
    fake.answer(200, '{}');
    await sent;
    expect(seen).toEqual([0.25, 1, 0]);
  });

  it('listens to upload progress only when asked', async () => {
    const sent = xhrTransport(request({ method: 'POST', body: new FormData() }));
    expect(lastXhr().upload.onprogress).toBeNull();
    lastXhr().answer(200, '{}');
    await sent;
  });
});

describe('createApiClient over XMLHttpRequest (the default transport)', () => {
  const client = (token: string | null = null): { api: ApiClient; toastError: jest.Mock } => {
    const toastError = jest.fn();
    const api = createApiClient({
      baseURL: '/api/',
      getToken: () => token,
      getLang: () => 'th',
      onLoginRequired: jest.fn(),
      toastError,
      toastSuccess: jest.fn(),
      texts: () => TEXTS,
    });
    return { api, toastError };
  };

  const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
    try {
      await promise;
    } catch (error) {
      if (isApiError(error)) return error;
      throw error;
    }
    throw new Error('expected the call to reject');
  };

  beforeEach(() => {
    FakeXhr.autoAnswer = { status: 200, text: '{"code":1,"msg":"","data":{"ok":true}}' };
  });

  it('GET: params in the query string like axios, headers set, no body', async () => {
    const { api } = client('tok-9');
    await expect(
      api.get('market/kline', {
        symbol: 'BTC/USDT',
        period: '1 min',
        from: 1700000000,
        to: undefined,
        skip: null,
      }),
    ).resolves.toEqual({ ok: true });
    const fake = lastXhr();
    expect(fake.method).toBe('GET');
    expect(fake.url).toBe('/api/market/kline?symbol=BTC%2FUSDT&period=1+min&from=1700000000');
    expect(fake.headers).toEqual({
      Accept: 'application/json, text/plain, */*',
      lang: 'th',
      Authorization: 'tok-9',
    });
    expect(fake.body).toBeNull();
  });

  it('POST: a plain object as JSON with its Content-Type', async () => {
    const { api } = client();
    await api.post('user/login', { account: 'a@b.c', amount: '0.10' }, { silentSuccess: true });
    const fake = lastXhr();
    expect(fake.method).toBe('POST');
    expect(fake.url).toBe('/api/user/login');
    expect(fake.headers['Content-Type']).toBe('application/json');
    expect(fake.headers).not.toHaveProperty('Authorization');
    expect(fake.body).toBe('{"account":"a@b.c","amount":"0.10"}');
  });

  it('upload: the FormData itself, with no Content-Type (the browser adds the boundary)', async () => {
    const { api } = client('tok-9');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    const seen: number[] = [];
    const sent = api.upload('upload', form, { onUploadProgress: (f) => seen.push(f) });
    const fake = lastXhr();
    expect(fake.body).toBe(form);
    expect(fake.headers).not.toHaveProperty('Content-Type');
    fake.progress(1, 4);
    await expect(sent).resolves.toEqual({ ok: true });
    expect(seen).toEqual([0.25]);
  });

  it('a body that is not JSON is a network failure', async () => {
    FakeXhr.autoAnswer = { status: 200, text: '<html>Bad gateway</html>' };
    const { api, toastError } = client();
    expect((await caught(api.get('news/list'))).kind).toBe('network');
    expect(toastError).toHaveBeenCalledWith(TEXTS.serverError);
  });

  it('HTTP 500 is a network failure', async () => {
    FakeXhr.autoAnswer = { status: 500, text: '{"code":1,"msg":"","data":1}' };
    const { api } = client();
    expect((await caught(api.get('news/list'))).kind).toBe('network');
  });

  it('a connection error is a network failure', async () => {
    FakeXhr.autoAnswer = null;
    const { api, toastError } = client();
    const sent = caught(api.get('news/list'));
    lastXhr().failNetwork();
    expect((await sent).kind).toBe('network');
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('an abort rejects "ignored" without a toast', async () => {
    FakeXhr.autoAnswer = null;
    const { api, toastError } = client();
    const controller = new AbortController();
    const sent = caught(api.get('news/list', {}, { signal: controller.signal }));
    controller.abort();
    const error = await sent;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('ignored');
    expect(toastError).not.toHaveBeenCalled();
  });
});
