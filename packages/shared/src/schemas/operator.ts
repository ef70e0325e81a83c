import { z } from 'zod/mini';
import { OPERATOR_ROLES } from '../permissions.ts';
import { safeString } from './common.ts';

/** The roles of the back office (permissions.ts says what each may do). */
export const operatorRole = z.enum(OPERATOR_ROLES);

/** A six-digit code of an authenticator app (RFC 6238). */
export const totpCode = z.string().check(z.regex(/^\d{6}$/, 'validation.totpCode'));

/** A recovery code as shown at enrolment: ten letters and digits, a dash allowed in the middle. */
export const recoveryCode = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'validation.recoveryCode'));

/**
 * The seed's `POST user/login` of the operator console. An operator with TOTP sends the
 * code (or one of the recovery codes) with the password; without it the answer is
 * TOTP_REQUIRED and the console asks for it.
 */
export const operatorLoginRequest = z.object({
  username: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.accountRequired'),
    z.maxLength(64, 'validation.tooLong'),
  ),
  password: safeString().check(
    z.minLength(1, 'validation.passwordRequired'),
    z.maxLength(128, 'validation.tooLong'),
  ),
  totp: z.optional(totpCode),
  recoveryCode: z.optional(recoveryCode),
});

export const operatorLoginResponse = z.object({
  token: z.string(),
  username: z.string(),
  role: operatorRole,
  /** Absolute end of the session; it also ends after 30 minutes without a request. */
  expiresAt: z.string(),
  totpEnrolled: z.boolean(),
  /** An admin requires TOTP and this operator has none yet: only enrolment is open. */
  mustEnrolTotp: z.boolean(),
  /** An admin reset the password: only changing it is open until the operator does. */
  mustChangePassword: z.boolean(),
});

export const operatorProfile = z.object({
  id: z.int(),
  username: z.string(),
  role: operatorRole,
  totpEnrolled: z.boolean(),
  mustEnrolTotp: z.boolean(),
  mustChangePassword: z.boolean(),
});

/** `PUT user/login` and `GET user/check_logged`: the token may come as a query instead of a header. */
export const operatorTokenQuery = z.object({
  token: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'validation.invalid'))),
});

export const operatorCheckLogged = z.object({ logged: z.boolean() });

export const totpEnrolment = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  uri: z.string(),
});

export const totpConfirmRequest = z.object({ code: totpCode });
export const totpRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

/** Operator passwords: at least 12 characters (and not a common one, checked by the server). */
export const operatorPassword = safeString().check(
  z.minLength(12, 'validation.operatorPasswordShort'),
  z.maxLength(128, 'validation.tooLong'),
);

/**
 * An operator's own new password, with the current one (a wrong one counts against the
 * sign-in back-off). The new one follows the rules of a new operator's.
 */
export const operatorPasswordChangeRequest = z.object({
  currentPassword: safeString().check(
    z.minLength(1, 'validation.passwordRequired'),
    z.maxLength(128, 'validation.tooLong'),
  ),
  newPassword: operatorPassword,
});

/** An admin's reset of another operator's password: a temporary one, changed at next sign-in. */
export const operatorPasswordResetRequest = z.object({ temporaryPassword: operatorPassword });

/** New recovery codes, the old ones void: proven with a fresh code of the authenticator. */
export const recoveryCodesRegenerateRequest = z.object({ code: totpCode });

export const operatorCreateRequest = z.object({
  username: safeString().check(
    z.trim(),
    z.regex(/^[A-Za-z0-9._-]{3,64}$/, 'validation.operatorUsername'),
  ),
  password: operatorPassword,
  role: operatorRole,
});

export const operatorUpdateRequest = z
  .object({
    role: z.optional(operatorRole),
    /** true: the operator can no longer sign in and their sessions end. */
    disabled: z.optional(z.boolean()),
    /** Removes the operator's TOTP, so they enrol again (a lost device). */
    resetTotp: z.optional(z.literal(true)),
  })
  .check(
    z.refine((change) => Object.values(change).some((v) => v !== undefined), 'validation.required'),
  );

export const operatorView = z.object({
  id: z.int(),
  username: z.string(),
  role: operatorRole,
  totpEnrolled: z.boolean(),
  disabled: z.boolean(),
  /** A temporary password an admin set is still to be changed by the operator. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});

export type OperatorRoleName = z.infer<typeof operatorRole>;
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequest>;
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponse>;
export type OperatorProfile = z.infer<typeof operatorProfile>;
export type OperatorView = z.infer<typeof operatorView>;
