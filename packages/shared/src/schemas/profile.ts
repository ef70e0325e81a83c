import { z } from 'zod/mini';
import { decimalString } from './common.ts';

/**
 * The customer's profile and balances (`GET /member/profile`). Apart from the sign-in schemas of
 * auth.ts: every screen reads the profile, only the sign-in screens need those.
 */
export const kycStatus = z.enum(['none', 'review', 'passed', 'rejected']);

export const balance = z.object({
  currency: z.string(),
  available: decimalString,
  held: decimalString,
  total: decimalString,
});

export const profileResponse = z.object({
  id: z.int(),
  /** The user ID a customer can log in with. */
  uid: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  areaCode: z.nullable(z.string()),
  nickname: z.string(),
  vip: z.boolean(),
  kycStatus,
  hasPayPassword: z.boolean(),
  inviteCode: z.string(),
  createdAt: z.string(),
  balances: z.array(balance),
});

export type Balance = z.infer<typeof balance>;
export type Profile = z.infer<typeof profileResponse>;
