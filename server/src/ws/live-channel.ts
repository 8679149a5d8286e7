import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { ControlAnswer } from '@exchange/shared/contract';
import type { Session } from '../auth/tokens';
import { resolveLang, type Lang } from '../i18n/languages';
import { translate } from '../i18n/messages';
import type { Hub, HubClient } from './hub';
import { textFrame } from './text-frame';
import { classifyTopic } from './topics';

export const LIVE_CHANNEL_PATH = '/ws';
/** Control frames are tiny; anything bigger is not a client of ours. */
const MAX_FRAME_BYTES = 16 * 1024;
/** A client this far behind on reading is dropped instead of buffering without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * Turns a login frame's token into a session: the token store on the core (at once), the core
 * over HTTP on a gateway (docs/architecture.md#scale-out).
 */
export type SessionResolver = {
  resolve(token: string | undefined, lang: Lang): Session | null | Promise<Session | null>;
};

export type LiveChannelDeps = {
  server: Server;
  hub: Hub;
  tokens: SessionResolver;
  isKnownSymbol: (symbol: string) => boolean;
  idleTimeoutMs: number;
  log: FastifyBaseLogger;
};

export type LiveChannel = { close(): Promise<void> };

type ClientFrame = { type?: unknown; params?: unknown };

/**
 * The `/ws` live channel (docs/architecture.md#wire-contract): `ws` in noServer mode on Fastify's HTTP server, so
 * the API, the static files and the channel share one port. Frames are handled synchronously
 * in arrival order, so a `login` followed at once by a private `sub` sees the login.
 */
/**
 * Runs a connection's frames one after another: a frame that waits (a login a gateway checks with
 * the core) holds back the frames after it, so a private `sub` sent right after `login` still
 * sees the login. Frames that need no wait run at once, as before.
 */
function serialRunner(): (task: () => Promise<void> | undefined) => void {
  let tail: Promise<void> | null = null;
  return (task) => {
    if (tail === null) {
      const waiting = task();
      if (waiting === undefined) return;
      tail = waiting;
    } else {
      tail = tail.then(task);
    }
    const mine = tail;
    void mine
      .catch(() => undefined)
      .then(() => {
        if (tail === mine) tail = null;
      });
  };
}

