import { Decimal, formatAmount, type BlockDealView } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatDecimal, trimDecimal } from '../../../lib/market/format';
import { useLanguageStore } from '../../../stores/language-store';

/** One block deal: instrument, the fixed price, minimum and available shares, its window. */
export const BlockDealCard = ({
  deal,
  onBuy,
}: {
  deal: BlockDealView;
  onBuy: (deal: BlockDealView) => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const shares = (value: string): string => formatDecimal(value, language);
  return (
    <article className="record-card block-deal" data-testid={`block-deal-${deal.id}`}>
      <div className="record-head">
        <span className="record-title ellipsis">{deal.name}</span>
        <span className="muted small">{deal.key}</span>
      </div>
      <div className="record-amount amount block-price">
        {formatDecimal(trimDecimal(deal.price), language)}{' '}
        <span className="record-currency">{deal.currency}</span>
      </div>
      <dl className="record-rows">
        <div className="record-row">
          <dt>{t('blocktrade.minimum')}</dt>
          <dd className="amount">{shares(deal.minQuantity)}</dd>
        </div>
        <div className="record-row">
          <dt>{t('blocktrade.available')}</dt>
          <dd className="amount" data-testid="block-available">
            {shares(deal.availableQuantity)}
          </dd>
        </div>
        <div className="record-row">
          <dt>{t('blocktrade.minimumAmount')}</dt>
          <dd className="amount">
            {formatAmount(new Decimal(deal.price).times(deal.minQuantity))} {deal.currency}
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
