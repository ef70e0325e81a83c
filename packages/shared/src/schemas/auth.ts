import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../enums.ts';
import { payPasswordSchema, safeString } from './common.ts';

export const emailSchema = z.pipe(
  safeString().check(
    z.trim(),
    z.minLength(1, 'validation.emailRequired'),
    z.maxLength(140, 'validation.emailInvalid'),
  ),
  z.email('validation.emailInvalid'),
);

/** A new login password: 8 to 16 characters (the seed's 4 to 16, raised; see PASSWORD_MIN_LENGTH). */
export const passwordSchema = safeString().check(
  z.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordLength'),
  z.maxLength(PASSWORD_MAX_LENGTH, 'validation.passwordLength'),
);

export const phoneSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'validation.phoneRequired'),
    z.regex(/^\d{5,15}$/, 'validation.phoneInvalid'),
  );

export const areaCodeSchema = z.pipe(
  z.string().check(z.trim(), z.regex(/^\+?\d{1,4}$/, 'validation.areaCodeInvalid')),
  z.transform((value) => value.replace(/^\+/, '')),
);

export const verificationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'validation.codeInvalid'));

/** POST member/login: `mail` is an email address or a user ID (seed section 5). */
export const loginRequest = z.object({
  mail: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.accountRequired'),
    z.maxLength(140, 'validation.tooLong'),
  ),
  password: safeString().check(
    z.minLength(1, 'validation.passwordRequired'),
    z.maxLength(64, 'validation.tooLong'),
  ),
});

export const phoneLoginRequest = z.object({
  phone: phoneSchema,
  areaCode: areaCodeSchema,
  password: safeString().check(
    z.minLength(1, 'validation.passwordRequired'),
    z.maxLength(64, 'validation.tooLong'),
  ),
});

export const loginResponse = z.object({
  token: z.string(),
  /** Script snippet the app injects after login (support widget); may be empty. */
  customer: z.string(),
  /** After a second factor on a new device: the token that remembers it (keep and resend). */
  deviceToken: z.optional(z.string()),
});

const emailChannel = z.object({ channel: z.literal('email'), mail: emailSchema });
const phoneChannel = z.object({
  channel: z.literal('phone'),
  phone: phoneSchema,
  areaCode: areaCodeSchema,
});

export const codePurpose = z.enum(['register', 'reset']);

export const sendCodeRequest = z.discriminatedUnion('channel', [
  z.extend(emailChannel, { purpose: codePurpose }),
  z.extend(phoneChannel, { purpose: codePurpose }),
]);

const registerFields = {
  code: verificationCodeSchema,
  password: passwordSchema,
  inviteCode: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(16, 'validation.inviteCodeInvalid'))),
    z.transform((value) => (value ? value : undefined)),
  ),
};

export const registerRequest = z.discriminatedUnion('channel', [
  z.extend(emailChannel, registerFields),
  z.extend(phoneChannel, registerFields),
]);

const resetFields = { code: verificationCodeSchema, password: passwordSchema };
export const resetPasswordRequest = z.discriminatedUnion('channel', [
  z.extend(emailChannel, resetFields),
  z.extend(phoneChannel, resetFields),
]);

export const changePasswordRequest = z.object({
  oldPassword: safeString().check(
    z.minLength(1, 'validation.oldPasswordRequired'),
    z.maxLength(64, 'validation.tooLong'),
  ),
  password: passwordSchema,
});

/** Setting the first pay password asks for the login password; changing asks for the old PIN. */
export const setPayPasswordRequest = z.object({
  password: safeString().check(
    z.minLength(1, 'validation.passwordRequired'),
    z.maxLength(64, 'validation.tooLong'),
  ),
  payPassword: payPasswordSchema,
});

export const changePayPasswordRequest = z.object({
  oldPayPassword: payPasswordSchema,
  payPassword: payPasswordSchema,
});

export type LoginRequest = z.infer<typeof loginRequest>;
export type PhoneLoginRequest = z.infer<typeof phoneLoginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type SendCodeRequest = z.infer<typeof sendCodeRequest>;
export type RegisterRequest = z.infer<typeof registerRequest>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export type SetPayPasswordRequest = z.infer<typeof setPayPasswordRequest>;
export type ChangePayPasswordRequest = z.infer<typeof changePayPasswordRequest>;
