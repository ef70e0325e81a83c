import type { PageProps } from '../../components/page/lazy-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { completeLogin } from '../../app/session';

export const LoginPage = (_props: PageProps) => <LoginForm onSuccess={completeLogin} />;
