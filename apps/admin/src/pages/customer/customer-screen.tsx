import { can } from '@brokerage/shared';
import { Button, Card, Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CustomerBalances } from '../../components/customer/customer-balances';
import { CustomerKyc } from '../../components/customer/customer-kyc';
import { CustomerOrders } from '../../components/customer/customer-orders';
import { CustomerOverview } from '../../components/customer/customer-overview';
import { CustomerPositions } from '../../components/customer/customer-positions';
import {
  CustomerDeposits,
  CustomerLoans,
  CustomerWithdrawals,
} from '../../components/customer/customer-records';
import { CustomerSessions } from '../../components/customer/customer-sessions';
import { CustomerStatement } from '../../components/customer/customer-statement';
import { CustomerTimeline } from '../../components/customer/customer-timeline';
import { CustomerIdentity } from '../../components/customer-identity';
import { DecisionDialog } from '../../components/decision-dialog';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useOperator } from '../../session/use-operator';
import { CustomerAppropriateness } from './customer-appropriateness';
import { CustomerFactors } from './customer-factors';
import { CustomerFlags } from '../../components/customer/customer-flags';
import { useCustomer } from './queries';
import { useCustomerActions } from './use-customer-actions';

/**
 * One customer: who they are, their timeline, balances, positions, orders, deposits,
 * withdrawals, loans, support thread, statement, KYC, sessions, and the actions on them.
 */
export const CustomerScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const role = useOperator().data?.role;
  const actions = useCustomerActions(id);
  const query = useCustomer(id);

  return (
    <QueryState query={query}>
      {(detail) => {
        const profile = detail.profile;
        const reviewer = can(role, 'review');
        const tab = (key: string, children: ReactNode) => ({
          key,
          label: t(`customer.tabs.${key}`),
          children,
        });
        return (
          <>
            <PageHeader
              title={`#${profile.id} ${profile.nickname}`}
              extra={
                <Space wrap>
                  <CustomerFlags customer={profile} />
                  <Button onClick={actions.message} data-testid="customer-message">
                    {t('customer.message')}
                  </Button>
                  {reviewer ? (
                    <>
                      {profile.loginFrozenReason ? (
                        <Button onClick={() => actions.unfreeze('login')}>
                          {t('customer.unfreeze.login')}
                        </Button>
                      ) : (
                        <Button danger onClick={() => actions.freeze('login')}>
                          {t('customer.freeze.login')}
                        </Button>
                      )}
                      {profile.tradingFrozenReason ? (
                        <Button onClick={() => actions.unfreeze('trading')}>
                          {t('customer.unfreeze.trading')}
                        </Button>
                      ) : (
                        <Button danger onClick={() => actions.freeze('trading')}>
                          {t('customer.freeze.trading')}
                        </Button>
                      )}
                      <Button onClick={() => actions.vip(!profile.vip)}>
                        {profile.vip ? t('customer.vipOff') : t('customer.vipOn')}
                      </Button>
                      <Button danger onClick={actions.reset} data-testid="customer-password-reset">
                        {t('customer.passwordReset')}
                      </Button>
                      {detail.secondFactors.length > 0 ? (
                        <Button
                          danger
                          onClick={actions.resetFactors}
                          data-testid="customer-factor-reset"
                        >
                          {t('customer.factors.reset')}
                        </Button>
                      ) : null}
                    </>
                  ) : null}
                </Space>
              }
            />
            <Card className="gap-bottom">
              <CustomerIdentity customer={detail} />
            </Card>
            <Card>
              <Tabs
                data-testid="customer-tabs"
                items={[
                  tab('profile', <CustomerOverview detail={detail} />),
                  tab('timeline', <CustomerTimeline id={id} />),
                  tab('balances', <CustomerBalances detail={detail} />),
                  tab('positions', <CustomerPositions detail={detail} />),
                  tab('orders', <CustomerOrders id={id} />),
                  tab('deposits', <CustomerDeposits id={id} />),
                  tab('withdrawals', <CustomerWithdrawals id={id} />),
                  tab('loans', <CustomerLoans id={id} />),
                  tab(
                    'support',
                    <CustomerTimeline id={id} topic="support" testId="customer-support" />,
                  ),
                  tab('statement', <CustomerStatement id={id} />),
                  tab('kyc', <CustomerKyc detail={detail} />),
                  tab('appropriateness', <CustomerAppropriateness id={id} />),
                  tab(
                    'factors',
                    <CustomerFactors
                      factors={detail.secondFactors}
                      recoveryCodesLeft={detail.recoveryCodesLeft}
                    />,
                  ),
                  tab('sessions', <CustomerSessions detail={detail} />),
                ]}
              />
            </Card>
            <DecisionDialog decision={actions.decision} onClose={actions.close} />
          </>
        );
      }}
    </QueryState>
  );
};
