import { createTestI18n } from '@exchange/shared/testing';
import {
  API_PATH,
  api,
  clearHeadStart,
  I18nProvider,
  NEWS_CATEGORY,
  type Translator,
} from '@exchange/shared';
import { MemoryRouter } from '@exchange/shared/router';
import { act, render, screen } from '@testing-library/react';
import publicTexts from '../locales/en.json';
import { HomeScreen } from './home-screen';

let i18n: Translator;
let get: jest.SpyInstance;
let warmed: string[];

const BANNER = '/uploads/banners/spot-trading.svg';

beforeAll(async () => {
  i18n = await createTestI18n({ public: publicTexts });
});

beforeEach(() => {
  clearHeadStart();
  warmed = [];
  // The head start warms the banner through an Image; jsdom loads nothing, so record the address.
  jest.spyOn(window, 'Image').mockImplementation(() => {
    const image = document.createElement('img');
    Object.defineProperty(image, 'src', { set: (url: string) => warmed.push(url) });
    return image;
  });
  get = jest.spyOn(api, 'get').mockImplementation((path: string, params?: unknown) => {
    const category = (params as { category_id?: number } | undefined)?.category_id;
    if (path === API_PATH.newsList && category === NEWS_CATEGORY.banners) {
      return Promise.resolve({
        data: [{ id: 1, category_id: 1, title: 'Spot trading', banner: BANNER }],
      });
    }
    if (path === API_PATH.newsList) return Promise.resolve({ data: [] });
    if (path === API_PATH.currencyMatches) return Promise.resolve([]);
    return Promise.resolve({});
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

const bannerRequests = (): number =>
  get.mock.calls.filter(
    ([path, params]) =>
      path === API_PATH.newsList &&
      (params as { category_id: number }).category_id === NEWS_CATEGORY.banners,
  ).length;

describe('HomeScreen', () => {
  it('asks for the banners, notices, settings and pairs while rendering, before any effect of the page runs', () => {
    // Rendered after the screen in the same pass: what was asked by then was not asked by an
    // effect (effects run after the whole pass).
    let askedBeforeEffects: unknown[][] = [];
    const Probe = (): null => {
      askedBeforeEffects = get.mock.calls.map((call: unknown[]) => [...call]);
      return null;
    };
    const view = render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <HomeScreen />
          <Probe />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(askedBeforeEffects).toEqual(
      expect.arrayContaining([
        [API_PATH.newsList, { category_id: NEWS_CATEGORY.banners, limit: 10 }],
        [API_PATH.newsList, { category_id: NEWS_CATEGORY.homeNotices, limit: 5 }],
        [API_PATH.setting],
        [API_PATH.currencyMatches],
      ]),
    );
    view.unmount();
  });

  it('warms the first banner image and the page uses the early answers, asking nothing twice', async () => {
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <HomeScreen />
          </MemoryRouter>
        </I18nProvider>,
      );
    });
    expect(await screen.findByRole('img', { name: 'Spot trading' })).toHaveAttribute('src', BANNER);
    // Warmed by the head start, then read again (from the cache) by the banner's colour bands.
    expect(warmed).toEqual([BANNER, BANNER]);
    expect(bannerRequests()).toBe(1);
    expect(get.mock.calls.filter(([path]) => path === API_PATH.setting)).toHaveLength(1);
    expect(get.mock.calls.filter(([path]) => path === API_PATH.currencyMatches)).toHaveLength(1);
  });
});
