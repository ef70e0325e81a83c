import type { WithdrawalReviewNote } from '@brokerage/shared';
import { addDuration } from '@brokerage/shared/market-time';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { latestPassedNames } from '../member/member.repository.ts';

/**
 * New payee cooling-off (issue 24): a bank card or wallet bound less than `hours` ago cannot
 * receive a withdrawal, so that a stolen session cannot bind its own account and empty the
 * customer's at once. The customer is told from when it can. The bound time of a payee never
 * changes (removing and binding again makes a new payee, which waits again), so the check
 * needs no lock.
 */
export const payeeUsableFrom = (boundAt: Date, hours: number): Date =>
  addDuration(boundAt, { hours });

export const refuseCoolingOffPayee = (boundAt: Date, now: Date, hours: number): void => {
  const until = payeeUsableFrom(boundAt, hours);
  if (now < until)
    throw new DomainError('PAYEE_COOLING_OFF', { hours, until: until.toISOString() });
};

/**
 * A person's name in the one form two spellings of it are compared in: letters without
 * their accents (NFKD, marks dropped), lower case, punctuation as space, and the words
 * sorted, so that "LOVELACE, Ada", "ada  lovelace" and "Adà Lovelace" are one name whichever
 * of given and family name comes first.
 */
export const normalisedName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');

/** The name on the customer's latest passed identity document; null: none verified. */
const verifiedIdentityName = async (db: Executor, customerId: number): Promise<string | null> => {
  const identity = await latestPassedNames(db, customerId, ['idcard', 'passport']);
  if (!identity) return null;
  const name = [identity.firstName, identity.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
};

/**
 * Name match (issue 24): a bank account whose holder's name is not the verified identity's
 * is still accepted as a withdrawal target, but the withdrawal carries a note that sends it
 * to a closer manual review, with both names for the operator. Wallets name no holder.
 */
export const payeeReviewNote = async (
  db: Executor,
  customerId: number,
  accountName: string | undefined,
): Promise<WithdrawalReviewNote | null> => {
  if (accountName === undefined) return null;
  const identityName = await verifiedIdentityName(db, customerId);
  if (identityName !== null && normalisedName(identityName) === normalisedName(accountName))
    return null;
  return { reason: 'payeeNameMismatch', payeeName: accountName, identityName };
};
