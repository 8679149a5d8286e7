import { api, notify, type Subscription, type Toast, type Translator } from '@exchange/shared';
import type { ChartEngine } from '@exchange/shared/trading';
import { createTestI18n } from '@exchange/shared/testing';
import { configure } from '@testing-library/react';
// The package exports no locale files; tests read shared's English texts from its source.
import common from '../../../shared/src/i18n/locales/en.json';
import spot from '../locales/en.json';

// Whole-page tests render MUI, the book and the chart at once: on a busy 2-core runner the
// default 1 s wait for async UI is too short.
configure({ asyncUtilTimeout: 5000 });

/** English `spot` + `common` texts for component tests. */
export const spotTestI18n = (): Promise<Translator> => createTestI18n({ spot, common });

export { common as commonTexts, spot as spotTexts };

export { fakeSocket, type FakeSocket } from '@exchange/shared/testing';

type Handler = (params: Record<string, unknown>) => unknown;

/**
 * `api.get` / `api.post` answered per path; an unknown path rejects like a refused call.
 * Returns the spies so tests can check what was sent.
 */
export const fakeApi = (
  get: Record<string, Handler>,
  post: Record<string, Handler> = {},
): { get: jest.SpyInstance; post: jest.SpyInstance } => {
  const answer = (
    handlers: Record<string, Handler>,
    path: string,
    params: unknown,
  ): Promise<unknown> => {
    const handler = handlers[path];
    if (!handler) return Promise.reject(new Error(`unexpected call ${path}`));
    try {
      return Promise.resolve(handler((params ?? {}) as Record<string, unknown>));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return {
    get: jest
      .spyOn(api, 'get')
      .mockImplementation((path, params) => answer(get, path, params) as never),
    post: jest
      .spyOn(api, 'post')
      .mockImplementation((path, body) => answer(post, path, body) as never),
  };
};

/** Collects toasts pushed while a test runs. */
export const collectToasts = (): { toasts: Toast[]; stop: Subscription } => {
  const toasts: Toast[] = [];
  const stop = notify.toasts$.subscribe((toast) => toasts.push(toast));
  return { toasts, stop };
};

/** A chart engine that records options instead of drawing. */
export const fakeChartEngine = (): { engine: ChartEngine; options: object[] } => {
  const options: object[] = [];
  return {
    options,
    engine: {
      init: () => ({
        setOption: (option) => options.push(option),
        resize: () => undefined,
        dispose: () => undefined,
      }),
    },
  };
};

/** Lets one animation frame pass (the feeds hand over state once per frame). */
export const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve()));
