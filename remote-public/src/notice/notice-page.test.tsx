import { createTestI18n } from '@exchange/shared/testing';
import {
  api,
  ApiError,
  type NewsCategory,
  type NewsItem,
  I18nProvider,
  type Translator,
} from '@exchange/shared';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigationType,
} from '@exchange/shared/router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import publicTexts from '../locales/en.json';
import pageTexts from '../page-texts/locales/en.json';
import { PAGES_NAMESPACE } from '../page-texts/page-texts';
import { NoticePage } from './notice-page';

const texts = pageTexts.notice;

let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n({ public: publicTexts, [PAGES_NAMESPACE]: pageTexts });
});

const article = (id: number, categoryId: number, title: string): NewsItem => ({
  id,
  category_id: categoryId,
  title,
  content: `<p>Body of ${title}</p><script>window.__pwned = true</script>`,
  created_at: `2026-09-${String(10 + id).padStart(2, '0')} 08:30:00`,
  banner: '',
});

const ARTICLES: NewsItem[] = [
  article(4, 2, 'Maintenance on Sunday'),
  article(5, 2, 'New listing: TRX/USDT'),
  article(6, 2, 'Phishing warning'),
  article(24, 7, 'Privacy policy'),
  article(25, 7, 'Cookie policy'),
  article(31, 3, 'Welcome notice'),
];

const CATEGORIES: NewsCategory[] = [
  { id: 2, name: 'Announcements', sort: 2 },
  { id: 3, name: 'Home notices', sort: 3 },
  { id: 7, name: 'Privacy policy', sort: 7 },
  { id: 8, name: 'Empty corner', sort: 8 },
];

type Params = { id?: number; category_id?: number; limit?: number };

/** A fake server answering the three news calls like the real one (unknown id: code 0). */
const fakeGet = (path: string, params: Params = {}): Promise<unknown> => {
  switch (path) {
    case 'news/categories':
      return Promise.resolve(CATEGORIES);
    case 'news/list': {
      const data = ARTICLES.filter((item) => item.category_id === params.category_id);
      return Promise.resolve({
        total: data.length,
        per_page: 50,
        last_page: 1,
        current_page: 1,
        data,
      });
    }
    case 'news/info': {
      const found = ARTICLES.find((item) => item.id === params.id);
      return found
        ? Promise.resolve(found)
        : Promise.reject(new ApiError('rejected', 'Article not found', 0));
    }
    default:
      return Promise.reject(new Error(`unexpected ${path}`));
  }
};

let get: jest.SpyInstance;

beforeEach(() => {
  get = jest.spyOn(api, 'get').mockImplementation(fakeGet as unknown as typeof api.get);
});

afterEach(() => {
  jest.restoreAllMocks();
});

const LocationProbe = (): ReactElement => {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-navigation={navigationType}>
      {location.pathname}
      {location.search}
    </output>
  );
};

const renderAt = (url: string): ReturnType<typeof render> =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/notice"
            element={
              <>
                <NoticePage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );

const shownArticle = async (): Promise<HTMLElement> => screen.findByTestId('notice-article');
const articleTitle = async (): Promise<string> =>
  within(await shownArticle()).getByRole('heading').textContent ?? '';
const infoCalls = (): unknown[][] => get.mock.calls.filter(([path]) => path === 'news/info');

