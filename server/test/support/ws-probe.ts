import WebSocket from 'ws';

/** A live-channel client for tests: buffers every frame and waits for the ones asked for. */
export class WsProbe {
  readonly frames: string[] = [];
  /** Arrival time (ms) of each frame, same index as `frames`. */
  readonly arrivals: number[] = [];
  private cursor = 0;
  private waiters: Array<() => void> = [];
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(data.toString());
      this.arrivals.push(Date.now());
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static open(url: string): Promise<WsProbe> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const probe = new WsProbe(socket);
      socket.once('open', () => resolve(probe));
      socket.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame (after the ones already taken) that matches, as parsed JSON or raw text. */
  async next<T = Record<string, unknown>>(
    match: (frame: T) => boolean = () => true,
    timeoutMs = 3000,
    raw = false,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.frames.length) {
        const text = this.frames[this.cursor++];
        let value: unknown = text;
        if (!raw) {
          try {
            value = JSON.parse(text);
          } catch {
            continue;
          }
        }
        if (match(value as T)) return value as T;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.closed) throw new Error(`no matching frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Frames of one push type received from now on, for `ms` milliseconds. */
  async collect(type: string, ms: number): Promise<Array<Record<string, unknown>>> {
    const start = this.frames.length;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.frames
      .slice(start)
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((frame) => frame.type === type && !('ok' in frame));
  }

  /** Skips everything received so far. */
  drain(): void {
    this.cursor = this.frames.length;
  }

  waitClosed(timeoutMs = 3000): Promise<{ code: number; reason: string }> {
    return new Promise((resolve, reject) => {
      if (this.closed) return resolve(this.closed);
      const timer = setTimeout(() => reject(new Error('socket did not close')), timeoutMs);
      this.socket.once('close', (code, reason) => {
        clearTimeout(timer);
        resolve({ code, reason: reason.toString() });
      });
    });
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
