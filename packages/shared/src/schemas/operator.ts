import { z } from 'zod';
import { safeString } from './common.ts';

/** The seed's `POST user/login` of the operator console. */
export const operatorLoginRequest = z.object({
  username: safeString().trim().min(1, 'validation.accountRequired').max(64, 'validation.tooLong'),
  password: safeString().min(1, 'validation.passwordRequired').max(128, 'validation.tooLong'),
});

export const operatorLoginResponse = z.object({
  token: z.string(),
  username: z.string(),
  role: z.string(),
});

export const operatorProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
});

/** An operator's decision on a review, with the comment the customer and the audit log see. */
export const reviewComment = safeString().trim().max(500, 'validation.tooLong').optional();

export type OperatorLoginRequest = z.infer<typeof operatorLoginRequest>;
