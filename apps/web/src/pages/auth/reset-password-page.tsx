import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../components/page/lazy-page';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { LOGIN_PATH } from '../../config/paths';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { toast } from '../../lib/ui/notify';

export const ResetPasswordPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  return (
    <ResetPasswordForm
      onSuccess={() => {
        toast(t('auth.resetSuccess'));
        ignoreRefusal(nav.redirectTo({ url: LOGIN_PATH }));
      }}
    />
  );
};
