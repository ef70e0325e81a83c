import type { StatementFilter } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { Icon } from '../../components/icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { useExportStatement } from '../../features/statement/api/export-statement';
import { flattenStatement, useStatement } from '../../features/statement/api/get-statement';
import { StatementFilters } from '../../features/statement/components/statement-filters';
import { StatementList } from '../../features/statement/components/statement-list';
import { STATEMENT_TYPES } from '../../features/statement/components/statement-types';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';

const GAINS_URL = '/pages/profile/gains';

/**
 * /pages/profile/transcation (the seed's spelling): every movement of the customer's money,
 * filtered by type and date, exported as CSV with the same filters. `?type=order` preselects.
 * The realised gains report (what the sales made, by tax year) is one tap away.
 */
export const TransactionsPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const nav = useNavigation();
  const [filter, setFilter] = useState<StatementFilter>(() => ({
    type: (STATEMENT_TYPES as readonly string[]).includes(query.type ?? '')
      ? query.type
      : undefined,
  }));
  const statement = useStatement(filter, { enabled: token !== '' });
  const exporter = useExportStatement({ onError });
  if (!token) return <LoginPrompt />;

  return (
    <div className="funding-page statement-page" data-testid="statement-page">
      <div className="statement-toolbar">
        <StatementFilters filter={filter} onChange={setFilter} />
        <div className="statement-actions">
          <button
            type="button"
            className="link-button statement-gains-link"
            onClick={() => ignoreRefusal(nav.navigateTo({ url: GAINS_URL }))}
            data-testid="statement-gains"
          >
            <Icon name="CalculatorOutline" /> {t('statement.gainsLink')}
            <Icon name="RightOutline" />
          </button>
          <Button
            size="small"
            color="primary"
            fill="outline"
            loading={exporter.isPending}
            onClick={() => exporter.mutate(filter)}
            data-testid="statement-export"
          >
            <Icon name="DownlandOutline" /> {t('statement.exportCsv')}
          </Button>
        </div>
      </div>
      <Refreshable onRefresh={() => statement.refetch()}>
        <div className="padded-block">
          {statement.data ? (
            <StatementList
              lines={flattenStatement(statement.data.pages)}
              hasMore={statement.hasNextPage}
              loadMore={() => statement.fetchNextPage()}
            />
          ) : statement.isError ? null : (
            <p className="muted center-text">{t('common.loading')}</p>
          )}
        </div>
      </Refreshable>
    </div>
  );
};
