import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TotpEnrolment } from '../pages/security/totp-enrolment';
import { signOut } from '../session/sign-out';

/** An admin requires TOTP and this operator has none yet: enrolment is all they can do. */
export const EnrolmentGate = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="sign-in-page">
      <div className="enrol-gate">
        <Typography.Title level={3}>{t('app.title')}</Typography.Title>
        <Typography.Paragraph>{t('totp.required')}</Typography.Paragraph>
        <TotpEnrolment />
        <Button type="link" onClick={() => void signOut(queryClient)}>
          {t('app.signOut')}
        </Button>
      </div>
    </div>
  );
};
