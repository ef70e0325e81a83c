import {
  adminNewsDetail,
  adminNewsPage,
  adminNewsQuery,
  newsArticle,
  newsEditRequest,
  newsParams,
  newsPreviewRequest,
  newsPublishRequest,
  newsWriteRequest,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorRef, ADMINS } from '../../lib/permissions.ts';
import { operatorOf } from '../../http/route-auth.ts';
import {
  createNews,
  editNews,
  getAdminNews,
  pageAdminNews,
  previewNews,
  publishNews,
} from './news-admin.service.ts';

const tags = ['admin'];
const contextOf = (request: FastifyRequest) => ({
  actor: operatorRef(operatorOf(request)),
  ip: request.ip,
});

/** News written in the console: drafts, translations, publishing; admins only, audited. */
export const adminNewsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/news',
    {
      config: { auth: { operator: ADMINS } },
      schema: {
        tags,
        summary: 'Every news article, drafts included, newest change first',
        querystring: adminNewsQuery,
        response: { 200: envelope(adminNewsPage), ...failures },
      },
    },
    async (request) => ({ data: await pageAdminNews(deps.db, request.query) }),
  );

  app.get(
    '/admin/news/:id',
    {
      config: { auth: { operator: ADMINS } },
      schema: {
        tags,
        summary: 'One article with its text in every language it has',
        params: newsParams,
        response: { 200: envelope(adminNewsDetail), ...failures },
      },
    },
    async (request) => ({ data: await getAdminNews(deps.db, request.params.id) }),
  );

  app.post(
    '/admin/news',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: 'Write a news article (a draft until published); English is required',
        body: newsWriteRequest,
        response: { 200: envelope(adminNewsDetail), ...failures },
      },
    },
    async (request) => ({ data: await createNews(deps.db, contextOf(request), request.body) }),
  );

  app.put(
    '/admin/news/:id',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: "Change an article's category and texts",
        params: newsParams,
        body: newsEditRequest,
        response: { 200: envelope(adminNewsDetail), ...failures },
      },
    },
    async (request) => ({
      data: await editNews(deps.db, contextOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/admin/news/:id/publish',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: 'Publish an article to customers, or take it down',
        params: newsParams,
        body: newsPublishRequest,
        response: { 200: envelope(adminNewsDetail), ...failures },
      },
    },
    async (request) => ({
      data: await publishNews(
        deps.db,
        contextOf(request),
        request.params.id,
        request.body,
        deps.now(),
      ),
    }),
  );

  app.post(
    '/admin/news/preview',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: 'Render one language of an article exactly as a customer would be served it',
        body: newsPreviewRequest,
        response: { 200: envelope(newsArticle), ...failures },
      },
    },
    async (request) => ({ data: previewNews(request.body, deps.now()) }),
  );
};
