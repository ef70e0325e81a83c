import { Button } from 'antd-mobile';
import { Icon } from '../icon/icon';
import { useTranslation } from 'react-i18next';
import {
  authUrlReturningTo,
  currentRoute,
  loginUrlFromHere,
} from '../../lib/navigation/return-after-login';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { AppPopup } from './app-popup';
import './login-prompt.css';

/** What visitors see where an account is needed (seed section 6: 'Please Login', written "Please log in" as English has it). */
export const LoginPrompt = ({ showRegister = false }: { showRegister?: boolean }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  return (
    <div className="login-prompt" data-testid="login-prompt">
      <Icon name="UserCircleOutline" fontSize={56} className="login-prompt-icon" />
      <h2>{t('profile.pleaseLogin')}</h2>
      <p className="muted">{t('profile.loginHint')}</p>
      <div className="login-prompt-actions">
        <Button
          color="primary"
          block
          onClick={() => ignoreRefusal(nav.navigateTo({ url: loginUrlFromHere() }))}
          data-testid="prompt-login"
        >
          {t('profile.loginButton')}
        </Button>
        {showRegister && (
          <Button
            color="primary"
            fill="outline"
            block
            onClick={() =>
              ignoreRefusal(
                nav.navigateTo({
                  url: authUrlReturningTo('/pages/auth/register', currentRoute()),
                }),
              )
            }
          >
            {t('profile.registerButton')}
          </Button>
        )}
      </div>
    </div>
  );
};

/** The same prompt in a bottom sheet, for actions a visitor tries on a public screen. */
export const LoginPopup = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => (
  <AppPopup visible={visible} onClose={onClose} bodyClassName="login-popup">
    <LoginPrompt />
  </AppPopup>
);
