import {
  Decimal,
  formatAmount,
  quantitySchema,
  type OrderView,
  type PositionView,
} from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { PinProblem, QuantityInput } from '../../../components/forms/quantity-input';
import { useLanguageStore } from '../../../stores/language-store';
import { useClosePosition } from '../api/close-position';
import { closableQuantity } from '../utils/order-math';
import { formatPrice } from '../utils/trade-format';

/**
 * Closes all or part of a position at market: the quantity (whole shares, at most what is
 * not already being closed), then the pay password.
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
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const closable = position ? closableQuantity(position.quantity, position.closingQuantity) : '0';
  const [quantity, setQuantity] = useState('');
  const [problem, setProblem] = useState('');
  const mutation = useClosePosition({
    onSuccess: (order) => {
      setQuantity('');
      onDone(order);
    },
    onError,
  });

  const amount =
    quantity && bid && /^\d+$/.test(quantity) ? new Decimal(bid).times(quantity) : undefined;

  const confirm = (payPassword: string): void => {
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
    setProblem('');
    mutation.mutate({
      positionId: position.id,
      request: { quantity: parsed.data, type: 'market', payPassword },
    });
  };

  return (
    <PayPasswordPopup
      visible={position !== undefined}
      title={t('trade.closeTitle')}
      loading={mutation.isPending}
      onClose={() => {
        setQuantity('');
        setProblem('');
        onClose();
      }}
      onConfirm={confirm}
    >
      {position && (
        <div className="close-form" data-testid="close-form">
          <dl className="record-rows pin-summary">
            <div className="record-row strong">
              <dt>{t('trade.sell')}</dt>
              <dd>{position.key}</dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.closable')}</dt>
              <dd className="amount" data-testid="close-closable">
                {closable}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.bid')}</dt>
              <dd className="amount">{formatPrice(bid, language)}</dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.estimatedAmount')}</dt>
              <dd className="amount">
                {amount ? `${formatAmount(amount)} ${position.currency}` : '--'}
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
          <PinProblem problem={problem} testId="close-problem" />
          <p className="muted small">{t('trade.closeNote')}</p>
        </div>
      )}
    </PayPasswordPopup>
  );
};
