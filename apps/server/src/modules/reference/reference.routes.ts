import {
  amountLimits,
  baseSettings,
  currencyItem,
  languageItem,
  legalSettings,
  marketItem,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope } from '../../http/envelope.ts';
import * as reference from './reference.service.ts';
import { getAmountLimits } from './amount-limits.ts';

const tags = ['reference'];

export const referenceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/language',
    {
      config: { auth: 'public' },
      schema: { tags, response: { 200: envelope(z.array(languageItem)) } },
    },
    async () => ({
      data: await reference.getLanguages(deps),
    }),
  );
  app.get(
    '/market/app',
    {
      config: { auth: 'public' },
      schema: { tags, response: { 200: envelope(z.array(marketItem)) } },
    },
    async () => ({
      data: await reference.getMarkets(deps),
    }),
  );
  app.get(
    '/currency',
    {
      config: { auth: 'public' },
      schema: { tags, response: { 200: envelope(z.array(currencyItem)) } },
    },
    async () => ({
      data: await reference.getCurrencies(deps),
    }),
  );
  app.get(
    '/setting/base',
    { config: { auth: 'public' }, schema: { tags, response: { 200: envelope(baseSettings) } } },
    async () => ({
      data: await reference.getBaseSettings(deps),
    }),
  );

  app.get(
    '/setting/legal',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The company, its regulator and licence, and its legal texts (About)',
        response: { 200: envelope(legalSettings) },
      },
    },
    async () => ({ data: await reference.getLegalSettings(deps) }),
  );

  app.get(
    '/setting/limits',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The most one deposit, withdrawal, transfer or order may move, per currency',
        response: { 200: envelope(amountLimits) },
      },
    },
    async () => ({ data: await getAmountLimits(deps.db) }),
  );
};
