import {
  changePasswordRequest,
  changePayPasswordRequest,
  loginAnswer,
  loginResponse,
  loginRequest,
  loginSecondFactorRequest,
  phoneLoginRequest,
  profileResponse,
  registerRequest,
  resetPasswordRequest,
  sendCodeRequest,
  setPayPasswordRequest,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { sessionMeta } from '../../http/customer-auth.ts';
import { deviceTokenOf, requestHostOf, stepUpProofOf } from '../../http/second-factor-headers.ts';
import { customerOf } from '../../http/route-auth.ts';
import { envelope, failures, OK, okEnvelope } from '../../http/envelope.ts';
import { createCodeSendLimits } from '../security/code-send-limits.ts';
import * as member from './member.service.ts';

const tags = ['member'];

const loginContext = (request: FastifyRequest): member.LoginContext => ({
  ...sessionMeta(request),
  deviceToken: deviceTokenOf(request),
});

export const memberRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  /** Stricter per-IP limits on the routes a password guesser or code spammer would hit. */
  const authLimit = {
    rateLimit: { max: deps.config.authRateLimitPerMinute },
  };
  const auth = { security: [{ bearer: [] }] };
  /** Codes a minute per recipient and an hour per address, shared by server copies via Redis. */
  const codeLimits = createCodeSendLimits(deps);
  app.addHook('onClose', codeLimits.close);

  app.post(
    '/member/login',
    {
      config: { ...authLimit, auth: 'public', money: 'none' },
      schema: { tags, body: loginRequest, response: { 200: envelope(loginAnswer), ...failures } },
    },
    async (request) => ({ data: await member.login(deps, request.body, loginContext(request)) }),
  );

  app.post(
    '/member/login/phone',
    {
      config: { ...authLimit, auth: 'public', money: 'none' },
      schema: {
        tags,
        body: phoneLoginRequest,
        response: { 200: envelope(loginAnswer), ...failures },
      },
    },
    async (request) => ({
      data: await member.loginByPhone(deps, request.body, loginContext(request)),
    }),
  );

  // The login's second step (a ticket from /member/login and the factor's answer).
  app.post(
    '/member/login/second-factor',
    {
      config: { ...authLimit, auth: 'public', money: 'none' },
      schema: {
        tags,
        body: loginSecondFactorRequest,
        response: { 200: envelope(loginResponse), ...failures },
      },
    },
    async (request) => ({
      data: await member.completeSecondFactorLogin(deps, request.body, {
        ...sessionMeta(request),
        host: requestHostOf(request),
      }),
    }),
  );

  app.post(
    '/member/code',
    {
      config: { ...authLimit, auth: 'public', money: 'none' },
      schema: { tags, body: sendCodeRequest, response: { 200: okEnvelope, ...failures } },
    },
    async (request) => {
      await member.sendCode(deps, codeLimits, request.body, request.ip);
      return OK;
    },
  );

  app.post(
    '/member/register',
    {
      config: { ...authLimit, auth: 'public', money: 'none' },
      schema: {
        tags,
        body: registerRequest,
        response: { 200: envelope(loginResponse), ...failures },
      },
    },
    async (request) => ({ data: await member.register(deps, request.body, sessionMeta(request)) }),
  );

  app.post(
    '/member/password/reset',
    {
      config: { ...authLimit, auth: 'public', money: 'none' },
      schema: { tags, body: resetPasswordRequest, response: { 200: okEnvelope, ...failures } },
    },
    async (request) => {
      await member.resetPassword(deps, request.body);
      return OK;
    },
  );

  app.put(
    '/member/password',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        ...auth,
        body: changePasswordRequest,
        response: { 200: okEnvelope, ...failures },
      },
    },
    async (request) => {
      await member.changePassword(deps, customerOf(request), request.body, stepUpProofOf(request));
      return OK;
    },
  );

  app.post(
    '/member/paypwd',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        ...auth,
        body: setPayPasswordRequest,
        response: { 200: okEnvelope, ...failures },
      },
    },
    async (request) => {
      await member.setPayPassword(deps, customerOf(request), request.body, stepUpProofOf(request));
      return OK;
    },
  );

  app.put(
    '/member/paypwd',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        ...auth,
        body: changePayPasswordRequest,
        response: { 200: okEnvelope, ...failures },
      },
    },
    async (request) => {
      await member.changePayPassword(
        deps,
        customerOf(request),
        request.body,
        stepUpProofOf(request),
      );
      return OK;
    },
  );

  app.post(
    '/member/logout',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: { tags, ...auth, response: { 200: okEnvelope, ...failures } },
    },
    async (request) => {
      await member.logout(deps, customerOf(request));
      return OK;
    },
  );

  app.get(
    '/member/profile',
    {
      config: { auth: 'customer', practice: 'person' },
      schema: { tags, ...auth, response: { 200: envelope(profileResponse), ...failures } },
    },
    async (request) => ({
      data: await member.getProfile(deps, customerOf(request)),
    }),
  );
};