describe('NoticePage', () => {
  it('shows the article of the id, its sanitized body, date and the category name', async () => {
    renderAt('/notice?id=5&category_id=2');
    expect(screen.getByTestId('notice-article-loading')).toBeInTheDocument();
    expect(await articleTitle()).toBe('New listing: TRX/USDT');
    const body = screen.getByTestId('notice-body');
    expect(body).toHaveTextContent('Body of New listing: TRX/USDT');
    expect(body.querySelector('script')).toBeNull();
    expect(screen.getByText('Published 2026-09-15 08:30 UTC')).toHaveAttribute(
      'datetime',
      '2026-09-15T08:30:00Z',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Announcements');
    expect(get).toHaveBeenCalledWith('news/info', { id: 5 }, { silentError: true });
    expect(get).toHaveBeenCalledWith('news/list', { category_id: 2, limit: 50 });
  });

  it('lists the titles of the category and marks the shown one', async () => {
    renderAt('/notice?id=5&category_id=2');
    const list = await screen.findByRole('navigation', { name: texts.listLabel });
    const titles = within(list).getAllByTestId('notice-title');
    expect(titles.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Maintenance on Sunday'),
      expect.stringContaining('New listing: TRX/USDT'),
      expect.stringContaining('Phishing warning'),
    ]);
    await shownArticle();
    expect(titles[1]).toHaveAttribute('aria-current', 'page');
    expect(titles[0]).not.toHaveAttribute('aria-current');
  });

  it('category 7 shows its first article even when the id points elsewhere', async () => {
    renderAt('/notice?id=25&category_id=7');
    expect(await articleTitle()).toBe('Privacy policy');
    expect(infoCalls()).toEqual([]);
    const titles = screen.getAllByTestId('notice-title');
    expect(titles[0]).toHaveAttribute('aria-current', 'page');
    expect(titles[1]).not.toHaveAttribute('aria-current');
  });

  it('category 7 with an id that is no article (register link, id 0) shows its first article', async () => {
    renderAt('/notice?category_id=7&id=0');
    expect(await articleTitle()).toBe('Privacy policy');
    expect(screen.queryByTestId('notice-not-found')).not.toBeInTheDocument();
  });

  it('without an id shows the first article of the category', async () => {
    renderAt('/notice?category_id=2');
    expect(await articleTitle()).toBe('Maintenance on Sunday');
  });

  it('an unknown id shows a clear message, not a blank page, and no error toast', async () => {
    renderAt('/notice?id=999&category_id=2');
    const message = await screen.findByTestId('notice-not-found');
    expect(message).toHaveTextContent(texts.notFoundTitle);
    expect(message).toHaveTextContent(texts.notFound);
    expect(get).toHaveBeenCalledWith('news/info', { id: 999 }, { silentError: true });
    // The list stays usable.
    expect(await screen.findAllByTestId('notice-title')).toHaveLength(3);
  });

  it('a malformed id shows the message without asking the server', async () => {
    renderAt('/notice?id=abc&category_id=2');
    expect(await screen.findByTestId('notice-not-found')).toBeInTheDocument();
    expect(infoCalls()).toEqual([]);
  });

  it('clicking a title loads it and pushes ?id=..&category_id=.. to the URL', async () => {
    renderAt('/notice?id=4&category_id=2');
    expect(await articleTitle()).toBe('Maintenance on Sunday');
    fireEvent.click(screen.getByText('Phishing warning'));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/notice?id=6&category_id=2');
    expect(location).toHaveAttribute('data-navigation', 'PUSH');
    expect(await articleTitle()).toBe('Phishing warning');
    expect(get).toHaveBeenLastCalledWith('news/info', { id: 6 }, { silentError: true });
    expect(screen.getAllByTestId('notice-title')[2]).toHaveAttribute('aria-current', 'page');
  });

  it('clicking a title in category 7 shows the clicked article', async () => {
    renderAt('/notice?category_id=7');
    expect(await articleTitle()).toBe('Privacy policy');
    fireEvent.click(screen.getByText('Cookie policy'));
    expect(screen.getByTestId('location')).toHaveTextContent('/notice?id=25&category_id=7');
    expect(await screen.findByRole('heading', { name: 'Cookie policy', level: 2 })).toBeVisible();
  });

  it('shows an empty state when the category has no articles', async () => {
    renderAt('/notice?category_id=8');
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Empty corner');
    expect(screen.queryByTestId('notice-article')).not.toBeInTheDocument();
  });

  it("without category_id lists the article's own category", async () => {
    renderAt('/notice?id=25');
    expect(await articleTitle()).toBe('Cookie policy');
    expect(await screen.findAllByTestId('notice-title')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('news/list', { category_id: 7, limit: 50 });
  });

  it('offers a retry when the article cannot be loaded', async () => {
    get.mockImplementation(((path: string, params?: Params) =>
      path === 'news/info'
        ? Promise.reject(new ApiError('network', 'Server error'))
        : fakeGet(path, params)) as unknown as typeof api.get);
    renderAt('/notice?id=5&category_id=2');
    const failed = await screen.findByTestId('notice-article-failed');
    get.mockImplementation(fakeGet as unknown as typeof api.get);
    fireEvent.click(within(failed).getByRole('button', { name: texts.retry }));
    expect(await articleTitle()).toBe('New listing: TRX/USDT');
  });
});
