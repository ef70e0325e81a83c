import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChange } from '../pages/security/password-change';
import { signOut } from '../session/sign-out';

/**
 * An admin reset this operator's password: choosing a new one is all they can do (the server
 * refuses everything else until then), as TOTP enrolment is when it is required.
 */
export const PasswordGate = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="sign-in-page">
      <div className="enrol-gate" data-testid="password-gate">
        <Typography.Title level={3}>{t('app.title')}</Typography.Title>
        <Typography.Paragraph>{t('account.mustChange')}</Typography.Paragraph>
        <Card title={t('account.password')}>
          <PasswordChange />
        </Card>
        <Button type="link" onClick={() => void signOut(queryClient)}>
          {t('app.signOut')}
        </Button>
      </div>
    </div>
  );
};
