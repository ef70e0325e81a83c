import {
  fxRateRequest,
  fxRateView,
  languageItem,
  languageKeyParams,
  languageToggleRequest,
  orProposal,
  settingKeyParams,
  settingsList,
  settingUpdateRequest,
  settingView,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorRef, ADMINS } from '../../lib/permissions.ts';
import { operatorOf } from '../../http/route-auth.ts';
import {
  listFxRates,
  listSettings,
  setFxRate,
  setLanguageEnabled,
  updateSetting,
} from './settings.service.ts';

const tags = ['admin'];
const contextOf = (request: FastifyRequest) => ({
  operator: operatorOf(request),
  actor: operatorRef(operatorOf(request)),
  ip: request.ip,
});

/** Platform settings, languages and FX rates: admins only, each change audited. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/admin/settings',
    {
      config: { auth: { operator: ADMINS } },
      schema: {
        tags,
        summary: 'Every editable setting and its value',
        response: { 200: envelope(settingsList), ...failures },
      },
    },
    async () => ({ data: await listSettings(deps.db) }),
  );

  app.put(
    '/admin/settings/:key',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: 'Change a setting (checked against its schema, audited before and after)',
        params: settingKeyParams,
        body: settingUpdateRequest,
        response: { 200: envelope(orProposal(settingView)), ...failures },
      },
    },
    async (request) => ({
      data: await updateSetting(
        deps.db,
        contextOf(request),
        request.params.key,
        request.body.value,
        deps.now(),
      ),
    }),
  );

  app.put(
    '/admin/languages/:key',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: 'Enable or disable a language',
        params: languageKeyParams,
        body: languageToggleRequest,
        response: { 200: envelope(languageItem), ...failures },
      },
    },
    async (request) => ({
      data: await setLanguageEnabled(
        deps.db,
        contextOf(request),
        request.params.key,
        request.body.enabled,
      ),
    }),
  );

  app.get(
    '/admin/fx-rates',
    {
      config: { auth: { operator: ADMINS } },
      schema: {
        tags,
        summary: 'Conversion rates',
        response: { 200: envelope(z.array(fxRateView)), ...failures },
      },
    },
    async () => ({ data: await listFxRates(deps.db) }),
  );

  app.put(
    '/admin/fx-rates',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: 'Set a conversion rate (the spread is the fx.spread setting)',
        body: fxRateRequest,
        response: { 200: envelope(orProposal(fxRateView)), ...failures },
      },
    },
    async (request) => ({
      data: await setFxRate(deps.db, contextOf(request), request.body, deps.now()),
    }),
  );
};
