import { createTestI18n } from '@exchange/shared/testing';
import {
  api,
  I18nProvider,
  type NewsCategory,
  type NewsItem,
  type Translator,
} from '@exchange/shared';
import { MemoryRouter } from '@exchange/shared/router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import publicTexts from '../locales/en.json';
import pageTexts from '../page-texts/locales/en.json';
import { PAGES_NAMESPACE } from '../page-texts/page-texts';
import { BookPage } from './book-page';

const texts = pageTexts.book;

let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n({ public: publicTexts, [PAGES_NAMESPACE]: pageTexts });
});

const article = (id: number, categoryId: number, title: string, body: string): NewsItem => ({
  id,
  category_id: categoryId,
  title,
  content: `<p>${body}</p>`,
  created_at: '2026-09-10 08:30:00',
  banner: '',
});

const ARTICLES: NewsItem[] = [
  article(11, 5, 'Fee schedule', 'Maker and taker fees of spot trading.'),
  article(12, 5, 'Spot trading guide', 'How a limit order rests on the book.'),
  article(21, 6, 'How to deposit', 'Send coins to your deposit address.'),
  article(22, 6, 'Reset a forgotten password', 'Use the code sent to your e-mail.'),
  article(31, 7, 'Privacy policy', 'What we keep and why.'),
  article(41, 2, 'Scheduled maintenance', 'Not a help article.'),
];

const CATEGORIES: NewsCategory[] = [
  { id: 2, name: 'Announcements', sort: 2 },
  { id: 5, name: 'Services', sort: 5 },
  { id: 6, name: 'Support', sort: 6 },
  { id: 7, name: 'Privacy policy', sort: 7 },
];

const answer = (categories: NewsCategory[], articles: NewsItem[]) =>
  ((path: string, params: { category_id?: number } = {}): Promise<unknown> => {
    if (path === 'news/categories') return Promise.resolve(categories);
    if (path === 'news/list') {
      const data = articles.filter((item) => item.category_id === params.category_id);
      return Promise.resolve({
        total: data.length,
        per_page: 50,
        last_page: 1,
        current_page: 1,
        data,
      });
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  }) as unknown as typeof api.get;

afterEach(() => jest.restoreAllMocks());

const renderPage = (): void => {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/book']}>
        <BookPage />
      </MemoryRouter>
    </I18nProvider>,
  );
};

const sectionTitles = (): string[] =>
  screen
    .getAllByTestId('help-section')
    .map((section) => within(section).getByRole('heading').textContent ?? '');
const articleTitles = (): string[] =>
  screen.getAllByTestId('help-article').map((link) => link.textContent ?? '');

describe('BookPage (help centre)', () => {
  it('groups the services, support and policy articles under their category names, linking to /notice', async () => {
    jest.spyOn(api, 'get').mockImplementation(answer(CATEGORIES, ARTICLES));
    renderPage();
    expect(screen.getByTestId('help-loading')).toBeInTheDocument();
    await screen.findAllByTestId('help-section');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.title);
    expect(sectionTitles()).toEqual(['Services', 'Support', 'Privacy policy']);
    expect(articleTitles()).not.toContain('Scheduled maintenance');
    expect(screen.getByText('How to deposit').closest('a')).toHaveAttribute(
      'href',
      '/notice?id=21&category_id=6',
    );
  });

  it('filters by every word of the search in title or text, and says when nothing matches', async () => {
    jest.spyOn(api, 'get').mockImplementation(answer(CATEGORIES, ARTICLES));
    renderPage();
    await screen.findAllByTestId('help-section');
    const search = screen.getByTestId('help-search');
    fireEvent.change(search, { target: { value: 'CODE e-mail' } });
    expect(articleTitles()).toEqual(['Reset a forgotten password']);
    expect(sectionTitles()).toEqual(['Support']);
    fireEvent.change(search, { target: { value: 'limit  order' } });
    expect(articleTitles()).toEqual(['Spot trading guide']);
    fireEvent.change(search, { target: { value: 'staking' } });
    expect(screen.queryAllByTestId('help-section')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No article matches “staking”.');
    fireEvent.change(search, { target: { value: '' } });
    expect(articleTitles()).toHaveLength(5);
  });

  it('leaves out a category with no article and says so when there is none at all', async () => {
    jest.spyOn(api, 'get').mockImplementation(answer(CATEGORIES, []));
    renderPage();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('offers a retry when the articles cannot be loaded', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation(() => Promise.reject(new Error('network')));
    renderPage();
    const retry = await screen.findByRole('button', { name: texts.retry });
    expect(screen.getByText(texts.failed)).toBeInTheDocument();
    get.mockImplementation(answer(CATEGORIES, ARTICLES));
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('help-section')).toHaveLength(3);
  });
});
