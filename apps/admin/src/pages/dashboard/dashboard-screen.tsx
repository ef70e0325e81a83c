import { can } from '@brokerage/shared';
import { Alert, Button, Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTime } from '../../components/date-time';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { Sparkline } from '../../components/sparkline';
import { useOperator } from '../../session/use-operator';
import { useLedgerCheck, useStats, type Stats } from './queries';

type Queue = Stats['deposits'] | Stats['withdrawals'];

const Amounts = ({
  amounts,
  testId,
}: {
  amounts: { currency: string; amount: string }[];
  testId?: string;
}) =>
  amounts.length === 0 ? (
    <span className="muted" data-testid={testId}>
      —
    </span>
  ) : (
    <div className="amounts" data-testid={testId}>
      {amounts.map((item) => (
        <div key={item.currency}>
          <Money value={item.amount} currency={item.currency} />
        </div>
      ))}
    </div>
  );

/** Hours and minutes between two instants, for "2 h 05 min". */
const waited = (since: string, now: number) => {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') };
};

/**
 * A review queue at a glance. Its money is what actually moved today: credited by passed
 * deposits (what arrived, not what was declared), paid out by passed withdrawals.
 */
const QueueCard = ({
  kind,
  queue,
  moved,
  link,
}: {
  kind: 'deposits' | 'withdrawals';
  queue: Queue;
  moved: { currency: string; amount: string }[];
  link: boolean;
}) => {
  const { t } = useTranslation();
  const now = Date.now();
  const title = link ? <Link to={`/review/${kind}`}>{t(`menu.${kind}`)}</Link> : t(`menu.${kind}`);
  return (
    <Card title={title} size="small" className="stat-card" data-testid={`stat-${kind}`}>
      <Row gutter={16}>
        <Col span={12}>
          <Statistic title={t('dashboard.waiting')} value={queue.waiting} />
        </Col>
        <Col span={12}>
          <Statistic title={t('dashboard.today')} value={queue.today} />
        </Col>
      </Row>
      <div className="stat-lines">
        <div className="stat-row">
          <span className="muted">
            {t(kind === 'deposits' ? 'dashboard.creditedToday' : 'dashboard.paidToday')}
          </span>
          <Amounts amounts={moved} testId={`stat-${kind}-moved`} />
        </div>
        {queue.oldestWaitingSince ? (
          <div>
            <span className="muted">{t('dashboard.oldest')}</span>{' '}
            {t('dashboard.waited', waited(queue.oldestWaitingSince, now))}
            {queue.oldestPromisedBy ? (
              <>
                {' · '}
                {t('dashboard.promisedBy')} <DateTime value={queue.oldestPromisedBy} />
              </>
            ) : null}
          </div>
        ) : null}
        {queue.overdue > 0 ? (
          <Tag color="red">{t('dashboard.overdue', { count: queue.overdue })}</Tag>
        ) : (
          <Tag color="green">{t('dashboard.onTime')}</Tag>
        )}
      </div>
    </Card>
  );
};

const Chart = ({
  title,
  values,
  labels,
  color,
}: {
  title: string;
  values: number[];
  labels: string[];
  color: string;
}) => (
  <Card size="small" title={title} className="stat-card">
    <Sparkline values={values} labels={labels} color={color} />
    <div className="chart-foot muted">
      <span>{labels[0]}</span>
      <span>Σ {values.reduce((sum, value) => sum + value, 0)}</span>
      <span>{labels[labels.length - 1]}</span>
    </div>
  </Card>
);

