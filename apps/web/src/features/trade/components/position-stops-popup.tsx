import { usePriceFormat } from '../../../lib/market/use-price-format';
import { Decimal, type PositionView, trimPriceDecimals } from '@brokerage/shared';
import {
  positionStopsProblems,
  trailingProblem,
  trailingStopLevel,
  type OrderField,
  type OrderProblem,
  type Trailing,
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
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';
import {
  StopModeSelector,
  stopLabelKey,
  TakeProfitKindSelector,
  type StopMode,
  type TakeProfitKind,
} from './stop-selectors';

type StopField = Extract<OrderField, 'stopLoss' | 'takeProfit'>;
type Problems = Partial<Record<StopField, string>>;

interface StopsInput {
  mode: StopMode;
  /** The stop loss price (fixed), or the trailing distance (amount or percent). */
  stop: string;
  takeProfit: string;
  takeProfitKind: TakeProfitKind;
}

const EMPTY: StopsInput = { mode: 'fixed', stop: '', takeProfit: '', takeProfitKind: 'market' };

/** What the sheet opens with: what the lot has. */
const inputOf = (position: PositionView): StopsInput => ({
  mode: position.trailing?.kind ?? 'fixed',
  stop: position.trailing
    ? new Decimal(position.trailing.distance).toFixed()
    : position.stopLoss
      ? trimPriceDecimals(position.stopLoss)
      : '',
  takeProfit: position.takeProfit ? trimPriceDecimals(position.takeProfit) : '',
  takeProfitKind: position.takeProfitKind,
});

/** The field a server refusal is about, so that its reason stands under that field. */
const fieldOf = (code: string, input: StopsInput): StopField | undefined => {
  if (code === 'STOP_LOSS_INVALID' || code === 'TRAILING_DISTANCE_INVALID') return 'stopLoss';
  if (code === 'TAKE_PROFIT_INVALID') return 'takeProfit';
  if (code === 'PRICE_TICK' || code === 'VALIDATION_FAILED')
    return input.stop ? 'stopLoss' : 'takeProfit';
  return undefined;
};

/**
 * Sets, changes or clears the stop loss and take profit of one open lot (issue 31 item 10).
 * The stop loss is a price, or trails the highest bid by an amount or a percent (issue 30 item
 * 5: the sheet shows where the stop starts, by the published rule); the take profit sells at
 * market or as a limit at its level. An empty field clears it. The rules are the order's
 * (shared order-rules, checked against the live bid before sending; the server checks again):
 * a refusal is shown under its field. No pay password: like cancelling an order, it moves no
 * money.
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
  const tickSize = instrument.data?.tickSize ?? '0';
  const [input, setInput] = useState<StopsInput>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [shownId, setShownId] = useState<number | undefined>();
  // A newly opened sheet starts from what the lot has.
  if (position && position.id !== shownId) {
    setShownId(position.id);
    setInput(inputOf(position));
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

  const change = (next: Partial<StopsInput>, clears: StopField) => {
    setInput({ ...input, ...next });
    setProblems({ ...problems, [clears]: undefined });
  };

  const problemText = (problem: OrderProblem | undefined) =>
    problem && t(`errors.${problem.code}`, problem.values);

  const typedStop = positivePrice(input.stop.trim());
  const trailing: Trailing | undefined =
    input.mode !== 'fixed' && typedStop ? { kind: input.mode, distance: typedStop } : undefined;
  const sameTrailing =
    trailing !== undefined &&
    position?.trailing?.kind === trailing.kind &&
    trailing.distance.eq(position.trailing.distance);
  // Where the stop starts: the lot's own when it already trails by this, else from the bid now.
  const trailingStart = sameTrailing
    ? position?.stopLoss
    : trailing && bid && !trailingProblem(trailing, tickSize, new Decimal(bid))
      ? trailingStopLevel(new Decimal(bid), trailing, tickSize).toFixed()
      : undefined;

  const save = (): void => {
    if (!position) return;
    const typed = { stop: input.stop.trim(), takeProfit: input.takeProfit.trim() };
    const takeProfit = typed.takeProfit ? positivePrice(typed.takeProfit) : undefined;
    const found: Problems = {};
    if (typed.stop && !typedStop) found.stopLoss = t('validation.wrongAmount');
    if (typed.takeProfit && !takeProfit) found.takeProfit = t('validation.wrongAmount');
    const bidNow = bid ? new Decimal(bid) : undefined;
    const rules = positionStopsProblems(
      { stopLoss: input.mode === 'fixed' ? typedStop : undefined, takeProfit },
      { tickSize },
      { bid: bidNow },
    );
    found.stopLoss ??= problemText(
      (trailing && trailingProblem(trailing, tickSize, bidNow)) || rules.stopLoss,
    );
    found.takeProfit ??= problemText(rules.takeProfit);
    setProblems(found);
    if (found.stopLoss || found.takeProfit) return;
    mutation.mutate({
      positionId: position.id,
      request: {
        stopLoss: input.mode === 'fixed' && typed.stop ? typed.stop : null,
        trailing: trailing ? { kind: trailing.kind, distance: typed.stop } : null,
        takeProfit: typed.takeProfit || null,
        takeProfitKind: input.takeProfitKind,
      },
    });
  };

  const field = (
    name: StopField,
    label: string,
    value: string,
    onChange: (text: string) => void,
    testId: string,
  ) => (
    <>
      <label className="field-label" htmlFor={testId}>
        {label} <span className="muted small">({t('trade.optional')})</span>
      </label>
      <FieldScope>
        <div className="stop-input" id={testId}>
          <AmountInput value={value} onChange={onChange} placeholder="--" testId={testId} />
        </div>
        <FieldError message={problems[name]} testId={`${testId}-error`} />
      </FieldScope>
    </>
  );

  const stopLabel = t(stopLabelKey(input.mode), { currency: position?.currency ?? '' });

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
          <section className="stops-field" data-testid="stops-stop-section">
            <h4 className="stops-field-title">{t('trade.stopLoss')}</h4>
            <StopModeSelector
              value={input.mode}
              onChange={(mode) => change({ mode, stop: '' }, 'stopLoss')}
              testId="stops-mode"
            />
            {field(
              'stopLoss',
              stopLabel,
              input.stop,
              (text) => change({ stop: text }, 'stopLoss'),
              'stops-stop-loss',
            )}
            {input.mode !== 'fixed' && trailingStart && (
              <p className="muted small field-hint" data-testid="stops-trailing-start">
                {t('trade.trailPreview', { stop: price(trailingStart) })}
              </p>
            )}
          </section>
          <section className="stops-field" data-testid="stops-take-profit-section">
            <h4 className="stops-field-title">{t('trade.takeProfit')}</h4>
            <TakeProfitKindSelector
              value={input.takeProfitKind}
              onChange={(kind) => change({ takeProfitKind: kind }, 'takeProfit')}
              testId="stops-take-profit-kind"
            />
            {field(
              'takeProfit',
              t('trade.takeProfitPrice'),
              input.takeProfit,
              (text) => change({ takeProfit: text }, 'takeProfit'),
              'stops-take-profit',
            )}
            <p className="muted small field-hint">
              {input.takeProfitKind === 'limit'
                ? t('trade.takeProfitLimitHint')
                : t('trade.takeProfitMarketHint')}
            </p>
          </section>
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
