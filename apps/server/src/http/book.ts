import type { Book } from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../lib/domain-error.ts';

/** The header the app sends on every request while the practice account is switched on. */
export const BOOK_HEADER = 'x-account';

/**
 * What a customer route does with a request in the practice book, declared in its options
 * (`config: { auth, practice }`) so that the generated suite finds every route
 * (test/security/practice-book.test.ts):
 * - `book`: acts for the practice account (orders, lots, funds, transfers, IPO, block deals,
 *   plans, the statement: the same screens on virtual money);
 * - `person`: acts for the person whichever account is shown (profile, security, KYC, support,
 *   watchlists, alerts, opening and resetting the practice account);
 * - `refused`: real money only (deposits, withdrawals, cards, loans), answered 403
 *   PRACTICE_UNAVAILABLE.
 */
export type PracticePolicy = 'book' | 'person' | 'refused';

/** The book the request asks for; a value other than `real` or `practice` is refused. */
export const requestedBook = (request: FastifyRequest): Book => {
  const value = request.headers[BOOK_HEADER];
  if (value === undefined || value === 'real') return 'real';
  if (value === 'practice') return 'practice';
  throw new DomainError('VALIDATION_FAILED');
};

/**
 * The book a route acts in when `requested` is asked for: the practice book only where the
 * route has a practice side, the person's real account where it is theirs either way.
 */
export const actingBook = (requested: Book, policy: PracticePolicy): Book =>
  policy === 'book' ? requested : 'real';

/** A route with no practice side refuses a request made in the practice account (403). */
export const refuseOutsideBook = (requested: Book, policy: PracticePolicy): void => {
  if (requested === 'practice' && policy === 'refused')
    throw new DomainError('PRACTICE_UNAVAILABLE');
};