const LedgerCard = ({ check }: { check: Stats['ledgerCheck'] }) => {
  const { t } = useTranslation();
  const role = useOperator().data?.role;
  const run = useLedgerCheck();
  let body: ReactNode;
  if (!check)
    body = (
      <div>
        <Typography.Text type="secondary">{t('dashboard.ledgerNever')}</Typography.Text>
      </div>
    );
  else
    body = (
      <>
        {check.ok ? (
          <Tag color="green">{t('dashboard.ledgerOk')}</Tag>
        ) : (
          <Tag color="red">{t('dashboard.ledgerBreaches', { count: check.breaches })}</Tag>
        )}
        <div className="muted">
          {t('dashboard.checkedAt')} <DateTime value={check.checkedAt} />
        </div>
      </>
    );
  return (
    <Card
      size="small"
      title={t('dashboard.ledger')}
      className="stat-card"
      data-testid="stat-ledger"
    >
      {body}
      {can(role, 'review') ? (
        <Button
          size="small"
          className="gap-top block-button"
          loading={run.isPending}
          onClick={() => run.mutate()}
        >
          {t('dashboard.runCheck')}
        </Button>
      ) : null}
      {run.error ? (
        <Alert type="error" showIcon title={run.error.message} className="gap-top" />
      ) : null}
    </Card>
  );
};

/** `GET aggregate/stat`: the platform at a glance, and what waits for a decision. */
export const DashboardScreen = () => {
  const { t } = useTranslation();
  const role = useOperator().data?.role;
  const query = useStats();
  return (
    <>
      <PageHeader title={t('menu.dashboard')} />
      <QueryState query={query}>
        {(stats) => {
          const days = stats.last30Days.map((day) => day.day.slice(5));
          return (
            <Row gutter={[16, 16]}>
              <Col span={8}>
                <Card
                  size="small"
                  title={t('dashboard.customers')}
                  className="stat-card"
                  data-testid="stat-customers"
                >
                  <Row gutter={16}>
                    <Col span={8}>
                      <Statistic title={t('dashboard.total')} value={stats.customers.total} />
                    </Col>
                    <Col span={8}>
                      <Statistic title={t('dashboard.newToday')} value={stats.customers.newToday} />
                    </Col>
                    <Col span={8}>
                      <Statistic
                        title={t('dashboard.kycWaiting')}
                        value={stats.customers.kycWaiting}
                      />
                    </Col>
                  </Row>
                </Card>
              </Col>
              <Col span={8}>
                <QueueCard
                  kind="deposits"
                  queue={stats.deposits}
                  moved={stats.deposits.creditedToday}
                  link={can(role, 'review')}
                />
              </Col>
              <Col span={8}>
                <QueueCard
                  kind="withdrawals"
                  queue={stats.withdrawals}
                  moved={stats.withdrawals.paidToday}
                  link={can(role, 'review')}
                />
              </Col>
              <Col span={8}>
                <Card size="small" title={t('dashboard.positions')} className="stat-card">
                  <Statistic
                    title={t('dashboard.openPositions')}
                    value={stats.openPositions.count}
                  />
                  <div className="stat-row gap-top">
                    <span className="muted">{t('dashboard.positionsCost')}</span>
                    <Amounts amounts={stats.openPositions.costByCurrency} />
                  </div>
                </Card>
              </Col>
              <Col span={8}>
                <Card size="small" title={t('dashboard.loans')} className="stat-card">
                  <div className="stat-row">
                    <span className="muted">{t('dashboard.loansOutstanding')}</span>
                    {stats.loansOutstanding?.length ? (
                      <Amounts amounts={stats.loansOutstanding} />
                    ) : (
                      <span className="muted">{t('dashboard.loansNone')}</span>
                    )}
                  </div>
                </Card>
              </Col>
              <Col span={8}>
                <LedgerCard check={stats.ledgerCheck} />
              </Col>
              <Col span={8}>
                <Chart
                  title={t('dashboard.chartCustomers')}
                  values={stats.last30Days.map((day) => day.newCustomers)}
                  labels={days}
                  color="#465cff"
                />
              </Col>
              <Col span={8}>
                <Chart
                  title={t('dashboard.chartDeposits')}
                  values={stats.last30Days.map((day) => day.deposits)}
                  labels={days}
                  color="#00b42a"
                />
              </Col>
              <Col span={8}>
                <Chart
                  title={t('dashboard.chartWithdrawals')}
                  values={stats.last30Days.map((day) => day.withdrawals)}
                  labels={days}
                  color="#ff7d00"
                />
              </Col>
            </Row>
          );
        }}
      </QueryState>
    </>
  );
};
