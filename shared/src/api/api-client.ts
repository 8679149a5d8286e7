import { API_CODE, type Envelope, type LegacyAnswer } from '../contract';
import { ApiError } from './api-error';
import {
  HttpFailure,
  xhrTransport,
  type HttpRequest,
  type HttpResponse,
  type Transport,
} from './xhr-transport';

export const REQUEST_TIMEOUT_MS = 20_000;

export type CallOptions = {
  /** Do not toast the server's success message (POST/upload only ever toast it). */
  silentSuccess?: boolean;
  /** Do not toast a code-0 refusal (the caller shows it inline instead). */
  silentError?: boolean;
  signal?: AbortSignal;
  /**
   * Resolve with the whole answer instead of its `data`: the address service (docs/product.md#logged-in-areas-calls) puts
   * its result beside `code` and `message` (docs/decisions.md).
   */
  wholeBody?: boolean;
  /** Uploads: the share of the body sent so far, 0 to 1, as it goes. */
  onUploadProgress?: (fraction: number) => void;
};

export type ApiClientDeps = {
  baseURL: string;
  getToken: () => string | null;
  getLang: () => string;
  /** Code 999: clear the session and send the user to login. */
  onLoginRequired: () => void;
  toastError: (message: string) => void;
  toastSuccess: (message: string) => void;
  /** Translated fallback texts. */
  texts: () => { serverError: string; loginTimeout: string };
  /** Test seam: what carries a request; the browser's XMLHttpRequest by default. */
  transport?: Transport;
};

export type ApiClient = {
  get: <T>(path: string, params?: object, options?: CallOptions) => Promise<T>;
  post: <T>(path: string, body?: object, options?: CallOptions) => Promise<T>;
  upload: <T>(path: string, form: FormData, options?: CallOptions) => Promise<T>;
  /**
   * The two legacy bind-email paths answer `{ type, message }`, not the envelope
   * (docs/decisions.md): same headers and timeout, the answer handed back as it is; the 999
   * envelope (no valid token) is handled as on every call; a network failure or another shape
   * is toasted as a server error and rejects.
   */
  postLegacy: (path: string, body: object) => Promise<LegacyAnswer>;
  /**
   * A file only its owner may read (a private upload, `/uploads/<name>`), as a Blob: sent with
   * the same Authorization and lang headers as every call. `path` must resolve to this origin
   * (so the token never goes elsewhere) and is not joined to baseURL. Never toasts (the caller
   * shows a missing image in place): any failure rejects with ApiError 'network', a cancel with
   * 'ignored'.
   */
  blob: (path: string, options?: Pick<CallOptions, 'signal'>) => Promise<Blob>;
};

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' &&
  body !== null &&
  'code' in body &&
  typeof (body as { code: unknown }).code === 'number';

/** Query values encoded as axios encoded them (`:`, `$`, `,` kept, a space as `+`). */
const encode = (value: string): string =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');

/**
 * The query string of GET params, as axios serialised a flat object: undefined and null skipped,
 * an array as repeated `key[]`, a Date in ISO form. Callers only pass flat objects.
 */
const toQueryString = (params: object = {}): string =>
  Object.entries(params)
    .flatMap(([key, value]: [string, unknown]): [string, unknown][] =>
      Array.isArray(value) ? value.map((item: unknown) => [key + '[]', item]) : [[key, value]],
    )
    .filter(([, value]) => value != null)
    .map(
      ([key, value]) =>
        `${encode(key)}=${encode(value instanceof Date ? value.toISOString() : String(value))}`,
    )
    .join('&');

/** baseURL + path, joined like axios did; an absolute URL is kept as it is. */
const joinUrl = (baseURL: string, path: string): string =>
  /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)
    ? path
    : baseURL.replace(/\/?\/$/, '') + '/' + path.replace(/^\/+/, '');

/**
 * Where `blob` may send the token: a URL of the page's own origin, resolved as the browser will
 * (it drops tabs and newlines, so `/\t/host` is `//host`, another origin).
 */
const isSameOrigin = (url: string): boolean => {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
};

const withQuery = (url: string, params?: object): string => {
  const query = toQueryString(params);
  return query ? url + (url.includes('?') ? '&' : '?') + query : url;
};

/**
 * The one HTTP client of the product (docs/architecture.md#shared-package). Every answer's envelope is handled here:
 * code 1 → data; 0 → error toast + ApiError('rejected'); 999 → session cleared, login-timeout
 * toast, login page; 996 → silent ApiError('ignored'); anything else → server-error toast.
 */
