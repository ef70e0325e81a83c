import type { DomainError } from '../../lib/domain-error.ts';
import { appropriatenessError } from '../appropriateness/appropriateness-errors.ts';
import { accountFrozenError } from './account-freeze-errors.ts';

/**
 * A refusal the database raised in the money's transaction, as the customer is told it: an
 * account an operator froze (0027), a product the appropriateness questionnaire keeps closed
 * (0043). Any other error as it is. The error handler says these to a request; a job that
 * places orders (a recurring plan's run) records them the same way.
 */
export const databaseRefusal = <E>(error: E): E | DomainError =>
  accountFrozenError(error) ?? appropriatenessError(error) ?? error;
