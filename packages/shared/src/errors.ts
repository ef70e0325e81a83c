/**
 * Error codes the API answers with. The HTTP status of each is fixed here so the
 * server's error handler and the clients agree; the translated message lives under
 * `errors.<CODE>` in every locale.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNSUPPORTED_LANGUAGE: 400,
  INVALID_CREDENTIALS: 400,
  INVALID_VERIFICATION_CODE: 400,
  INVALID_INVITE_CODE: 400,
  ACCOUNT_EXISTS: 409,
  OLD_PASSWORD_WRONG: 400,
  PAY_PASSWORD_REQUIRED: 400,
  PAY_PASSWORD_WRONG: 400,
  PAY_PASSWORD_ALREADY_SET: 409,
  PAY_PASSWORD_NOT_SET: 409,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  HOLD_NOT_PENDING: 409,
  PAYLOAD_TOO_LARGE: 413,
  FILE_REQUIRED: 400,
  UNSUPPORTED_FILE_TYPE: 400,
  IMAGE_TOO_LARGE: 400,
  KYC_IN_REVIEW: 409,
  KYC_ALREADY_PASSED: 409,
  ALREADY_REVIEWED: 409,
  CURRENCY_UNSUPPORTED: 400,
  AMOUNT_PRECISION: 400,
  TOO_MANY_TARGETS: 409,
  WITHDRAWAL_TARGET_NOT_FOUND: 404,
  WITHDRAWAL_BELOW_MINIMUM: 400,
  WITHDRAWAL_NOT_WAITING: 409,
  KYC_REQUIRED: 403,
  DEPOSIT_TX_DUPLICATE: 409,
  CRYPTO_DEPOSIT_NEEDS_CHAIN: 409,
  PART_AMOUNT_INVALID: 400,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (value: string): value is ErrorCode =>
  Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);

/** Body of every failed API call (ARCHITECTURE.md section 5). */
export interface ApiFailure {
  code: ErrorCode;
  message: string | string[];
}
