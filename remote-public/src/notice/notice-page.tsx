import { type NewsItem, useRequest, useTranslation } from '@exchange/shared';
import { useLocation, useSearchParams } from '@exchange/shared/router';
import { Box, Skeleton, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { fetchArticle, fetchNewsCategories, fetchNoticeList } from './notice-api';
import { NoticeArticle, type ArticleView } from './notice-article';
import { NoticeList } from './notice-list';
import {
  articleSource,
  DEFAULT_NOTICE_CATEGORY,
  isPicked,
  noticeParams,
  parseNoticeQuery,
  PICKED_STATE,
} from './notice-rule';
import { PAGES_NAMESPACE } from '../page-texts/page-texts';

/** /notice?id=..&category_id=.. (docs/product.md#public-and-spot-screens "News page"): titles left, the article right. */
export const NoticePage = (): ReactElement => {
  const { t, i18n } = useTranslation(PAGES_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const query = parseNoticeQuery(params);
  const source = articleSource(query, isPicked(location.state));
  const articleId = source.kind === 'byId' ? source.id : null;

  const article = useRequest(
    () => (articleId === null ? Promise.resolve(null) : fetchArticle(articleId)),
    [articleId],
  );
  const found = article.status === 'ready' && article.data?.found ? article.data.article : null;
  // Without category_id the article's own category fills the list (once it is known).
  const waitingForCategory =
    query.categoryId === null && articleId !== null && article.status === 'loading';
  const categoryId =
    query.categoryId ?? found?.category_id ?? (waitingForCategory ? null : DEFAULT_NOTICE_CATEGORY);

  const list = useRequest(
    () => (categoryId === null ? Promise.resolve([]) : fetchNoticeList(categoryId)),
    [categoryId],
  );
  const listStatus = categoryId === null ? 'loading' : list.status;
  const items = listStatus === 'ready' ? (list.data ?? []) : [];

  // Category names come from the server in the page language: asked again when it changes.
  const categories = useRequest(fetchNewsCategories, [i18n.language]);
  const categoryName = categories.data?.find((category) => category.id === categoryId)?.name;

  let view: ArticleView;
  if (source.kind === 'missing') view = { kind: 'missing' };
  else if (source.kind === 'byId') {
    if (article.status === 'loading') view = { kind: 'loading' };
    else if (article.status === 'failed') view = { kind: 'failed', retry: article.reload };
    else view = found ? { kind: 'ready', article: found } : { kind: 'missing' };
  } else if (listStatus === 'loading') view = { kind: 'loading' };
  else if (listStatus === 'failed') view = { kind: 'failed', retry: list.reload };
  else view = items[0] ? { kind: 'ready', article: items[0] } : { kind: 'none' };

  const selectedId = view.kind === 'ready' ? view.article.id : articleId;
  // A push, not a replace: back returns to the article read before.
  const pick = (item: NewsItem): void =>
    setParams(noticeParams(item.id, categoryId ?? item.category_id), { state: PICKED_STATE });

  return (
    <Box data-testid="notice-page">
      <Typography variant="h4" component="h1" data-testid="notice-category" sx={{ mb: 2 }}>
        {categoryName ??
          (categories.status === 'loading' ? <Skeleton width={200} /> : t('notice.title'))}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="aside"
          sx={{ borderRight: { md: 1 }, borderColor: { md: 'divider' }, pr: { md: 2 } }}
        >
          <NoticeList
            status={listStatus}
            items={items}
            selectedId={selectedId}
            onPick={pick}
            onRetry={list.reload}
          />
        </Box>
        <NoticeArticle view={view} />
      </Box>
    </Box>
  );
};
