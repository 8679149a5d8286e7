import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { API_CODE, type Envelope, type LegacyAnswer } from '../contract';
import { ApiError } from './api-error';

export const REQUEST_TIMEOUT_MS = 20_000;

export type CallOptions = {
  /** Do not toast the server's success message (POST/upload only ever toast it). */
  silentSuccess?: boolean;
  /** Do not toast a code-0 refusal (the caller shows it inline instead). */
  silentError?: boolean;
  signal?: AbortSignal;
  /**
   * Resolve with the whole answer instead of its `data`: the address service (spec 02 §7) puts
   * its result beside `code` and `message` (decisions.md).
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
  /** Test seam: an axios instance with a custom adapter. */
  axiosInstance?: AxiosInstance;
};

export type ApiClient = {
  get: <T>(path: string, params?: object, options?: CallOptions) => Promise<T>;
  post: <T>(path: string, body?: object, options?: CallOptions) => Promise<T>;
  upload: <T>(path: string, form: FormData, options?: CallOptions) => Promise<T>;
  /**
   * The two legacy bind-email paths answer `{ type, message }`, not the envelope
   * (decisions.md): same headers and timeout, the answer handed back as it is; a network
   * failure or another shape is toasted as a server error and rejects.
   */
  postLegacy: (path: string, body: object) => Promise<LegacyAnswer>;
};

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' &&
  body !== null &&
  'code' in body &&
  typeof (body as { code: unknown }).code === 'number';

/**
 * The one HTTP client of the product (design.md §4). Every answer's envelope is handled here:
 * code 1 → data; 0 → error toast + ApiError('rejected'); 999 → session cleared, login-timeout
 * toast, login page; 996 → silent ApiError('ignored'); anything else → server-error toast.
 */
export const createApiClient = (deps: ApiClientDeps): ApiClient => {
  const http =
    deps.axiosInstance ?? axios.create({ baseURL: deps.baseURL, timeout: REQUEST_TIMEOUT_MS });

  http.interceptors.request.use((config) => {
    config.headers.set('lang', deps.getLang());
    const token = deps.getToken();
    if (token) config.headers.set('Authorization', token);
    else config.headers.delete('Authorization');
    return config;
  });

  const networkFailure = (): ApiError => {
    deps.toastError(deps.texts().serverError);
    return new ApiError('network', deps.texts().serverError);
  };

  const request = async <T>(
    config: AxiosRequestConfig,
    options: CallOptions,
    toastsSuccess: boolean,
  ): Promise<T> => {
    let body: unknown;
    try {
      const { onUploadProgress } = options;
      const response = await http.request({
        ...config,
        signal: options.signal,
        onUploadProgress: onUploadProgress
          ? (event) => onUploadProgress(event.total ? event.loaded / event.total : 0)
          : undefined,
      });
      body = response.data;
    } catch (error) {
      if (axios.isCancel(error)) throw new ApiError('ignored', 'cancelled');
      throw networkFailure();
    }
    if (!isEnvelope(body)) throw networkFailure();
    // The address service (spec 02 §7) names its text `message`, not `msg` (decisions.md).
    const text = body.msg || (body as { message?: unknown }).message;
    if (typeof text === 'string') body.msg = text;

    switch (body.code) {
      case API_CODE.ok:
        if (toastsSuccess && !options.silentSuccess && body.msg) deps.toastSuccess(body.msg);
        return (options.wholeBody ? body : body.data) as T;
      case API_CODE.loginRequired:
        deps.onLoginRequired();
        deps.toastError(deps.texts().loginTimeout);
        throw new ApiError('login-required', deps.texts().loginTimeout, body.code);
      case API_CODE.ignore:
        throw new ApiError('ignored', body.msg ?? '', body.code);
      case API_CODE.error: {
        const message = body.msg || deps.texts().serverError;
        if (!options.silentError) deps.toastError(message);
        throw new ApiError('rejected', message, body.code);
      }
      default:
        throw networkFailure();
    }
  };

  return {
    get: (path, params, options = {}) =>
      request({ method: 'GET', url: path, params }, options, false),
    post: (path, body, options = {}) =>
      request({ method: 'POST', url: path, data: body ?? {} }, options, true),
    upload: (path, form, options = {}) =>
      request({ method: 'POST', url: path, data: form }, options, true),
    postLegacy: async (path, body) => {
      let answer: unknown;
      try {
        answer = (await http.request({ method: 'POST', url: path, data: body })).data;
      } catch {
        throw networkFailure();
      }
      const legacy = answer as Partial<LegacyAnswer> | null;
      if (legacy?.type !== 'ok' && legacy?.type !== 'error') throw networkFailure();
      return { type: legacy.type, message: String(legacy.message ?? '') };
    },
  };
};
