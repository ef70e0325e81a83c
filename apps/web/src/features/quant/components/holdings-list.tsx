import type { QuantHoldingView } from '@brokerage/shared';
import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../../components/feedback/login-prompt';
import { Refreshable } from '../../../lib/ui/refresh';
import { useUserStore } from '../../../stores/user-store';
import { useQuantFunds, useQuantHoldings } from '../api/quant-queries';
import { FundSheet } from './fund-sheet';
import { HoldingCard } from './holding-card';
import './quant.css';

/**
 * The customer's holdings in progress (`holdings`) or ended (`history`); each opens its fund's
 * rule and the NAV days of its period, the path that produced its number.
 */
export const HoldingsList = ({ which }: { which: 'holdings' | 'history' }) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const holdings = useQuantHoldings(which, { enabled: token !== '' });
  const funds = useQuantFunds();
  const [path, setPath] = useState<QuantHoldingView | undefined>();
  if (!token) return <LoginPrompt />;
  return (
    <Refreshable onRefresh={() => holdings.refetch()}>
      <div className="quant-page padded" data-testid={`quant-${which}-page`}>
        {holdings.error ? (
          <ErrorBlock status="default" title={t('quant.loadFailed')} description="" />
        ) : !holdings.data ? (
          <p className="muted center-text">{t('common.loading')}</p>
        ) : holdings.data.length === 0 ? (
          <ErrorBlock
            status="empty"
            title={which === 'holdings' ? t('quant.emptyHoldings') : t('quant.emptyHistory')}
            description=""
            data-testid="quant-empty"
          />
        ) : (
          holdings.data.map((holding) => (
            <HoldingCard key={holding.id} holding={holding} onShowPath={setPath} />
          ))
        )}
        <FundSheet
          fund={path && funds.data?.find((fund) => fund.id === path.fundId)}
          days={path && { from: path.pricingDay, to: path.endDay }}
          onClose={() => setPath(undefined)}
        />
      </div>
    </Refreshable>
  );
};
