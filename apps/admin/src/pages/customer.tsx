import {
  customerFreezeRequest,
  customerMessageRequest,
  customerUnfreezeRequest,
  customerVipRequest,
  okSchema,
  can,
} from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Descriptions,
  Space,
  Table,
  Tabs,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { api, unwrap } from '../api/client';
import { fetchCustomer, type CustomerDetailView } from '../components/customer-identity';
import { DateTime } from '../components/date-time';
import { DecisionDialog, type Decision } from '../components/decision-dialog';
import { Money } from '../components/money';
import { PageHeader } from '../components/page-header';
import { PagedTable, usePaging } from '../components/paged-table';
import { QueryState } from '../components/query-state';
import { useOperator } from '../session/use-operator';
import { CustomerAppropriateness } from './customer-appropriateness';
import { CustomerFactors } from './customer-factors';
import { CustomerFlags } from './customers';

type Detail = CustomerDetailView;

const Orders = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const paging = usePaging();
  const query = useQuery({
    queryKey: ['customer-orders', id, paging.page, paging.pageSize],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/customers/{id}/orders', {
          params: { path: { id }, query: { page: paging.page, pageSize: paging.pageSize } },
        }),
      ),
  });
  type Order = NonNullable<typeof query.data>['items'][number];
  const columns: TableColumnsType<Order> = [
    { title: t('common.id'), dataIndex: 'id' },
    { title: t('customer.instrument'), dataIndex: 'instrumentKey' },
    { title: t('customer.side'), dataIndex: 'side' },
    { title: t('customer.orderType'), dataIndex: 'type' },
    {
      title: t('customer.quantity'),
      dataIndex: 'quantity',
      align: 'right',
      render: (value: string) => <Money value={value} places={0} />,
    },
    {
      title: t('customer.limit'),
      dataIndex: 'limitPrice',
      align: 'right',
      render: (value: string | null) => <Money value={value} places={4} />,
    },
    { title: t('common.status'), dataIndex: 'status' },
    {
      title: t('audit.when'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
  ];
  return <PagedTable query={query} paging={paging} columns={columns} rowKey="id" />;
};

const Statement = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const paging = usePaging();
  const query = useQuery({
    queryKey: ['ledger', { customerId: id }, paging.page, paging.pageSize],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/ledger/entries', {
          params: { query: { customerId: id, page: paging.page, pageSize: paging.pageSize } },
        }),
      ),
  });
  type Entry = NonNullable<typeof query.data>['items'][number];
  const columns: TableColumnsType<Entry> = [
    {
      title: t('audit.when'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    { title: t('ledger.type'), dataIndex: 'type' },
    { title: t('ledger.description'), dataIndex: 'description' },
    {
      title: t('ledger.amount'),
      key: 'amount',
      align: 'right',
      render: (_, entry) =>
        entry.postings
          .filter((posting) => posting.account.startsWith(`customer:${id}:`))
          .map((posting) => (
            <div key={`${posting.account}`}>
              <Money value={posting.amount} currency={posting.currency} signed />{' '}
              {/* Which of the customer's accounts: a hold moves money between two of them. */}
              <span className="muted">{posting.account.split(':').pop()}</span>
            </div>
          )),
    },
    {
      title: t('review.reason'),
      dataIndex: 'reason',
      render: (value: string | null) => value ?? '—',
    },
  ];
  return (
    <PagedTable
      query={query}
      paging={paging}
      columns={columns}
      rowKey="id"
      testId="customer-statement"
    />
  );
};

const Overview = ({ detail }: { detail: Detail }) => {
  const { t } = useTranslation();
  const profile = detail.profile;
  return (
    <Descriptions bordered size="small" column={2}>
      <Descriptions.Item label={t('customers.uid')}>{profile.uid}</Descriptions.Item>
      <Descriptions.Item label={t('customers.email')}>{profile.email ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('customers.phone')}>
        {profile.phone ? `+${profile.areaCode ?? ''} ${profile.phone}` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.kyc')}>
        {t(`customers.kycStatus.${profile.kycStatus}`, { defaultValue: profile.kycStatus })}
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.since')}>
        <DateTime value={profile.createdAt} />
      </Descriptions.Item>
      <Descriptions.Item label="VIP">
        {profile.vip ? t('common.yes') : t('common.no')}
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.loginFrozen')}>
        {profile.loginFrozenReason ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.tradingFrozen')}>
        {profile.tradingFrozenReason ?? '—'}
      </Descriptions.Item>
    </Descriptions>
  );
};

type AnyDecision = Decision<z.ZodType>;
/** A call without a body (the password reset): nothing to validate but the confirmation. */
const NO_BODY = okSchema.partial();

/** One customer: profile, KYC, balances, positions, orders, statement, sessions, and actions. */
export const CustomerScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const role = useOperator().data?.role;
  const [decision, setDecision] = useState<AnyDecision | null>(null);
  const query = useQuery({
    queryKey: ['customer', id],
    queryFn: () => fetchCustomer(id),
    enabled: id > 0,
  });
  const path = { params: { path: { id } } };

  const open = <S extends z.ZodType>(next: Decision<S>) =>
    setDecision(next as unknown as AnyDecision);
  const freeze = (scope: 'login' | 'trading') =>
    open({
      title: t(`customer.freeze.${scope}`),
      summary: t('customer.freezeEffect'),
      confirm: t(`customer.freeze.${scope}`),
      danger: true,
      fields: ['comment'],
      commentRequired: true,
      schema: customerFreezeRequest,
      body: (values) => ({ scope, reason: values.comment }),
      submit: (body) => unwrap(api.POST('/api/v1/admin/customers/{id}/freeze', { ...path, body })),
    });
  const unfreeze = (scope: 'login' | 'trading') =>
    open({
      title: t(`customer.unfreeze.${scope}`),
      summary: t('customer.unfreezeEffect'),
      confirm: t(`customer.unfreeze.${scope}`),
      fields: [],
      schema: customerUnfreezeRequest,
      body: () => ({ scope }),
      submit: (body) =>
        unwrap(api.POST('/api/v1/admin/customers/{id}/unfreeze', { ...path, body })),
    });
  const vip = (on: boolean) =>
    open({
      title: on ? t('customer.vipOn') : t('customer.vipOff'),
      summary: on ? t('customer.vipOnEffect') : t('customer.vipOffEffect'),
      confirm: on ? t('customer.vipOn') : t('customer.vipOff'),
      fields: [],
      schema: customerVipRequest,
      body: () => ({ vip: on }),
      submit: (body) => unwrap(api.PUT('/api/v1/admin/customers/{id}/vip', { ...path, body })),
    });
  const message = () =>
    open({
      title: t('customer.message'),
      summary: t('customer.messageEffect'),
      confirm: t('customer.send'),
      fields: ['title', 'comment'],
      commentRequired: true,
      commentLabel: t('customer.messageBody'),
      schema: customerMessageRequest,
      body: (values) => ({ title: values.title, body: values.comment }),
      submit: (body) =>
        unwrap(api.POST('/api/v1/admin/customers/{id}/messages', { ...path, body })),
    });
  const reset = () =>
    open({
      title: t('customer.passwordReset'),
      summary: t('customer.passwordResetEffect'),
      confirm: t('customer.passwordReset'),
      danger: true,
      fields: [],
      schema: NO_BODY,
      body: () => ({}),
      submit: () => unwrap(api.POST('/api/v1/admin/customers/{id}/password-reset', path)),
    });

  // Always four eyes: the server answers a proposal that a different reviewer approves.
  const resetFactors = () =>
    open({
      title: t('customer.factors.reset'),
      summary: t('customer.factors.resetEffect'),
      confirm: t('customer.factors.reset'),
      danger: true,
      fields: [],
      schema: NO_BODY,
      body: () => ({}),
      submit: () => unwrap(api.POST('/api/v1/admin/customers/{id}/second-factor-reset', path)),
    });

  return (
    <QueryState query={query}>
      {(detail) => {
        const profile = detail.profile;
        const reviewer = can(role, 'review');
        return (
          <>
            <PageHeader
              title={`#${profile.id} ${profile.nickname}`}
              extra={
                <Space wrap>
                  <CustomerFlags customer={profile} />
                  <Button onClick={message} data-testid="customer-message">
                    {t('customer.message')}
                  </Button>
                  {reviewer ? (
                    <>
                      {profile.loginFrozenReason ? (
                        <Button onClick={() => unfreeze('login')}>
                          {t('customer.unfreeze.login')}
                        </Button>
                      ) : (
                        <Button danger onClick={() => freeze('login')}>
                          {t('customer.freeze.login')}
                        </Button>
                      )}
                      {profile.tradingFrozenReason ? (
                        <Button onClick={() => unfreeze('trading')}>
                          {t('customer.unfreeze.trading')}
                        </Button>
                      ) : (
                        <Button danger onClick={() => freeze('trading')}>
                          {t('customer.freeze.trading')}
                        </Button>
                      )}
                      <Button onClick={() => vip(!profile.vip)}>
                        {profile.vip ? t('customer.vipOff') : t('customer.vipOn')}
                      </Button>
                      <Button danger onClick={reset} data-testid="customer-password-reset">
                        {t('customer.passwordReset')}
                      </Button>
                      {detail.secondFactors.length > 0 ? (
                        <Button danger onClick={resetFactors} data-testid="customer-factor-reset">
                          {t('customer.factors.reset')}
                        </Button>
                      ) : null}
                    </>
                  ) : null}
                </Space>
              }
            />
            <Card>
              <Tabs
                items={[
                  {
                    key: 'profile',
                    label: t('customer.tabs.profile'),
                    children: <Overview detail={detail} />,
                  },
                  {
                    key: 'kyc',
                    label: t('customer.tabs.kyc'),
                    children: (
                      <Table
                        size="small"
                        rowKey="id"
                        pagination={false}
                        dataSource={detail.kyc}
                        locale={{ emptyText: t('common.empty') }}
                        columns={[
                          { title: t('common.id'), dataIndex: 'id' },
                          {
                            title: t('kyc.document'),
                            dataIndex: 'kind',
                            render: (kind: string) => t(`kyc.kind.${kind}`, { defaultValue: kind }),
                          },
                          {
                            title: t('common.status'),
                            dataIndex: 'status',
                            render: (status: string) =>
                              t(`kyc.status.${status}`, { defaultValue: status }),
                          },
                          {
                            title: t('review.reason'),
                            dataIndex: 'reason',
                            render: (value: string | null) => value ?? '—',
                          },
                          {
                            title: t('kyc.submitted'),
                            dataIndex: 'createdAt',
                            render: (value: string) => <DateTime value={value} />,
                          },
                        ]}
                      />
                    ),
                  },
                  {
                    key: 'balances',
                    label: t('customer.tabs.balances'),
                    children: (
                      <Table
                        size="small"
                        rowKey="currency"
                        pagination={false}
                        dataSource={detail.balances}
                        locale={{ emptyText: t('common.empty') }}
                        data-testid="customer-balances"
                        columns={[
                          { title: t('ledger.currency'), dataIndex: 'currency' },
                          {
                            title: t('customer.available'),
                            dataIndex: 'available',
                            align: 'right',
                            render: (value: string, row) => (
                              <Money value={value} currency={row.currency} />
                            ),
                          },
                          {
                            title: t('customer.held'),
                            dataIndex: 'held',
                            align: 'right',
                            render: (value: string, row) => (
                              <Money value={value} currency={row.currency} />
                            ),
                          },
                          {
                            title: t('dashboard.total'),
                            dataIndex: 'total',
                            align: 'right',
                            render: (value: string, row) => (
                              <Money value={value} currency={row.currency} />
                            ),
                          },
                        ]}
                      />
                    ),
                  },
                  {
                    key: 'positions',
                    label: t('customer.tabs.positions'),
                    children: (
                      <Table
                        size="small"
                        rowKey="id"
                        pagination={false}
                        dataSource={detail.positions}
                        locale={{ emptyText: t('common.empty') }}
                        columns={[
                          { title: t('customer.instrument'), dataIndex: 'instrumentKey' },
                          {
                            title: t('customer.quantity'),
                            dataIndex: 'quantity',
                            align: 'right',
                            render: (value: string) => <Money value={value} places={0} />,
                          },
                          {
                            title: t('customer.openPrice'),
                            dataIndex: 'openPrice',
                            align: 'right',
                            render: (value: string, row) => (
                              <>
                                <Money value={value} places={4} /> {row.currency}
                              </>
                            ),
                          },
                          {
                            title: t('customer.openedAt'),
                            dataIndex: 'openedAt',
                            render: (value: string) => <DateTime value={value} />,
                          },
                        ]}
                      />
                    ),
                  },
                  { key: 'orders', label: t('customer.tabs.orders'), children: <Orders id={id} /> },
                  {
                    key: 'appropriateness',
                    label: t('customer.tabs.appropriateness'),
                    children: <CustomerAppropriateness id={id} />,
                  },
                  {
                    key: 'statement',
                    label: t('customer.tabs.statement'),
                    children: <Statement id={id} />,
                  },
                  {
                    key: 'factors',
                    label: t('customer.tabs.factors'),
                    children: (
                      <CustomerFactors
                        factors={detail.secondFactors}
                        recoveryCodesLeft={detail.recoveryCodesLeft}
                      />
                    ),
                  },
                  {
                    key: 'sessions',
                    label: t('customer.tabs.sessions'),
                    children: (
                      <Table
                        size="small"
                        rowKey="id"
                        pagination={false}
                        dataSource={detail.sessions}
                        locale={{ emptyText: t('common.empty') }}
                        columns={[
                          {
                            title: t('customer.signedIn'),
                            dataIndex: 'createdAt',
                            render: (value: string) => <DateTime value={value} />,
                          },
                          {
                            title: t('customer.expires'),
                            dataIndex: 'expiresAt',
                            render: (value: string) => <DateTime value={value} />,
                          },
                          {
                            title: t('audit.address'),
                            dataIndex: 'ip',
                            render: (value: string | null) => value ?? '—',
                          },
                          {
                            title: t('customer.device'),
                            dataIndex: 'userAgent',
                            ellipsis: true,
                            render: (value: string | null) => (
                              <Typography.Text type="secondary">{value ?? '—'}</Typography.Text>
                            ),
                          },
                        ]}
                      />
                    ),
                  },
                ]}
              />
            </Card>
            <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
          </>
        );
      }}
    </QueryState>
  );
};
