import type { PageProps } from '../../components/page/lazy-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { RETURN_PARAM, safeReturn } from '../../lib/navigation/return-after-login';
import { completeLogin } from '../../app/session';

export const LoginPage = ({ query }: PageProps) => (
  <LoginForm onSuccess={(answer) => completeLogin(answer, safeReturn(query[RETURN_PARAM]))} />
);
