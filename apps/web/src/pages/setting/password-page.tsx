import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { ChangePasswordForm } from '../../features/settings/components/change-password-form';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { toast } from '../../lib/ui/notify';
import { useUserStore } from '../../stores/user-store';

export const PasswordPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  if (!token) return <LoginPrompt />;
  return (
    <div className="form-page">
      {query.reason === 'short' && (
        <p className="form-notice" role="status" data-testid="password-too-short">
          {t('settings.passwordTooShort')}
        </p>
      )}
      <ChangePasswordForm
        onDone={() => {
          toast(t('settings.saved'));
          nav.navigateBack();
        }}
      />
    </div>
  );
};
