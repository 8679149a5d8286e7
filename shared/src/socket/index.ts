import { session } from '../session/session-store';
import { SocketBus } from './socket-bus';

export * from './socket-bus';

const socketUrl = (): string => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws`;
};

/** The page's one live channel, shared by the shell and every area. */
export const socket = new SocketBus({
  url: socketUrl,
  createSocket: (url) => new WebSocket(url),
  token$: session.token$(),
});
