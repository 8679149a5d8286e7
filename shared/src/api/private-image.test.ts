import { act, renderHook, waitFor } from '@testing-library/react';
import { createApiClient, REQUEST_TIMEOUT_MS } from './api-client';
import { FakeXhr, installFakeXhr } from './fake-xhr';
import { createPrivateImageHook, type PrivateImage } from './private-image';
import { HttpFailure, type HttpRequest, type HttpResponse } from './xhr-transport';
import { usePrivateImage as productHook } from './index';
import { session } from '../session/session-store';
import { STORAGE_KEY } from '../storage/storage-keys';
import { testUser } from '../testing/api-mocks';

const TEXTS = { serverError: 'Server error, try later', loginTimeout: 'Session expired' };
const PNG = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

/** A transport whose answers the test releases one by one, recording every request. */
const fakeServer = (): {
  requests: HttpRequest[];
  answer: (response: HttpResponse) => void;
  fail: () => void;
  transport: (request: HttpRequest) => Promise<HttpResponse>;
} => {
  const requests: HttpRequest[] = [];
  const pending: Array<{ resolve: (r: HttpResponse) => void; reject: (e: unknown) => void }> = [];
  return {
    requests,
    answer: (response) => pending.shift()?.resolve(response),
    fail: () => pending.shift()?.reject(new HttpFailure('network')),
    transport: (request) =>
      new Promise((resolve, reject) => {
        requests.push(request);
        pending.push({ resolve, reject });
        request.signal?.addEventListener('abort', () => reject(new HttpFailure('cancelled')));
      }),
  };
};

let objectUrls: string[];
let createObjectURL: jest.Mock<string, [Blob]>;
let revokeObjectURL: jest.Mock<void, [string]>;

beforeEach(() => {
  objectUrls = [];
  // jsdom has no object URLs.
  createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:http://localhost/${objectUrls.length + 1}-${blob.size}`;
    objectUrls.push(url);
    return url;
  });
  revokeObjectURL = jest.fn<void, [string]>();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const setup = (
  token: string | null = 'owner-token',
): {
  server: ReturnType<typeof fakeServer>;
  toastError: jest.Mock;
  usePrivate: (url: string | null | undefined) => PrivateImage;
} => {
  const server = fakeServer();
  const toastError = jest.fn();
  const client = createApiClient({
    baseURL: '/api/',
    getToken: () => token,
    getLang: () => 'de',
    onLoginRequired: jest.fn(),
    toastError,
    toastSuccess: jest.fn(),
    texts: () => TEXTS,
    transport: server.transport,
  });
  return { server, toastError, usePrivate: createPrivateImageHook(client) };
};

describe('usePrivateImage', () => {
  it('fetches with the token and lang headers as a blob, shows an object URL and revokes it on change and unmount', async () => {
    const { server, usePrivate } = setup();
    const { result, rerender, unmount } = renderHook(({ url }) => usePrivate(url), {
      initialProps: { url: '/uploads/a.png' as string | null },
    });
    expect(result.current).toEqual({ src: null, status: 'loading' });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: '/uploads/a.png',
      headers: { Authorization: 'owner-token', lang: 'de' },
      responseType: 'blob',
      timeout: REQUEST_TIMEOUT_MS,
    });
    // The token goes in the header only, never into the URL.
    expect(server.requests[0].url).not.toContain('owner-token');

    await act(async () => server.answer({ status: 200, text: '', blob: PNG }));
    expect(createObjectURL).toHaveBeenCalledWith(PNG);
    const first = objectUrls[0];
    expect(result.current).toEqual({ src: first, status: 'ready' });
    expect(revokeObjectURL).not.toHaveBeenCalled();

    rerender({ url: '/uploads/b.png' });
    expect(revokeObjectURL).toHaveBeenCalledWith(first);
    expect(result.current).toEqual({ src: null, status: 'loading' });
    await act(async () => server.answer({ status: 200, text: '', blob: PNG }));
    const second = objectUrls[1];
    expect(result.current).toEqual({ src: second, status: 'ready' });

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith(second);
    expect(revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it('a refused fetch (404) or no answer is "failed" without a toast and without an object URL', async () => {
    const { server, toastError, usePrivate } = setup();
    const { result, rerender } = renderHook(({ url }) => usePrivate(url), {
      initialProps: { url: '/uploads/gone.png' },
    });
    await act(async () => server.answer({ status: 404, text: '', blob: new Blob(['{}']) }));
    expect(result.current).toEqual({ src: null, status: 'failed' });
    rerender({ url: '/uploads/other.png' });
    await act(async () => server.fail());
    expect(result.current).toEqual({ src: null, status: 'failed' });
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('signed out: no Authorization header is sent', () => {
    const { server, usePrivate } = setup(null);
    renderHook(() => usePrivate('/uploads/a.png'));
    expect(server.requests[0].headers).not.toHaveProperty('Authorization');
  });

  it('an unmount while loading aborts the fetch and makes no object URL', async () => {
    const { server, usePrivate } = setup();
    const { unmount } = renderHook(() => usePrivate('/uploads/a.png'));
    const signal = server.requests[0].signal;
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => server.answer({ status: 200, text: '', blob: PNG }));
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('no URL is idle; a local blob: or data: preview is shown as it is, nothing fetched', () => {
    const { server, usePrivate } = setup();
    expect(renderHook(() => usePrivate('')).result.current).toEqual({ src: null, status: 'idle' });
    for (const url of ['blob:http://localhost/local-preview', 'data:image/png;base64,iVBORw0=']) {
      expect(renderHook(() => usePrivate(url)).result.current).toEqual({
        src: url,
        status: 'ready',
      });
    }
    expect(server.requests).toHaveLength(0);
  });

  it('never sends the token to another origin', async () => {
    const { server, usePrivate } = setup();
    for (const url of [
      'https://elsewhere.example/uploads/a.png',
      '//elsewhere.example/uploads/a.png',
      '/\\elsewhere.example/uploads/a.png',
      '/\t/elsewhere.example/uploads/a.png',
    ]) {
      const { result } = renderHook(() => usePrivate(url));
      await waitFor(() => expect(result.current.status).toBe('failed'));
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe('usePrivateImage of @exchange/shared (the product api client over XMLHttpRequest)', () => {
  let xhr: { restore: () => void };
  beforeEach(() => {
    xhr = installFakeXhr();
    window.localStorage.setItem(STORAGE_KEY.lang, 'fr');
    session.signIn('session-token', testUser());
  });
  afterEach(() => {
    session.clear();
    window.localStorage.removeItem(STORAGE_KEY.lang);
    xhr.restore();
  });

  it("sends the session's token and language, asks for a blob and shows it", async () => {
    const { result, unmount } = renderHook(() => productHook('/uploads/qr.png'));
    const request = FakeXhr.created[0];
    expect(request).toMatchObject({
      method: 'GET',
      url: '/uploads/qr.png',
      responseType: 'blob',
      headers: expect.objectContaining({ Authorization: 'session-token', lang: 'fr' }),
    });
    await act(async () => request.answerBlob(200, PNG));
    expect(createObjectURL).toHaveBeenCalledWith(PNG);
    expect(result.current).toEqual({ src: objectUrls[0], status: 'ready' });
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith(objectUrls[0]);
  });
});
