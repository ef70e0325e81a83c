import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { SupportConversation } from '../../features/support/components/support-conversation';
import { useUserStore } from '../../stores/user-store';

/** /pages/support/index: write to support and read the answers as they come. */
export const SupportPage = (_props: PageProps) => {
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  if (!token) return <LoginPrompt showRegister />;
  return <SupportConversation onError={onError} />;
};
