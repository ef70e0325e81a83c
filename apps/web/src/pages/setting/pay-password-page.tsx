import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/load-failed';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { DelayedLoading } from '../../components/page/delayed-loading';
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
  const profileQuery = useProfile({ enabled: token !== '' });
  const profile = profileQuery.data ?? stored;
  if (!token) return <LoginPrompt />;
  // Which form (set, or change with the old one) is not known until the profile is: a form
  // shown early would be swapped under the customer's fingers as it arrives.
  if (!profile) {
    return profileQuery.isError ? (
      <LoadFailed testId="pay-password-load-failed" onRetry={() => void profileQuery.refetch()} />
    ) : (
      <DelayedLoading />
    );
  }
  const hasPayPassword = profile.hasPayPassword;
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
