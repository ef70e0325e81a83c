import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import { useOperator } from '../session/use-operator';
import { TotpEnrolment } from './totp-enrolment';

/** The operator's own sign-in security: TOTP on, or its enrolment. */
export const SecurityScreen = () => {
  const { t } = useTranslation();
  const operator = useOperator().data;
  return (
    <>
      <PageHeader title={t('menu.security')} />
      {operator?.totpEnrolled ? (
        <Alert type="success" showIcon title={t('totp.enrolled')} data-testid="totp-enrolled" />
      ) : (
        <TotpEnrolment />
      )}
    </>
  );
};
