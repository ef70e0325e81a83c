import { usePriceFormat } from '../../../lib/market/use-price-format';
import {
  Decimal,
  type OrderView,
  type PositionView,
  quantitySchema,
  trimPriceDecimals,
} from '@brokerage/shared';
import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/amount-input';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { PinProblem, QuantityInput } from '../../../components/forms/quantity-input';

import { useClosePosition } from '../api/close-position';
import { useRelockOnRefusal, useTradeUnlockedUntil } from '../api/trade-unlock';
import { closableQuantity, positivePrice } from '../utils/order-math';
import './trade.css';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';

/**
 * Closes all or part of a position at market or at a limit: the quantity (whole shares, at
 * most what is not already being closed), the limit price for a limit close (it waits in
 * 'closing review' until the bid reaches it), then the pay password.
 */
export const ClosePositionPopup = ({
  position,
  bid,
  onClose,
  onDone,
  onError,
}: {
  position: PositionView | undefined;
  bid: string | undefined;
  onClose: () => void;
  onDone: (order: OrderView) => void;
  onError: (error: unknown) => void;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const priceOf = usePriceFormat(position?.key);
  const closable = position ? closableQuantity(position.quantity, position.closingQuantity) : '0';
  const [quantity, setQuantity] = useState('');
  const [type, setType] = useState<'market' | 'limit'>('market');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState('');
  const reset = (): void => {
    setQuantity('');
    setType('market');
    setPrice('');
    setProblem('');
  };
  const unlockedUntil = useTradeUnlockedUntil();
  const mutation = useClosePosition({
    onSuccess: (order) => {
      reset();
      onDone(order);
    },
    onError: useRelockOnRefusal(onError),
  });

  const limit = positivePrice(price);
  const expected = type === 'limit' ? limit : bid ? new Decimal(bid) : undefined;
  const whole = /^\d+$/.test(quantity);
  // More than the position holds is refused as it is typed, and nothing is estimated for it.
  const exceeds = whole && new Decimal(quantity).gt(closable);
  const amount = whole && expected && !exceeds ? expected.times(quantity) : undefined;
  const shownProblem = problem || (exceeds ? t('errors.CLOSE_EXCEEDS_OPEN') : '');

  /** Without a pay password while the session is unlocked. */
  const confirm = (payPassword: string | undefined): void => {
    if (!position) return;
    const parsed = quantitySchema.safeParse(quantity);
    if (!parsed.success) {
      setProblem(t('validation.minimumUnit'));
      return;
    }
    if (new Decimal(parsed.data).gt(closable)) {
      setProblem(t('errors.CLOSE_EXCEEDS_OPEN'));
      return;
    }
    if (type === 'limit' && !limit) {
      setProblem(t(price.trim() === '' ? 'validation.priceRequired' : 'validation.wrongAmount'));
      return;
    }
    setProblem('');
    mutation.submit({
      positionId: position.id,
      request:
        type === 'limit'
          ? { quantity: parsed.data, type: 'limit', price: price.trim(), payPassword }
          : { quantity: parsed.data, type: 'market', payPassword },
    });
  };

  return (
    <PayPasswordPopup
      visible={position !== undefined}
      title={t('trade.closeTitle')}
      loading={mutation.isPending}
      onClose={() => {
        reset();
        // Another close is another request: it gets its own Idempotency-Key.
        mutation.resetKey();
        onClose();
      }}
      onConfirm={confirm}
      unlocked={
        unlockedUntil ? { until: unlockedUntil, onConfirm: () => confirm(undefined) } : undefined
      }
    >
      {position && (
        <div className="close-form" data-testid="close-form">
          <Selector
            className="close-type"
            columns={2}
            showCheckMark={false}
            value={[type]}
            options={[
              { label: t('trade.market'), value: 'market' },
              { label: t('trade.limit'), value: 'limit' },
            ]}
            onChange={(values) => {
              const next = values[0];
              if (next === 'market' || next === 'limit') {
                setType(next);
                setProblem('');
              }
            }}
            data-testid="close-type"
          />
          <dl className="record-rows pin-summary">
            <div className="record-row strong">
              <dt>{t('trade.sell')}</dt>
              <dd>
                <InstrumentKeyLabel instrumentKey={position.key} />
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.closable')}</dt>
              <dd className="amount" data-testid="close-closable">
                {closable}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.bid')}</dt>
              <dd className="amount">{priceOf(bid)}</dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.estimatedAmount')}</dt>
              <dd className="amount" data-testid="close-estimate">
                {amount ? `${n.money(amount, position.currency)} ${position.currency}` : '--'}
              </dd>
            </div>
          </dl>
          <label className="pin-label" htmlFor="close-quantity">
            {t('trade.closeQuantity')}
          </label>
          <div className="close-quantity-row">
            <QuantityInput
              id="close-quantity"
              className="pin-input"
              value={quantity}
              onChange={(text) => {
                setQuantity(text);
                setProblem('');
              }}
              placeholder={closable}
              testId="close-quantity"
            />
            <Button
              size="small"
              onClick={() => setQuantity(new Decimal(closable).div(2).floor().toFixed(0))}
              disabled={new Decimal(closable).lt(2)}
            >
              {t('trade.half')}
            </Button>
            <Button size="small" onClick={() => setQuantity(closable)} data-testid="close-all">
              {t('trade.all')}
            </Button>
          </div>
          {type === 'limit' && (
            <>
              <label className="pin-label" htmlFor="close-price">
                {t('trade.limitPriceIn', { currency: position.currency })}
              </label>
              <div className="close-price" id="close-price">
                <AmountInput
                  value={price}
                  onChange={(text) => {
                    setPrice(text);
                    setProblem('');
                  }}
                  placeholder={bid ? trimPriceDecimals(bid) : '0.00'}
                  testId="close-price"
                />
              </div>
            </>
          )}
          <PinProblem problem={shownProblem} testId="close-problem" />
          <p className="muted small">
            {type === 'limit' ? t('trade.closeNoteLimit') : t('trade.closeNote')}
          </p>
        </div>
      )}
    </PayPasswordPopup>
  );
};
