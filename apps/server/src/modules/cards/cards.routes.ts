import {
  bankCardRequest,
  bankCardView,
  cryptoWalletRequest,
  cryptoWalletView,
  okSchema,
  payPasswordRequest,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { authenticateCustomer } from '../../http/customer-auth.ts';
import { envelope, failures, OK } from '../../http/envelope.ts';
import * as cards from './cards.service.ts';

const tags = ['cards'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const cardsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const customer = (request: Parameters<typeof authenticateCustomer>[1]) =>
    authenticateCustomer(deps, request);

  app.get(
    '/card/bank',
    { schema: { tags, security, response: { 200: envelope(z.array(bankCardView)), ...failures } } },
    async (request) => ({
      data: await cards.listBankCards(deps, await customer(request)),
    }),
  );
  app.post(
    '/card/bank',
    {
      schema: {
        tags,
        security,
        body: bankCardRequest,
        response: { 200: envelope(bankCardView), ...failures },
      },
    },
    async (request) => ({
      data: await cards.addBankCard(deps, await customer(request), request.body),
    }),
  );
  app.post(
    '/card/bank/:id/delete',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: payPasswordRequest,
        response: { 200: envelope(okSchema), ...failures },
      },
    },
    async (request) => {
      await cards.removeBankCard(
        deps,
        await customer(request),
        request.params.id,
        request.body.payPassword,
      );
      return OK;
    },
  );

  app.get(
    '/card/crypto',
    {
      schema: {
        tags,
        security,
        response: { 200: envelope(z.array(cryptoWalletView)), ...failures },
      },
    },
    async (request) => ({
      data: await cards.listCryptoWallets(deps, await customer(request)),
    }),
  );
  app.post(
    '/card/crypto',
    {
      schema: {
        tags,
        security,
        body: cryptoWalletRequest,
        response: { 200: envelope(cryptoWalletView), ...failures },
      },
    },
    async (request) => ({
      data: await cards.addCryptoWallet(deps, await customer(request), request.body),
    }),
  );
  app.post(
    '/card/crypto/:id/delete',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: payPasswordRequest,
        response: { 200: envelope(okSchema), ...failures },
      },
    },
    async (request) => {
      await cards.removeCryptoWallet(
        deps,
        await customer(request),
        request.params.id,
        request.body.payPassword,
      );
      return OK;
    },
  );
};
