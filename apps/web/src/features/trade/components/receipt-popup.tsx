import { usePriceFormat } from '../../../lib/market/use-price-format';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';
import { Decimal } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../stores/language-store';
import { useReceipt } from '../api/get-receipt';
import { formatPreciseTime } from '../utils/trade-format';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { AppPopup } from '../../../components/feedback/app-popup';
import { Spinner } from '../../../components/feedback/spinner';

/**
 * The execution receipt: what was filled, at which price, against which quote (bid, ask,
 * last at the moment of the fill), the fee, the time to the millisecond and the price source.
 */
export const ReceiptPopup = ({
  orderId,
  currency,
  onClose,
}: {
  orderId: number | undefined;
  currency: string;
  onClose: () => void;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const receipt = useReceipt(orderId);
  const data = receipt.data;
  const price = usePriceFormat(data?.key);
  return (
    <AppPopup
      visible={orderId !== undefined}
      onClose={onClose}
      bodyClassName="pin-popup"
      destroyOnClose
    >
      <div className="pin-popup-body receipt" data-testid="receipt">
        <h3 className="pin-popup-title">{t('trade.receiptTitle')}</h3>
        {!data ? (
          <div className="center-text">
            <Spinner />
          </div>
        ) : (
          <dl className="record-rows">
            <div className="record-row strong">
              <dt>{data.side === 'buy' ? t('trade.buy') : t('trade.sell')}</dt>
              <dd data-testid="receipt-key">
                <InstrumentKeyLabel instrumentKey={data.key} />
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.quantity')}</dt>
              <dd className="amount" data-testid="receipt-quantity">
                {data.quantity}
              </dd>
            </div>
            <div className="record-row strong">
              <dt>{t('trade.filledPrice')}</dt>
              <dd className="amount" data-testid="receipt-price">
                {price(data.price)}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.totalAmount')}</dt>
              <dd className="amount">
                {n.money(new Decimal(data.price).times(data.quantity), currency)} {currency}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.fee')}</dt>
              <dd className="amount">
                {n.money(data.fee, currency)} {currency}
              </dd>
            </div>
            <div className="receipt-quote">
              <div className="receipt-quote-title">{t('trade.quoteAtFill')}</div>
              <div className="receipt-quote-grid">
                <span>
                  <small>{t('trade.bid')}</small>
                  <b className="num">{price(data.bid)}</b>
                </span>
                <span>
                  <small>{t('trade.ask')}</small>
                  <b className="num">{price(data.ask)}</b>
                </span>
                <span>
                  <small>{t('trade.last')}</small>
                  <b className="num">{price(data.last)}</b>
                </span>
              </div>
            </div>
            <div className="record-row">
              <dt>{t('trade.quoteTime')}</dt>
              <dd className="num">{formatPreciseTime(data.quoteTime, language)}</dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.filledAt')}</dt>
              <dd className="num" data-testid="receipt-time">
                {formatPreciseTime(data.filledAt, language)}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.priceSource')}</dt>
              <dd data-testid="receipt-source">
                {t(`trade.source.${data.priceSource}`, { defaultValue: data.priceSource })}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.orderNumber')}</dt>
              <dd className="num">{data.orderId}</dd>
            </div>
          </dl>
        )}
      </div>
    </AppPopup>
  );
};
