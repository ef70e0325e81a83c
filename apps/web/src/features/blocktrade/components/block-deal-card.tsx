import { type BlockDealView, Decimal, instrumentKeyText } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { SimulatedBadge } from '../../../components/market/simulated-badge';

import { useLanguageStore } from '../../../stores/language-store';
import { premiumText } from './premium-text';
import { useNumberFormat } from '../../../lib/format/use-number-format';

/**
 * One block deal: instrument, its price against the current ask (indicative: a buy is priced
 * from the ask of its own moment), its premium on the ask, minimum and available shares, its window.
 */
export const BlockDealCard = ({
  deal,
  onBuy,
}: {
  deal: BlockDealView;
  onBuy: (deal: BlockDealView) => void;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  return (
    <article className="record-card block-deal" data-testid={`block-deal-${deal.id}`}>
      <div className="record-head">
        <span className="record-title ellipsis">{deal.name}</span>
        <span className="muted small">{instrumentKeyText(deal.key)}</span>
      </div>
      <div className="record-amount amount block-price" data-testid="block-indicative-price">
        {deal.indicativePrice === null ? '--' : n.price(deal.indicativePrice, deal.tickSize)}{' '}
        <span className="record-currency">{deal.currency}</span>
        {/* Priced from the simulator's ask: said on every screen with a price. */}
        <SimulatedBadge source={deal.priceSource ?? undefined} className="block-simulated" />
      </div>
      <dl className="record-rows">
        <div className="record-row">
          <dt>{t('blocktrade.premium')}</dt>
          <dd className="amount" data-testid="block-premium">
            {premiumText(deal.premiumPercent, language)}
          </dd>
        </div>
        <div className="record-row">
          <dt>{t('blocktrade.minimum')}</dt>
          <dd className="amount">{n.digits(deal.minQuantity)}</dd>
        </div>
        <div className="record-row">
          <dt>{t('blocktrade.available')}</dt>
          <dd className="amount" data-testid="block-available">
            {n.digits(deal.availableQuantity)}
          </dd>
        </div>
        <div className="record-row">
          <dt>{t('blocktrade.minimumAmount')}</dt>
          <dd className="amount">
            {deal.indicativePrice === null
              ? '--'
              : `${n.money(new Decimal(deal.indicativePrice).times(deal.minQuantity), deal.currency)} ${deal.currency}`}
          </dd>
        </div>
        <div className="record-row">
          <dt>{t('blocktrade.closes')}</dt>
          <dd>{formatDateTime(deal.closesAt, language)}</dd>
        </div>
      </dl>
      <Button block color="success" onClick={() => onBuy(deal)} data-testid="block-buy">
        {t('blocktrade.buy')}
      </Button>
    </article>
  );
};