export const createApiClient = (deps: ApiClientDeps): ApiClient => {
  const transport = deps.transport ?? xhrTransport;

  const networkFailure = (): ApiError => {
    deps.toastError(deps.texts().serverError);
    return new ApiError('network', deps.texts().serverError);
  };

  /** Code 999: the session is cleared, the login-timeout toast, the login page. */
  const loginRequired = (): ApiError => {
    deps.onLoginRequired();
    deps.toastError(deps.texts().loginTimeout);
    return new ApiError('login-required', deps.texts().loginTimeout, API_CODE.loginRequired);
  };

  /** What every request carries: the page language and, when signed in, the raw token. */
  const sessionHeaders = (): Record<string, string> => {
    const headers: Record<string, string> = { lang: deps.getLang() };
    const token = deps.getToken();
    if (token) headers.Authorization = token;
    return headers;
  };

  /**
   * Sends with the session's headers and resolves with the parsed JSON answer. No answer, a
   * non-2xx status or a body that is not JSON is a network failure; a cancel is 'ignored'.
   */
  const exchange = async (
    method: HttpRequest['method'],
    url: string,
    body: object | undefined,
    options: CallOptions,
  ): Promise<unknown> => {
    const headers: Record<string, string> = {
      Accept: 'application/json, text/plain, */*',
      ...sessionHeaders(),
    };
    // A FormData goes as multipart: the browser sets the Content-Type with its boundary.
    const isForm = body instanceof FormData;
    if (body && !isForm) headers['Content-Type'] = 'application/json';
    let response: HttpResponse;
    try {
      response = await transport({
        method,
        url: joinUrl(deps.baseURL, url),
        headers,
        body: isForm ? body : body && JSON.stringify(body),
        timeout: REQUEST_TIMEOUT_MS,
        signal: options.signal,
        onUploadProgress: options.onUploadProgress,
      });
    } catch (error) {
      if (error instanceof HttpFailure && error.reason === 'cancelled') {
        throw new ApiError('ignored', 'cancelled');
      }
      throw networkFailure();
    }
    if (response.status < 200 || response.status >= 300) throw networkFailure();
    try {
      return JSON.parse(response.text) as unknown;
    } catch {
      throw networkFailure();
    }
  };

  const request = async <T>(
    method: HttpRequest['method'],
    url: string,
    body: object | undefined,
    options: CallOptions,
    toastsSuccess: boolean,
  ): Promise<T> => {
    const answer = await exchange(method, url, body, options);
    if (!isEnvelope(answer)) throw networkFailure();
    // The address service (docs/product.md#logged-in-areas-calls) names its text `message`, not `msg` (docs/decisions.md).
    const text = answer.msg || (answer as { message?: unknown }).message;
    if (typeof text === 'string') answer.msg = text;

    switch (answer.code) {
      case API_CODE.ok:
        if (toastsSuccess && !options.silentSuccess && answer.msg) deps.toastSuccess(answer.msg);
        return (options.wholeBody ? answer : answer.data) as T;
      case API_CODE.loginRequired:
        throw loginRequired();
      case API_CODE.ignore:
        throw new ApiError('ignored', answer.msg ?? '', answer.code);
      case API_CODE.error: {
        const message = answer.msg || deps.texts().serverError;
        if (!options.silentError) deps.toastError(message);
        throw new ApiError('rejected', message, answer.code);
      }
      default:
        throw networkFailure();
    }
  };

  return {
    get: (path, params, options = {}) =>
      request('GET', withQuery(path, params), undefined, options, false),
    post: (path, body, options = {}) => request('POST', path, body ?? {}, options, true),
    upload: (path, form, options = {}) => request('POST', path, form, options, true),
    postLegacy: async (path, body) => {
      const answer = await exchange('POST', path, body, {});
      // Without a valid token these calls answer the 999 envelope, as every call does.
      if (isEnvelope(answer) && answer.code === API_CODE.loginRequired) throw loginRequired();
      const legacy = answer as Partial<LegacyAnswer> | null;
      if (legacy?.type !== 'ok' && legacy?.type !== 'error') throw networkFailure();
      return { type: legacy.type, message: String(legacy.message ?? '') };
    },
    blob: async (path, options = {}) => {
      const quietFailure = (): ApiError => new ApiError('network', deps.texts().serverError);
      if (!isSameOrigin(path)) throw quietFailure();
      let response: HttpResponse;
      try {
        response = await transport({
          method: 'GET',
          url: path,
          headers: { Accept: 'image/*', ...sessionHeaders() },
          timeout: REQUEST_TIMEOUT_MS,
          signal: options.signal,
          responseType: 'blob',
        });
      } catch (error) {
        if (error instanceof HttpFailure && error.reason === 'cancelled') {
          throw new ApiError('ignored', 'cancelled');
        }
        throw quietFailure();
      }
      if (response.status < 200 || response.status >= 300 || !response.blob) throw quietFailure();
      return response.blob;
    },
  };
};
