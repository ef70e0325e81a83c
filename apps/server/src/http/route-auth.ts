import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AppDeps, CustomerActor } from '../deps.ts';
import { DomainError } from '../lib/domain-error.ts';
import type { OperatorActor } from '../lib/permissions.ts';
import {
  actingBook,
  BOOK_HEADER,
  refuseOutsideBook,
  requestedBook,
  type PracticePolicy,
} from './book.ts';
import { authenticateCustomer } from './customer-auth.ts';
import { authenticateOperator, type OperatorAuth } from './operator-auth.ts';

/**
 * Who may call a route, declared once in its options (`config: { auth }`):
 * - `public`: anyone, visitor or not;
 * - `customer`: a live customer session, resolved before the body is read (`customerOf`), in
 *   the book its `practice` declaration allows (http/book.ts);
 * - `customer-in-handler`: a live customer session that the handler reads itself in the same
 *   statement as its own data (the order path does, to save a round trip); the declaration
 *   still refuses a request without a bearer token before the handler runs;
 * - `{ operator: roles }`: an operator session with one of `roles` (`operatorOf`), 401 / 403
 *   (`beforeTotp` opens it to a session that must still enrol TOTP, `beforePasswordChange` to
 *   one whose password an admin reset).
 */
export type RouteAuth = 'public' | 'customer' | 'customer-in-handler' | OperatorAuth;

/**
 * What a route that can change something does with a customer's money, declared in its
 * options beside its callers (`config: { auth, money }`), so that the generated suites find
 * every money path from the route table (test/security/purchase-freeze.test.ts):
 * - `purchase`: commits money to a purchase (an order, an IPO subscription, a fund, a block
 *   deal, a loan and its payout): refused while the customer's purchases are frozen;
 * - `sale`, `withdrawal`, `cancel`, `repayment`, `exchange`: gives the customer their money
 *   back or out, which a freeze never stops (ARCHITECTURE.md section 8: pause, never trap);
 * - `deposit`, `settlement`, `adjustment`: credits, settles by a product's published rule, or
 *   corrects, on an operator's or a job's decision;
 * - `practice`: opens or resets a practice account with virtual money (practice book only);
 * - `none`: moves no money.
 * Every route but a GET declares one; a GET never moves money.
 */
export type MoneyMovement =
  | 'purchase'
  | 'sale'
  | 'withdrawal'
  | 'cancel'
  | 'repayment'
  | 'exchange'
  | 'deposit'
  | 'settlement'
  | 'adjustment'
  | 'practice'
  | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    money?: MoneyMovement;
    practice?: PracticePolicy;
  }
  interface FastifyRequest {
    customerActor: CustomerActor | null;
    operatorActor: OperatorActor | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared callers, for the generated security suite. */
    routeTable: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  auth: RouteAuth;
  /** Absent only where the route did not declare it (the generated suite names those). */
  money: MoneyMovement | undefined;
  /** Declared by every customer route (the server does not build otherwise). */
  practice: PracticePolicy | undefined;
}

/** The customer the route's `auth: 'customer'` declaration resolved. */
export const customerOf = (request: FastifyRequest): CustomerActor => {
  if (!request.customerActor) throw new DomainError('UNAUTHORIZED');
  return request.customerActor;
};

/** The operator the route's `auth: { operator }` declaration resolved. */
export const operatorOf = (request: FastifyRequest): OperatorActor => {
  if (!request.operatorActor) throw new DomainError('UNAUTHORIZED');
  return request.operatorActor;
};

export class MissingRouteAuthError extends Error {
  constructor(method: string, url: string) {
    super(`${method} ${url} declares no config.auth: name its callers, or mark it 'public'`);
  }
}

export class MissingPracticePolicyError extends Error {
  constructor(method: string, url: string) {
    super(`${method} ${url} declares no config.practice: say what it does in a practice account`);
  }
}

const isCustomerRoute = (auth: RouteAuth): auth is 'customer' | 'customer-in-handler' =>
  auth === 'customer' || auth === 'customer-in-handler';

const methodsOf = (route: RouteOptions): string =>
  Array.isArray(route.method) ? route.method.join(',') : route.method;

/**
 * Installs the declared authentication of every route under `prefix` as its first onRequest
 * hook: a caller without the right is refused before its body is even parsed or validated.
 * A route there without a declaration stops the server from building, so a new route
 * cannot be forgotten.
 */
export const registerRouteAuth = (app: FastifyInstance, deps: AppDeps, prefix: string): void => {
  app.decorateRequest('customerActor', null);
  app.decorateRequest('operatorActor', null);
  const table: DeclaredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix) || route.method === 'HEAD') return;
    const auth = route.config?.auth;
    if (auth === undefined) throw new MissingRouteAuthError(methodsOf(route), route.url);
    const practice = route.config?.practice;
    if (isCustomerRoute(auth) && practice === undefined)
      throw new MissingPracticePolicyError(methodsOf(route), route.url);
    table.push({
      method: methodsOf(route),
      url: route.url,
      auth,
      money: route.config?.money,
      practice,
    });
    if (auth === 'public') return;
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isCustomerRoute(auth)) {
        const policy = practice ?? 'refused';
        const requested = requestedBook(request);
        // `customer-in-handler` reads the session itself, in the requested book: its one route
        // (placing an order) declares `book`.
        if (auth === 'customer')
          request.customerActor = await authenticateCustomer(
            deps,
            request,
            actingBook(requested, policy),
          );
        else if (!request.headers.authorization) throw new DomainError('UNAUTHORIZED');
        refuseOutsideBook(requested, policy);
        // One URL answers for two accounts: a cache must tell them apart.
        if (policy === 'book') reply.header('vary', BOOK_HEADER);
      } else {
        // Back-office answers (refusals too) are never kept by a browser or a proxy.
        reply.header('cache-control', 'no-store');
        request.operatorActor = await authenticateOperator(deps, request, auth);
      }
    };
    const existing = route.onRequest;
    route.onRequest = [check, ...(existing ? [existing].flat() : [])];
  });
};
