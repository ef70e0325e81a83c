import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { profileQueryOptions, useProfile } from '../../lib/account/profile';
import { PayPasswordForm } from '../../features/settings/components/pay-password-form';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { toast } from '../../lib/ui/notify';
import { useUserStore } from '../../stores/user-store';

export const PayPasswordPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const queryClient = useQueryClient();
  const token = useUserStore((state) => state.token);
  const stored = useUserStore((state) => state.profile);
  const setProfile = useUserStore((state) => state.setProfile);
  const profile = useProfile({ enabled: token !== '' }).data ?? stored;
  if (!token) return <LoginPrompt />;
  const hasPayPassword = profile?.hasPayPassword ?? false;
  return (
    <div className="form-page">
      <PayPasswordForm
        key={String(hasPayPassword)}
        hasPayPassword={hasPayPassword}
        onDone={() => {
          toast(t('settings.saved'));
          void queryClient
            .fetchQuery({ ...profileQueryOptions(), staleTime: 0 })
            .then(setProfile, () => undefined);
          nav.navigateBack();
        }}
      />
    </div>
  );
};
