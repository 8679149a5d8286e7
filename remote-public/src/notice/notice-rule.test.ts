import {
  articleSource,
  DEFAULT_NOTICE_CATEGORY,
  isPicked,
  newsDate,
  NOTICE_LIST_LIMIT,
  noticeParams,
  parseNoticeQuery,
  PICKED_STATE,
} from './notice-rule';

const query = (search: string): ReturnType<typeof parseNoticeQuery> =>
  parseNoticeQuery(new URLSearchParams(search));

describe('parseNoticeQuery', () => {
  it('reads id and category_id as numbers', () => {
    expect(query('?id=12&category_id=2')).toEqual({ id: 12, categoryId: 2 });
    expect(query('?id=0&category_id=7')).toEqual({ id: 0, categoryId: 7 });
  });

  it('treats missing values as null and a malformed id as invalid', () => {
    expect(query('')).toEqual({ id: null, categoryId: null });
    expect(query('?id=&category_id=')).toEqual({ id: null, categoryId: null });
    expect(query('?id=abc&category_id=x')).toEqual({ id: 'invalid', categoryId: null });
    expect(query('?id=-3')).toEqual({ id: 'invalid', categoryId: null });
  });
});

describe('articleSource', () => {
  it('category 7 shows its first article whatever the id says', () => {
    expect(articleSource(query('?id=25&category_id=7'), false)).toEqual({ kind: 'first' });
    expect(articleSource(query('?id=0&category_id=7'), false)).toEqual({ kind: 'first' });
    expect(articleSource(query('?id=abc&category_id=7'), false)).toEqual({ kind: 'first' });
    expect(articleSource(query('?category_id=7'), false)).toEqual({ kind: 'first' });
  });

  it('a title clicked in category 7 is shown', () => {
    expect(articleSource(query('?id=25&category_id=7'), true)).toEqual({ kind: 'byId', id: 25 });
  });

  it('other categories show the article of the id', () => {
    expect(articleSource(query('?id=5&category_id=2'), false)).toEqual({ kind: 'byId', id: 5 });
    expect(articleSource(query('?id=5'), false)).toEqual({ kind: 'byId', id: 5 });
  });

  it('without an id the first article of the category is shown', () => {
    expect(articleSource(query('?category_id=2'), false)).toEqual({ kind: 'first' });
    expect(articleSource(query(''), false)).toEqual({ kind: 'first' });
  });

  it('a malformed id is a missing article, never sent to the server', () => {
    expect(articleSource(query('?id=abc&category_id=2'), false)).toEqual({ kind: 'missing' });
  });
});

describe('links and history state', () => {
  it('writes id first, then category_id', () => {
    expect(noticeParams(5, 2).toString()).toBe('id=5&category_id=2');
  });

  it('recognises only the picked state', () => {
    expect(isPicked(PICKED_STATE)).toBe(true);
    expect(isPicked(null)).toBe(false);
    expect(isPicked({ picked: 'yes' })).toBe(false);
    expect(isPicked(undefined)).toBe(false);
  });

  it('loads up to 50 titles, home notices when no category is named', () => {
    expect(NOTICE_LIST_LIMIT).toBe(50);
    expect(DEFAULT_NOTICE_CATEGORY).toBe(3);
  });
});

describe('newsDate', () => {
  it('reads the server UTC time', () => {
    expect(newsDate('2026-09-23 00:55:40')).toEqual({
      iso: '2026-09-23T00:55:40Z',
      day: '2026-09-23',
      text: '2026-09-23 00:55',
    });
  });

  it('passes anything else through unchanged', () => {
    expect(newsDate('yesterday')).toEqual({
      iso: 'yesterday',
      day: 'yesterday',
      text: 'yesterday',
    });
  });
});
