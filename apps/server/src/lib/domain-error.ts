import type { ErrorCode } from '@brokerage/shared';

/**
 * The only error a service throws on purpose. It carries a code (which fixes the
 * HTTP status and the translated message) and optional interpolation values.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
