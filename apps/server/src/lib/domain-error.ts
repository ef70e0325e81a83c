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

/** One problem of a value a service checked against a schema: a `validation.*` key and where. */
export interface InputIssue {
  message: string;
  path: PropertyKey[];
}

/**
 * A value the route could not check by its own schema (a setting's value, whose schema depends
 * on its key) failed the service's check: answered like a route's validation, each issue in
 * the reader's language, never as one generic line.
 */
export class InputRejected extends Error {
  constructor(readonly issues: readonly InputIssue[]) {
    super('VALIDATION_FAILED');
    this.name = 'InputRejected';
  }
}
