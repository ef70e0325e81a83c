import { DomainError } from '../../lib/domain-error.ts';

/** Raised by the triggers of migration 0027, with the operator's reason as the message. */
const FROZEN = {
  OP001: 'ACCOUNT_TRADING_FROZEN',
  OP002: 'ACCOUNT_LOGIN_FROZEN',
} as const;

const databaseError = (error: unknown): { code?: unknown; message?: unknown } => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return cause && typeof cause === 'object' && 'code' in cause
    ? cause
    : ((error ?? {}) as { code?: unknown; message?: unknown });
};

/**
 * A database refusal of a frozen account as the customer's translated error with the
 * reason, wherever it was raised (a session insert, an order insert, a batch of buys); null
 * for any other error.
 */
export const accountFrozenError = (error: unknown): DomainError | null => {
  const { code, message } = databaseError(error);
  if (code !== 'OP001' && code !== 'OP002') return null;
  return new DomainError(FROZEN[code], { reason: typeof message === 'string' ? message : '' });
};
