/**
 * Test helpers of the lever area (tests only). The api client and the live channel are
 * replaced; screens, i18n and the shared widgets are the real ones.
 */
import {
  api,
  notify,
  type Push,
  socket,
  Subject,
  type Toast,
  type Translator,
} from '@exchange/shared';
import { createTestI18n, flushPending, renderAtRoute } from '@exchange/shared/testing';
import { configure } from '@testing-library/react';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import leverTexts from '../locales/en.json';

// Page tests render MUI, the book and the chart at once: slow runners need a longer wait.
configure({ asyncUtilTimeout: 5000 });

export { leverTexts };
export const leverTestI18n = (): Promise<Translator> =>
  createTestI18n({ lever: leverTexts, common: commonTexts });
export const renderScreen = renderAtRoute;
export const flush = flushPending;

/** Pushes by topic: `send(topic, payload)` reaches whoever subscribed `socket.topic(topic)`. */
export const stubSocket = (): { send: (topic: string, payload: object) => void } => {
  const channels: Record<string, Subject<Push>> = {};
  const channel = (name: string): Subject<Push> => (channels[name] ??= new Subject<Push>());
  jest.spyOn(socket, 'topic').mockImplementation((name: string) => channel(name) as never);
  jest
    .spyOn(socket, 'connectionState$')
    .mockReturnValue(new Subject<never>().asObservable() as never);
  return { send: (name, payload) => channel(name).next({ topic: name, ...payload } as Push) };
};

type Reply = (params: Record<string, unknown>) => unknown;

/** GET and POST answered by path (a thrown error rejects); anything else rejects. */
export const stubApi = (
  routes: Record<string, Reply>,
): { get: jest.SpyInstance; post: jest.SpyInstance } => {
  const reply = async (path: string, params: unknown): Promise<unknown> => {
    const route = routes[path];
    if (!route) throw new Error(`no stub for ${path}`);
    return route((params ?? {}) as Record<string, unknown>);
  };
  return {
    get: jest.spyOn(api, 'get').mockImplementation(reply as never),
    post: jest.spyOn(api, 'post').mockImplementation(reply as never),
  };
};

/** The toasts shown while a test runs. */
export const watchToasts = (): {
  list: Toast[];
  texts: (severity: Toast['severity']) => string[];
} => {
  const list: Toast[] = [];
  notify.toasts$.subscribe((toast) => list.push(toast));
  return {
    list,
    texts: (severity) =>
      list.filter((toast) => toast.severity === severity).map((toast) => toast.message),
  };
};
