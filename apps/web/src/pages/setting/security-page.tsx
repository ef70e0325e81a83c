import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { SecuritySettings } from '../../features/second-factor/components/security-settings';
import { useUserStore } from '../../stores/user-store';

/** Settings › Security: the customer's second factors (issue 24). */
export const SecurityPage = (_props: PageProps) => {
  const token = useUserStore((state) => state.token);
  if (!token) return <LoginPrompt />;
  return <SecuritySettings />;
};
