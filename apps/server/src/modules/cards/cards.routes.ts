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
import { stepUpProofOf } from '../../http/second-factor-headers.ts';
import { customerOf } from '../../http/route-auth.ts';
import { envelope, failures, OK } from '../../http/envelope.ts';
import * as cards from './cards.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['cards'];
const security = [{ bearer: [] }];

export const cardsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/card/bank',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: { tags, security, response: { 200: envelope(z.array(bankCardView)), ...failures } },
    },
    async (request) => ({
      data: await cards.listBankCards(deps, customerOf(request)),
    }),
  );
  app.post(
    '/card/bank',
    {
      config: { auth: 'customer', practice: 'refused', money: 'none' },
      schema: {
        tags,
        security,
        body: bankCardRequest,
        response: { 200: envelope(bankCardView), ...failures },
      },
    },
    async (request) => ({
      data: await cards.addBankCard(
        deps,
        customerOf(request),
        request.body,
        stepUpProofOf(request),
      ),
    }),
  );
  app.post(
    '/card/bank/:id/delete',
    {
      config: { auth: 'customer', practice: 'refused', money: 'none' },
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
        customerOf(request),
        request.params.id,
        request.body.payPassword,
      );
      return OK;
    },
  );

  app.get(
    '/card/crypto',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: {
        tags,
        security,
        response: { 200: envelope(z.array(cryptoWalletView)), ...failures },
      },
    },
    async (request) => ({
      data: await cards.listCryptoWallets(deps, customerOf(request)),
    }),
  );
  app.post(
    '/card/crypto',
    {
      config: { auth: 'customer', practice: 'refused', money: 'none' },
      schema: {
        tags,
        security,
        body: cryptoWalletRequest,
        response: { 200: envelope(cryptoWalletView), ...failures },
      },
    },
    async (request) => ({
      data: await cards.addCryptoWallet(
        deps,
        customerOf(request),
        request.body,
        stepUpProofOf(request),
      ),
    }),
  );
  app.post(
    '/card/crypto/:id/delete',
    {
      config: { auth: 'customer', practice: 'refused', money: 'none' },
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
        customerOf(request),
        request.params.id,
        request.body.payPassword,
      );
      return OK;
    },
  );
};
