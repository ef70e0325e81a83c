import type { RealizedSale } from '@brokerage/shared';
import { Icon } from '../../../components/icon/icon';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PnlText } from '../../../components/display/pnl-text';
import { RecordRow } from '../../../components/display/record-row';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';
import { formatDay } from '../../../lib/format/date-time';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { usePriceFormat } from '../../../lib/market/use-price-format';
import { heldFor } from '../utils/gains-choices';

/** What a sale was made of: when the lot was bought, the two prices, proceeds, cost, fees. */
const SaleDetails = ({
  sale,
  currency,
  id,
}: {
  sale: RealizedSale;
  currency: string;
  id: string;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const price = usePriceFormat(sale.key);
  return (
    <dl className="record-rows gains-sale-details" id={id} data-testid="gains-sale-details">
      <RecordRow label={t('gains.acquiredOn')} plain>
        {formatDay(sale.acquiredOn, n.language)}
      </RecordRow>
      <RecordRow label={t('gains.costPrice')}>{price(sale.costPrice)}</RecordRow>
      <RecordRow label={t('gains.salePrice')}>{price(sale.salePrice)}</RecordRow>
      <RecordRow label={t('gains.proceeds')} testId="gains-sale-proceeds">
        {n.money(sale.proceeds, currency)}
      </RecordRow>
      <RecordRow label={t('gains.cost')} testId="gains-sale-cost">
        {n.money(sale.cost, currency)}
      </RecordRow>
      <RecordRow label={t('gains.openingFee')}>{n.money(sale.openingFee, currency)}</RecordRow>
      <RecordRow label={t('gains.saleFee')}>{n.money(sale.saleFee, currency)}</RecordRow>
      <RecordRow label={t('gains.fees')} testId="gains-sale-fees">
        {n.money(sale.fees, currency)}
      </RecordRow>
    </dl>
  );
};

/**
 * One sale out of one lot: the instrument, its gain or loss in the app's colours, the shares,
 * the day it sold and how long the lot was held; a tap shows proceeds, cost and fees.
 */
export const GainsSaleCard = ({ sale, currency }: { sale: RealizedSale; currency: string }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <article className="record-card gains-sale" data-testid="gains-sale" data-fill={sale.fillId}>
      <button
        type="button"
        className="gains-sale-toggle"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onClick={() => setOpen((was) => !was)}
        data-testid="gains-sale-toggle"
      >
        <span className="gains-sale-main">
          <span className="gains-sale-title">
            <span className="record-title ellipsis">
              <InstrumentKeyLabel instrumentKey={sale.key} />
            </span>
            {sale.name !== sale.key && (
              <span className="gains-sale-name ellipsis muted">{sale.name}</span>
            )}
          </span>
          <PnlText
            value={sale.gain}
            currency={currency}
            className="strong"
            testId="gains-sale-gain"
          />
        </span>
        <span className="gains-sale-meta">
          <span data-testid="gains-sale-quantity">
            {t('gains.shares', { quantity: n.quantity(sale.quantity) })}
          </span>
          <span data-testid="gains-sale-sold">
            {t('gains.soldOn', { date: formatDay(sale.soldOn, n.language) })}
          </span>
          <span data-testid="gains-sale-held">
            {t('gains.held', { days: heldFor(sale.holdingDays, n.language) })}
          </span>
          <span className="gains-sale-chevron" aria-hidden="true">
            {open ? <Icon name="UpOutline" /> : <Icon name="DownOutline" />}
          </span>
        </span>
      </button>
      {open && <SaleDetails sale={sale} currency={currency} id={detailsId} />}
    </article>
  );
};
