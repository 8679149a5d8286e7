import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam } from '../http/params';
import { createNewsRepo } from './news-repo';

export const NEWS_PAGE_SIZE = 10;
export const NEWS_MAX_PAGE_SIZE = 50;

export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const news = createNewsRepo(ctx.db);

  apiRoute(app, 'GET', 'news/categories', ({ lang }) => ok(news.categories(lang)));

  apiRoute(app, 'GET', 'news/list', ({ params, lang }) => {
    const categoryId = intParam(params, 'category_id', { min: 1 });
    const page = intParam(params, 'page', { fallback: 1, min: 1 });
    const limit = intParam(params, 'limit', {
      fallback: NEWS_PAGE_SIZE,
      min: 1,
      clampMax: NEWS_MAX_PAGE_SIZE,
    });
    return ok(news.page(categoryId, page, limit, lang));
  });

  apiRoute(app, 'GET', 'news/info', ({ params, lang }) => {
    const item = news.find(intParam(params, 'id'), lang);
    if (!item) throw new ApiError('articleNotFound');
    return ok(item);
  });

  apiRoute(app, 'GET', 'news/system_notify', ({ lang }) =>
    ok(news.latestSystemNotify(lang) ?? { title: '', content: '' }),
  );
}
