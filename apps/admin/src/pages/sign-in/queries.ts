import type { operatorLoginRequest } from '@brokerage/shared';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

/** Password, and a second factor when the server asks for one; answers the session. */
export const signIn = (body: z.infer<typeof operatorLoginRequest>) =>
  unwrap(api.POST('/api/v1/user/login', { body }));
