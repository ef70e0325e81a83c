import type { PageProps } from '../../components/page/lazy-page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { RETURN_PARAM, safeReturn } from '../../lib/navigation/return-after-login';
import { completeLogin } from '../../app/session';

/** Registration logs the new customer in, so success is the login-success flow. */
export const RegisterPage = ({ query }: PageProps) => (
  <RegisterForm onSuccess={(answer) => completeLogin(answer, safeReturn(query[RETURN_PARAM]))} />
);
