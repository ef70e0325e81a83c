import type { QuantFundView } from '@brokerage/shared';
import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { loginUrlFromHere } from '../../../lib/navigation/return-after-login';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { toast } from '../../../lib/ui/notify';
import { useKeptDraft } from '../../../lib/forms/kept-draft';
import { useLanguageStore } from '../../../stores/language-store';
import { useUserStore } from '../../../stores/user-store';
import { useQuantFunds } from '../api/quant-queries';
import { QuantBuyPopup } from './buy-popup';
import { FundCard } from './fund-card';
import { FundSheet } from './fund-sheet';
import { valuationText } from './quant-format';
import './quant.css';

/**
 * The quant products with their detail sheet and buy popup: cards on /pages/quantify/index,
 * compact rows on the seed's bak variant. Visitors who tap Buy are sent to log in.
 */
export const FundCatalog = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation();
  const funds = useQuantFunds();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const language = useLanguageStore((state) => state.key);
  const onError = useFailureHandler();
  const [open, setOpen] = useState<QuantFundView | undefined>();
  const [buying, setBuying] = useState<QuantFundView | undefined>();
  // The purchase the customer left to convert money (funding help) opens again on return.
  const [kept, , keep] = useKeptDraft('quant:buying', { fundId: '' });
  const [reopened, setReopened] = useState(false);
  if (!reopened && funds.data) {
    setReopened(true);
    setBuying(funds.data.find((fund) => String(fund.id) === kept.fundId));
  }
  const buy = (fund: QuantFundView) => {
    if (!token) {
      ignoreRefusal(nav.navigateTo({ url: loginUrlFromHere() }));
      return;
    }
    setOpen(undefined);
    setBuying(fund);
  };

  return (
    <div className={compact ? 'quant-list compact' : 'quant-list'}>
      {funds.error ? (
        <ErrorBlock status="default" title={t('quant.loadFailed')} description="" />
      ) : !funds.data ? (
        <p className="muted center-text">{t('common.loading')}</p>
      ) : funds.data.length === 0 ? (
        <ErrorBlock status="empty" title={t('quant.emptyProducts')} description="" />
      ) : (
        funds.data.map((fund) => (
          <FundCard key={fund.id} fund={fund} compact={compact} onOpen={setOpen} onBuy={buy} />
        ))
      )}
      <FundSheet fund={open} onClose={() => setOpen(undefined)} onBuy={buy} />
      <QuantBuyPopup
        fund={buying}
        onClose={() => setBuying(undefined)}
        onLeave={() => buying && keep({ fundId: String(buying.id) })}
        onError={onError}
        onDone={(holding) => {
          setBuying(undefined);
          toast(
            holding.units === null
              ? t('quant.boughtPending', { time: valuationText(holding.valuationAt, language) })
              : t('quant.bought'),
          );
          ignoreRefusal(nav.navigateTo({ url: '/pages/quantify/list' }));
        }}
      />
    </div>
  );
};
