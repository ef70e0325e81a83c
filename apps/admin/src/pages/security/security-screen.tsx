import { Alert, Card, Col, Divider, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useOperator } from '../../session/use-operator';
import { PasswordChange } from './password-change';
import { RecoveryCodesRenewal } from './recovery-codes-renewal';
import { TotpEnrolment } from './totp-enrolment';

/**
 * My account, for every role: the operator's own password, and their two-step sign-in (its
 * enrolment, or once on, new recovery codes).
 */
export const SecurityScreen = () => {
  const { t } = useTranslation();
  const operator = useOperator().data;
  return (
    <>
      <PageHeader title={t('menu.security')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card title={t('account.password')} data-testid="account-password">
            <PasswordChange />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          {operator?.totpEnrolled ? (
            <Card title={t('totp.title')}>
              <Alert
                type="success"
                showIcon
                title={t('totp.enrolled')}
                data-testid="totp-enrolled"
              />
              <Divider />
              <Typography.Title level={5}>{t('account.recoveryCodes')}</Typography.Title>
              <RecoveryCodesRenewal />
            </Card>
          ) : (
            <TotpEnrolment />
          )}
        </Col>
      </Row>
    </>
  );
};
