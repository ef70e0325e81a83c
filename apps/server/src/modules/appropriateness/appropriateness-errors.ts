import { DomainError } from '../../lib/domain-error.ts';

/** Raised by `refuse_inappropriate_product` (db/functions/appropriateness.sql). */
const REFUSALS = {
  AP001: 'APPROPRIATENESS_REQUIRED',
  AP002: 'APPROPRIATENESS_FAILED',
} as const;

/**
 * The database's refusal of a loan application or a quant purchase to a customer who has not
 * passed the questionnaire, as the customer's translated error; null for any other error.
 */
export const appropriatenessError = (error: unknown): DomainError | null => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const { code } = (cause && typeof cause === 'object' ? cause : (error ?? {})) as {
    code?: unknown;
  };
  return code === 'AP001' || code === 'AP002' ? new DomainError(REFUSALS[code]) : null;
};
