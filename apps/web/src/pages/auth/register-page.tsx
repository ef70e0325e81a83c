import type { PageProps } from '../../components/page/lazy-page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { completeLogin } from '../../app/session';

/** Registration logs the new customer in, so success is the login-success flow. */
export const RegisterPage = (_props: PageProps) => <RegisterForm onSuccess={completeLogin} />;