export function attachLiveChannel(deps: LiveChannelDeps): LiveChannel {
  const { hub, tokens, log } = deps;
  // No compression: pushes are written to the socket as ready-made frames (see `framedPush`).
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  let nextId = 1;

  // The hub hands every subscriber of a push the same Buffer, one after another: its frame is
  // built for the first and reused for the rest.
  let lastPush: Buffer | null = null;
  let lastFrame: Buffer = Buffer.alloc(0);
  const framedPush = (push: Buffer): Buffer => {
    if (push !== lastPush) {
      lastPush = push;
      lastFrame = textFrame(push);
    }
    return lastFrame;
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_CHANNEL_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const lang = resolveLang(url.searchParams.get('lang') ?? request.headers.lang);
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, socket, lang));
  };
  deps.server.on('upgrade', onUpgrade);

  const lastSeen = new Map<WebSocket, number>();
  /** Open connections: a login answered after its socket closed must not bind it again. */
  const connected = new Set<HubClient>();

  /** `socket` is the connection `ws` runs on, for pushes written as whole frames. */
  function accept(ws: WebSocket, socket: Duplex, lang: Lang): void {
    const client: HubClient = {
      id: nextId++,
      userId: null,
      tokenHash: null,
      topics: new Set(),
      lang,
      send(text) {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
          log.warn({ client: this.id }, 'live channel client too slow, dropped');
          ws.terminate();
          return;
        }
        if (typeof text === 'string') {
          ws.send(text);
          return;
        }
        // A push: its frame goes straight to the socket. Frames cannot interleave with what ws
        // sends (control answers, pings, the close frame): ws writes each one synchronously
        // here, as nothing is compressed and no Blob is ever sent, and the readyState check
        // above keeps pushes from following a close frame.
        socket.write(framedPush(text));
      },
    };
    hub.add(client);
    connected.add(client);
    lastSeen.set(ws, Date.now());
    const answer = (body: ControlAnswer): void => client.send(JSON.stringify(body));
    const inOrder = serialRunner();

    ws.on('message', (data: RawData, isBinary: boolean) => {
      lastSeen.set(ws, Date.now());
      const text = isBinary ? '' : data.toString();
      inOrder(() => {
        if (text.trim() === 'ping') {
          client.send('pong');
          return undefined;
        }
        return handleFrame(client, text, lang, answer);
      });
    });
    ws.on('ping', () => lastSeen.set(ws, Date.now()));
    ws.on('close', () => {
      connected.delete(client);
      lastSeen.delete(ws);
      hub.remove(client);
    });
    ws.on('error', (error) => log.debug({ err: error }, 'live channel socket error'));
  }

  const login = (
    client: HubClient,
    session: Session | null,
    lang: Lang,
    answer: (body: ControlAnswer) => void,
  ): void => {
    if (!session) {
      hub.unbind(client);
      answer({ type: 'login', ok: false, msg: translate(lang, 'sessionExpired') });
      return;
    }
    hub.bind(client, session.userId, session.tokenHash);
    answer({ type: 'login', ok: true });
  };

  function handleFrame(
    client: HubClient,
    text: string,
    lang: Lang,
    answer: (body: ControlAnswer) => void,
  ): Promise<void> | undefined {
    let frame: ClientFrame;
    try {
      const parsed: unknown = JSON.parse(text);
      frame = typeof parsed === 'object' && parsed !== null ? (parsed as ClientFrame) : {};
    } catch {
      frame = {};
    }
    const params = typeof frame.params === 'string' ? frame.params.trim() : undefined;
    switch (frame.type) {
      case 'login': {
        const session = tokens.resolve(params, lang);
        if (!(session instanceof Promise)) {
          login(client, session, lang, answer);
          return undefined;
        }
        // A gateway asks the core: later frames of this connection wait (serialRunner).
        return session.then(
          (resolved) => {
            if (connected.has(client)) login(client, resolved, lang, answer);
          },
          (error: unknown) => {
            log.warn({ err: error }, 'live channel login could not reach the core');
            if (connected.has(client)) login(client, null, lang, answer);
          },
        );
      }
      case 'logout':
        hub.unbind(client);
        answer({ type: 'logout', ok: true });
        return undefined;
      case 'sub': {
        if (!params) break;
        const served = classifyTopic(params, deps.isKnownSymbol);
        if (served === null) {
          answer({
            type: 'sub',
            ok: false,
            params,
            msg: translate(lang, 'unknownTopic', { topic: params }),
          });
          return undefined;
        }
        if (served.kind === 'private' && client.userId === null) {
          answer({
            type: 'sub',
            ok: false,
            params,
            msg: translate(lang, 'topicNeedsLogin', { topic: params }),
          });
          return undefined;
        }
        hub.subscribe(client, served.topic);
        // The canonical name is said only when it differs from what was sent.
        const renamed = served.topic === params ? {} : { topic: served.topic };
        answer({ type: 'sub', ok: true, params, ...renamed });
        return undefined;
      }
      case 'unsub': {
        if (!params) break;
        const topic = classifyTopic(params, deps.isKnownSymbol)?.topic ?? params;
        hub.unsubscribe(client, topic);
        answer({ type: 'unsub', ok: true, params, ...(topic === params ? {} : { topic }) });
        return undefined;
      }
      default:
        break;
    }
    answer({ type: 'error', ok: false, msg: translate(lang, 'unknownFrame') });
    return undefined;
  }

  // Connections that stopped talking (no ping for idleTimeoutMs) are closed: their client is
  // gone or stuck, and a live client reconnects on its own.
  const sweepEvery = Math.max(20, Math.min(5000, Math.floor(deps.idleTimeoutMs / 4)));
  const sweeper = setInterval(() => {
    const deadline = Date.now() - deps.idleTimeoutMs;
    for (const [ws, seen] of lastSeen) {
      if (seen < deadline) {
        lastSeen.delete(ws);
        ws.close(4000, 'idle timeout');
        setTimeout(() => ws.terminate(), 1000).unref();
      }
    }
  }, sweepEvery);
  sweeper.unref();

  return {
    close() {
      clearInterval(sweeper);
      deps.server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          for (const ws of wss.clients) ws.terminate();
        }, 1000);
        wss.close(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
