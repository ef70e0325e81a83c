import {
  enrolmentResult,
  loginPasskeyChallengeRequest,
  passkeyChallengeRequest,
  passkeyRegisterRequest,
  recoveryCodesResult,
  secondFactorStatus,
  stepUpRequest,
  stepUpResponse,
  totpEnrolmentConfirm,
  totpEnrolmentStart,
  webauthnOptions,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { sessionMeta } from '../../http/customer-auth.ts';
import { envelope, failures, OK, okEnvelope } from '../../http/envelope.ts';
import { customerOf } from '../../http/route-auth.ts';
import { requestHostOf, stepUpProofOf } from '../../http/second-factor-headers.ts';
import { loginPasskeyChallenge } from './login-second-factor.ts';
import * as factors from './second-factor.service.ts';
import { passStepUp, stepUpPasskeyChallenge } from './step-up.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['second-factor'];
const security = [{ bearer: [] }];

/** Customer second factor: enrolment, step-up proofs and the second step of a sign-in. */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  /** Every route that checks a factor gets the login routes' stricter per-address limit. */
  const authLimit = { rateLimit: { max: deps.config.authRateLimitPerMinute } };

  app.get(
    '/member/2fa',
    {
      config: { auth: 'customer', practice: 'person' },
      schema: { tags, security, response: { 200: envelope(secondFactorStatus), ...failures } },
    },
    async (request) => ({
      data: await factors.getSecondFactorStatus(deps, customerOf(request)),
    }),
  );

  app.post(
    '/member/2fa/totp',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: { tags, security, response: { 200: envelope(totpEnrolmentStart), ...failures } },
    },
    async (request) => ({
      data: await factors.startTotpEnrolment(deps, customerOf(request)),
    }),
  );

  app.post(
    '/member/2fa/totp/confirm',
    {
      config: { ...authLimit, auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        body: totpEnrolmentConfirm,
        response: { 200: envelope(enrolmentResult), ...failures },
      },
    },
    async (request) => ({
      data: await factors.confirmTotpEnrolment(deps, customerOf(request), request.body.code, {
        stepUp: stepUpProofOf(request),
        userAgent: sessionMeta(request).userAgent,
      }),
    }),
  );

  app.post(
    '/member/2fa/passkey/options',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: { tags, security, response: { 200: envelope(webauthnOptions), ...failures } },
    },
    async (request) => ({
      data: await factors.passkeyRegistrationOptions(
        deps,
        customerOf(request),
        requestHostOf(request),
      ),
    }),
  );

  app.post(
    '/member/2fa/passkey',
    {
      config: { ...authLimit, auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        body: passkeyRegisterRequest,
        response: { 200: envelope(enrolmentResult), ...failures },
      },
    },
    async (request) => ({
      data: await factors.registerPasskey(deps, customerOf(request), request.body, {
        host: requestHostOf(request),
        stepUp: stepUpProofOf(request),
        userAgent: sessionMeta(request).userAgent,
      }),
    }),
  );

  app.post(
    '/member/2fa/recovery-codes',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        summary: 'New recovery codes (after a step-up): every earlier code stops working',
        response: { 200: envelope(recoveryCodesResult), ...failures },
      },
    },
    async (request) => ({
      data: await factors.regenerateRecoveryCodes(
        deps,
        customerOf(request),
        stepUpProofOf(request),
      ),
    }),
  );

  app.post(
    '/member/2fa/:id/delete',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: { tags, security, params: idParams, response: { 200: okEnvelope, ...failures } },
    },
    async (request) => {
      await factors.removeFactor(
        deps,
        customerOf(request),
        request.params.id,
        stepUpProofOf(request),
      );
      return OK;
    },
  );

  app.post(
    '/member/2fa/step-up/challenge',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        body: passkeyChallengeRequest,
        response: { 200: envelope(webauthnOptions), ...failures },
      },
    },
    async (request) => ({
      data: await stepUpPasskeyChallenge(
        deps,
        customerOf(request),
        request.body.action,
        requestHostOf(request),
      ),
    }),
  );

  app.post(
    '/member/2fa/step-up',
    {
      config: { ...authLimit, auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        body: stepUpRequest,
        response: { 200: envelope(stepUpResponse), ...failures },
      },
    },
    async (request) => ({
      data: await passStepUp(deps, customerOf(request), request.body, requestHostOf(request)),
    }),
  );

  app.post(
    '/member/login/passkey-challenge',
    {
      config: { ...authLimit, auth: 'public', money: 'none' },
      schema: {
        tags,
        body: loginPasskeyChallengeRequest,
        response: { 200: envelope(webauthnOptions), ...failures },
      },
    },
    async (request) => ({
      data: await loginPasskeyChallenge(deps, request.body.ticket, requestHostOf(request)),
    }),
  );
};
