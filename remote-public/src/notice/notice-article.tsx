import { type NewsItem, useTranslation } from '@exchange/shared';
import { SafeHtml } from '@exchange/shared/safe-html';
import { Alert, AlertTitle, Box, Button, Skeleton, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { newsDate } from './notice-rule';
import { PAGES_NAMESPACE } from '../page-texts/page-texts';

/** What the right side shows. */
export type ArticleView =
  | { kind: 'loading' }
  | { kind: 'ready'; article: NewsItem }
  | { kind: 'missing' }
  | { kind: 'failed'; retry: () => void }
  /** The category has no article: the list already says so. */
  | { kind: 'none' };

/** Right column: title, sanitized body and date of the selected article. */
export const NoticeArticle = ({ view }: { view: ArticleView }): ReactElement | null => {
  const { t } = useTranslation(PAGES_NAMESPACE);
  switch (view.kind) {
    case 'loading':
      return (
        <Box data-testid="notice-article-loading" aria-busy="true">
          <Skeleton variant="text" height={44} width="70%" />
          <Skeleton variant="text" width={160} />
          <Skeleton variant="rectangular" height={220} sx={{ mt: 2 }} />
        </Box>
      );
    case 'missing':
      return (
        <Alert severity="info" data-testid="notice-not-found">
          <AlertTitle>{t('notice.notFoundTitle')}</AlertTitle>
          {t('notice.notFound')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          data-testid="notice-article-failed"
          action={
            <Button color="inherit" size="small" onClick={view.retry}>
              {t('notice.retry')}
            </Button>
          }
        >
          {t('notice.articleFailed')}
        </Alert>
      );
    case 'none':
      return null;
    case 'ready': {
      const { article } = view;
      const date = newsDate(article.created_at);
      return (
        <Box
          component="article"
          data-testid="notice-article"
          aria-labelledby="notice-article-title"
        >
          <Typography variant="h5" component="h2" id="notice-article-title">
            {article.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            <time dateTime={date.iso}>{t('notice.published', { date: date.text })}</time>
          </Typography>
          <SafeHtml
            html={article.content}
            data-testid="notice-body"
            sx={{
              mt: 2,
              lineHeight: 1.7,
              overflowWrap: 'anywhere',
              '& img': { maxWidth: '100%', height: 'auto' },
              '& table': { maxWidth: '100%' },
            }}
          />
        </Box>
      );
    }
  }
};
