import { usePriceFormat } from '../../../lib/market/use-price-format';
import { Decimal, type PositionView, trimPriceDecimals } from '@brokerage/shared';
import {
  positionStopsProblems,
  type OrderField,
  type OrderProblem,
} from '@brokerage/shared/order-rules';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';
import { AmountInput } from '../../../components/forms/amount-input';
import { FieldError, FieldScope } from '../../../components/forms/form-field';
import { isHttpError } from '../../../lib/http/http-error';
import { useInstrument } from '../../../lib/market/get-instrument';

import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useSetPositionStops } from '../api/position-stops';
import { positivePrice } from '../utils/order-math';
import './trade.css';
import { InstrumentKeyLabel } from './instrument-key-label';

type StopField = Extract<OrderField, 'stopLoss' | 'takeProfit'>;
type Problems = Partial<Record<StopField, string>>;

/** The field a server refusal is about, so that its reason stands under that field. */
const fieldOf = (code: string, input: Record<StopField, string>): StopField | undefined => {
  if (code === 'STOP_LOSS_INVALID') return 'stopLoss';
  if (code === 'TAKE_PROFIT_INVALID') return 'takeProfit';
  if (code === 'PRICE_TICK' || code === 'VALIDATION_FAILED')
    return input.stopLoss ? 'stopLoss' : 'takeProfit';
  return undefined;
};

/**
 * Sets, changes or clears the stop loss and take profit of one open lot (issue 31 item 10).
 * An empty field clears its price. The rules are the order's (shared order-rules, checked
 * against the live bid before sending; the server checks again): a refusal is shown under its
 * field. No pay password: like cancelling an order, it moves no money.
 */
export const PositionStopsPopup = ({
  position,
  bid,
  onClose,
  onDone,
  onError,
}: {
  position: PositionView | undefined;
  bid: string | undefined;
  onClose: () => void;
  onDone: (position: PositionView) => void;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const price = usePriceFormat(position?.key);
  const n = useNumberFormat();
  const instrument = useInstrument(position?.key ?? '');
  const [input, setInput] = useState<Record<StopField, string>>({ stopLoss: '', takeProfit: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [shownId, setShownId] = useState<number | undefined>();
  // A newly opened sheet starts from what the lot has.
  if (position && position.id !== shownId) {
    setShownId(position.id);
    setInput({
      stopLoss: position.stopLoss ? trimPriceDecimals(position.stopLoss) : '',
      takeProfit: position.takeProfit ? trimPriceDecimals(position.takeProfit) : '',
    });
    setProblems({});
  }
  const mutation = useSetPositionStops({
    onSuccess: (saved) => {
      setShownId(undefined);
      onDone(saved);
    },
    onError: (error) => {
      const code = isHttpError(error) && typeof error.code === 'string' ? error.code : '';
      const field = fieldOf(code, input);
      if (field && isHttpError(error)) {
        setProblems({ [field]: error.messages[0] ?? t(`errors.${code}`) });
        return;
      }
      onError(error);
    },
  });

  const problemText = (problem: OrderProblem | undefined) =>
    problem && t(`errors.${problem.code}`, problem.values);

  const save = (): void => {
    if (!position) return;
    const typed = { stopLoss: input.stopLoss.trim(), takeProfit: input.takeProfit.trim() };
    const prices = {
      stopLoss: typed.stopLoss ? positivePrice(typed.stopLoss) : undefined,
      takeProfit: typed.takeProfit ? positivePrice(typed.takeProfit) : undefined,
    };
    const found: Problems = {};
    for (const field of ['stopLoss', 'takeProfit'] as const)
      if (typed[field] && !prices[field]) found[field] = t('validation.wrongAmount');
    const rules = positionStopsProblems(
      prices,
      { tickSize: instrument.data?.tickSize ?? '0' },
      { bid: bid ? new Decimal(bid) : undefined },
    );
    found.stopLoss ??= problemText(rules.stopLoss);
    found.takeProfit ??= problemText(rules.takeProfit);
    setProblems(found);
    if (found.stopLoss || found.takeProfit) return;
    mutation.mutate({
      positionId: position.id,
      request: { stopLoss: typed.stopLoss || null, takeProfit: typed.takeProfit || null },
    });
  };

  const field = (name: StopField, label: string, testId: string) => (
    <div className="stops-field">
      <label className="field-label" htmlFor={testId}>
        {label} <span className="muted small">({t('trade.optional')})</span>
      </label>
      <FieldScope>
        <div className="stop-input" id={testId}>
          <AmountInput
            value={input[name]}
            onChange={(text) => {
              setInput({ ...input, [name]: text });
              setProblems({ ...problems, [name]: undefined });
            }}
            placeholder="--"
            testId={testId}
          />
        </div>
        <FieldError message={problems[name]} testId={`${testId}-error`} />
      </FieldScope>
    </div>
  );

  return (
    <AppPopup
      visible={position !== undefined}
      onClose={() => {
        setShownId(undefined);
        onClose();
      }}
      bodyClassName="stops-sheet"
    >
      {position && (
        <div className="stops-form" data-testid="stops-form">
          <h3 className="stops-title">{t('trade.editStopsTitle')}</h3>
          <dl className="record-rows">
            <div className="record-row strong">
              <dt>
                <InstrumentKeyLabel instrumentKey={position.key} />
              </dt>
              <dd className="amount">{n.quantity(position.quantity)}</dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.openPrice')}</dt>
              <dd className="amount">{price(position.openPrice)}</dd>
            </div>
            <div className="record-row">
              <dt>{t('trade.lastBid')}</dt>
              <dd className="amount" data-testid="stops-bid">
                {price(bid)}
              </dd>
            </div>
          </dl>
          {field('stopLoss', t('trade.stopLoss'), 'stops-stop-loss')}
          {field('takeProfit', t('trade.takeProfit'), 'stops-take-profit')}
          <p className="muted small field-hint">{t('trade.editStopsHint')}</p>
          <Button
            block
            color="primary"
            loading={mutation.isPending}
            onClick={save}
            data-testid="stops-save"
          >
            {t('trade.saveStops')}
          </Button>
        </div>
      )}
    </AppPopup>
  );
};
