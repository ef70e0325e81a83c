import type { GainsReportFilter } from '@brokerage/shared';
import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/load-failed';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import { DelayedLoading } from '../../components/page/delayed-loading';
import type { PageProps } from '../../components/page/lazy-page';
import { flattenSales, useGainsReport } from '../../features/gains-report/api/get-gains-report';
import { GainsDividends } from '../../features/gains-report/components/gains-dividends';
import { GainsDownloads } from '../../features/gains-report/components/gains-downloads';
import { GainsFilters } from '../../features/gains-report/components/gains-filters';
import { GainsSaleList } from '../../features/gains-report/components/gains-sale-list';
import { GainsTotalsCard } from '../../features/gains-report/components/gains-totals-card';
import { settledPeriod } from '../../features/gains-report/utils/gains-choices';
import '../../features/gains-report/components/gains-report.css';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';

/**
 * /pages/profile/gains (issue 30 item 4): the realised gains of a tax year in one currency,
 * as the server matched each sale to its lot and summed them, and below them the year's cash
 * dividends (issue 30 item 3); the screen only formats. The year and currency start as the
 * server picks them (the latest year with a sale or a dividend, its first currency), so the
 * screen is empty only for a customer who has neither.
 */
export const GainsPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const [filter, setFilter] = useState<GainsReportFilter>({});
  const report = useGainsReport(filter, { enabled: token !== '' });
  if (!token) return <LoginPrompt />;

  const first = report.data?.pages[0];
  if (!first) {
    if (report.isError)
      return <LoadFailed testId="gains-load-failed" onRetry={() => void report.refetch()} />;
    return <DelayedLoading />;
  }
  const settled = settledPeriod(first);
  if (!settled)
    return (
      <div className="funding-page gains-page gains-empty" data-testid="gains-empty">
        <ErrorBlock status="empty" title={t('gains.empty')} description={t('gains.emptyHint')} />
      </div>
    );

  return (
    <div className="funding-page gains-page" data-testid="gains-page">
      <div className="gains-toolbar">
        <GainsFilters report={first} filter={filter} onChange={setFilter} />
      </div>
      <Refreshable onRefresh={() => report.refetch()}>
        <div className="padded-block" aria-busy={report.isPlaceholderData}>
          <GainsTotalsCard totals={first.totals} {...settled} />
          <p className="gains-rule" data-testid="gains-rule">
            {t('gains.rule')}
          </p>
          <GainsDownloads filter={settled} onError={onError} />
          <GainsSaleList
            sales={flattenSales(report.data?.pages)}
            currency={settled.currency}
            hasMore={report.hasNextPage}
            loadMore={() => report.fetchNextPage()}
          />
          <GainsDividends dividends={first.dividends} currency={settled.currency} />
        </div>
      </Refreshable>
    </div>
  );
};
