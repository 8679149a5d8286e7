/**
 * Test double for the browser's XMLHttpRequest (tests only, never imported by a screen). It
 * records what the transport set and sent, and answers when the test says so, or at once through
 * `autoAnswer`. Like a browser it gives up after `timeout` ms, and `abort()` fires `onabort`.
 */
export class FakeXhr {
  /** Every request created since `installFakeXhr`, oldest first. */
  static created: FakeXhr[] = [];
  /** When set, each request is answered with this as soon as it is sent. */
  static autoAnswer: { status: number; text: string } | null = null;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  timeout = 0;
  sent = false;
  status = 0;
  /** '' (text) or what the transport asked for, e.g. 'blob'. */
  responseType = '';
  /** The body as `responseType` asks: the text, or a Blob. */
  response: unknown = '';
  private text = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  readonly upload: {
    onprogress: ((event: { loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    FakeXhr.created.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    this.sent = true;
    if (this.timeout > 0) this.timer = setTimeout(() => this.ontimeout?.(), this.timeout);
    const auto = FakeXhr.autoAnswer;
    if (auto) queueMicrotask(() => this.answer(auto.status, auto.text));
  }

  /** Like a browser: a request that asked for a blob has no responseText. */
  get responseText(): string {
    if (this.responseType !== '' && this.responseType !== 'text') {
      throw new Error(`responseText is not available for responseType '${this.responseType}'`);
    }
    return this.text;
  }

  abort(): void {
    clearTimeout(this.timer);
    this.onabort?.();
  }

  /** The server answers (any status). */
  answer(status: number, text: string): void {
    clearTimeout(this.timer);
    this.status = status;
    this.text = text;
    this.response = this.responseType === 'blob' ? new Blob([text]) : text;
    this.onload?.();
  }

  /** The server answers a blob request with these bytes (any status). */
  answerBlob(status: number, blob: Blob): void {
    clearTimeout(this.timer);
    this.status = status;
    this.response = blob;
    this.onload?.();
  }

  /** The connection fails without an answer. */
  failNetwork(): void {
    clearTimeout(this.timer);
    this.onerror?.();
  }

  /** The browser reports upload progress. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ loaded, total });
  }
}

/** Puts FakeXhr in place of the global XMLHttpRequest; `restore` puts the real one back. */
export const installFakeXhr = (): { restore: () => void } => {
  const original = globalThis.XMLHttpRequest;
  FakeXhr.created = [];
  FakeXhr.autoAnswer = null;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
};
