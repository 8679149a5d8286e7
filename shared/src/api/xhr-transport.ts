/**
 * One HTTP exchange as the api client builds it: the URL is complete (base, path and query) and
 * the body already encoded (JSON text, or a FormData the browser encodes as multipart).
 */
export type HttpRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** Milliseconds before the request is given up. */
  timeout: number;
  signal?: AbortSignal;
  /** The share of the body sent so far, 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  /** 'blob': the body is kept as bytes (an image), answered in `blob`; text otherwise. */
  responseType?: 'blob';
};

/**
 * Whatever the server answered, any status; the client judges the status and the body. A
 * `responseType: 'blob'` request answers its body in `blob` and an empty `text`.
 */
export type HttpResponse = { status: number; text: string; blob?: Blob };

export type HttpFailureReason = 'network' | 'timeout' | 'cancelled';

/** No answer at all: the network failed, the timeout passed, or the caller's signal aborted. */
export class HttpFailure extends Error {
  readonly reason: HttpFailureReason;

  constructor(reason: HttpFailureReason) {
    super(reason);
    this.name = 'HttpFailure';
    this.reason = reason;
  }
}

export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

/**
 * The browser's XMLHttpRequest, the only transport the product needs: it is what axios used
 * underneath, and unlike fetch it reports upload progress (issue 10: axios cost ~13 KB gzip).
 */
export const xhrTransport: Transport = (request) =>
  new Promise((resolve, reject) => {
    const { signal, onUploadProgress } = request;
    if (signal?.aborted) {
      reject(new HttpFailure('cancelled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = (): void => xhr.abort();
    const settle = (): void => signal?.removeEventListener('abort', onAbort);
    const fail = (reason: HttpFailureReason) => (): void => {
      settle();
      reject(new HttpFailure(reason));
    };
    xhr.open(request.method, request.url);
    xhr.timeout = request.timeout;
    if (request.responseType) xhr.responseType = request.responseType;
    for (const [name, value] of Object.entries(request.headers)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.onload = (): void => {
      settle();
      // A blob request has no responseText (reading it throws).
      resolve(
        request.responseType === 'blob'
          ? { status: xhr.status, text: '', blob: xhr.response as Blob }
          : { status: xhr.status, text: xhr.responseText },
      );
    };
    xhr.onerror = fail('network');
    xhr.ontimeout = fail('timeout');
    xhr.onabort = fail('cancelled');
    // Only when asked: an upload listener makes a cross-origin request preflighted.
    if (onUploadProgress) {
      xhr.upload.onprogress = (event): void =>
        onUploadProgress(event.total ? event.loaded / event.total : 0);
    }
    signal?.addEventListener('abort', onAbort);
    xhr.send(request.body ?? null);
  });
