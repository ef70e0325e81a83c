import {
  newsArticle,
  newsItem,
  newsListQuery,
  newsPage,
  newsParams,
  newsSearchQuery,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { getNews, listNews, searchNews } from './news.service.ts';

const tags = ['news'];

/** Public: visitors read news without an account (page /pages/news/detail). */
export const newsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/news',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: newsListQuery,
        response: { 200: envelope(newsPage), ...failures },
      },
    },
    async (request) => ({ data: await listNews(deps, request.language, request.query) }),
  );
  app.get(
    '/news/search',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: newsSearchQuery,
        response: { 200: envelope(z.array(newsItem)), ...failures },
      },
    },
    async (request) => ({
      data: await searchNews(deps, request.language, request.query.q, request.query.limit),
    }),
  );
  app.get(
    '/news/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: newsParams,
        response: { 200: envelope(newsArticle), ...failures },
      },
    },
    async (request) => ({ data: await getNews(deps, request.language, request.params.id) }),
  );
};
