import {
  Decimal,
  formatCarriedPrice,
  formatDigits,
  type InstrumentView,
  type OrderView,
  type PlaceOrderRequest,
  type QuoteView,
  trimPriceDecimals,
} from '@brokerage/shared';
import {
  buyCost,
  cashToPlace,
  feeRuleOf,
  hasLimit,
  hasStop,
  MARKET_ORDER_COLLAR,
  trailingStopLevel,
  type FeeSchedule,
} from '@brokerage/shared/order-rules';
import { Button, Selector } from 'antd-mobile';
import { usePriceFormat } from '../../../lib/market/use-price-format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/amount-input';
import { FieldError, FieldScope } from '../../../components/forms/form-field';
import { FormFailureLine, useFormFailure } from '../../../components/forms/form-failure';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { QuantityInput } from '../../../components/forms/quantity-input';

import { useKeptDraft } from '../../../lib/forms/kept-draft';
import { useLanguageStore } from '../../../stores/language-store';
import { useFeeSchedule } from '../../../lib/market/fee-schedule';
import { usePlaceOrder } from '../api/place-order';
import { useRelockOnRefusal, useTradeUnlockedUntil } from '../api/trade-unlock';
import {
  checkOrder,
  orderPrices,
  positivePrice,
  type OrderInput,
  type OrderKind,
  type OrderProblem,
} from '../utils/order-math';
import { GapWarning } from './gap-warning';
import { MarketOpensNote } from './market-opens-note';
import { OrderSummary, type OrderEstimate } from './order-summary';
import { StopModeSelector, stopLabelKey, TakeProfitKindSelector } from './stop-selectors';
import './trade.css';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useAmountLimits } from '../../../lib/settings/amount-limits';
import { FundingHelp } from '../../../components/funding/funding-help';

/**
 * A field's rule, under it, in the shared one-message slot: while the input refuses its text
 * ("Whole shares only") the rule ("Minimum unit 1") waits.
 */
const FieldProblem = ({
  problem,
  testId,
}: {
  problem: OrderProblem | undefined;
  testId: string;
}) => {
  const { t } = useTranslation();
  return <FieldError message={problem && t(problem.key, problem.values)} testId={testId} />;
};

/** The fee rule of the instrument's market as the table the server published says it. */
const FeeRuleNote = ({
  fees,
  market,
  currency,
  vip,
}: {
  fees: FeeSchedule | undefined;
  market: string;
  currency: string;
  vip: boolean;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  if (!fees) return null;
  const rule = feeRuleOf(fees, market);
  const percent = (share: string) =>
    formatDigits(new Decimal(share).times(100).toFixed(), language);
  const values = {
    rate: percent(rule.rate),
    minimum: formatDigits(new Decimal(rule.minimum).toFixed(), language),
    currency,
    discount: percent(fees.vipDiscount),
  };
  return (
    <p className="muted small estimate-note" data-testid="order-fee-rule">
      {vip ? t('trade.feeRuleVip', values) : t('trade.feeRule', values)}
    </p>
  );
};

const ORDER_KINDS: readonly OrderKind[] = ['market', 'limit', 'stop', 'stop_limit'];
const isOrderKind = (value: string | undefined): value is OrderKind =>
  ORDER_KINDS.some((kind) => kind === value);

/**
 * A buy: Market, Limit, Stop or Stop-limit, whole shares in lots, optional stop loss and take profit; the
 * estimated amount and fee beside the available cash; the pay password confirms.
 */
export const OrderForm = ({
  instrument,
  quote,
  available,
  vip,
  onDone,
}: {
  instrument: InstrumentView;
  quote: QuoteView | undefined;
  /** Available cash in the instrument's currency; undefined while loading. */
  available: string | undefined;
  vip: boolean;
  onDone: (order: OrderView) => void;
}) => {
  const n = useNumberFormat();
  const maximumOf = useAmountLimits();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  // Kept across a conversion by the funding help, so that the customer comes back to this order.
  const [input, setInput, keepInput] = useKeptDraft<OrderInput>(
    `order:${instrument.key}`,
    {
      type: 'market',
      quantity: '',
      price: '',
      stopPrice: '',
      stopLoss: '',
      stopMode: 'fixed',
      takeProfit: '',
      takeProfitKind: 'market',
    },
    (draft) =>
      isOrderKind(draft.type) &&
      ['fixed', 'amount', 'percent'].includes(draft.stopMode) &&
      ['market', 'limit'].includes(draft.takeProfitKind),
  );
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const fees = useFeeSchedule();

  const set = (patch: Partial<OrderInput>): void =>
    setInput((current) => ({ ...current, ...patch }));
  const last = quote ? new Decimal(quote.close) : undefined;
  const ask = quote ? new Decimal(quote.ask) : undefined;
  const problems = checkOrder(input, {
    lotSize: instrument.lotSize,
    tickSize: instrument.tickSize,
    last,
    ask,
    bid: quote ? new Decimal(quote.bid) : undefined,
  });
  // Where a trailing stop would start if the order filled now: from the bid, by the rule.
  const priceText = usePriceFormat(instrument.key);
  const mode = input.stopMode;
  const distance = mode === 'fixed' ? undefined : positivePrice(input.stopLoss);
  const trailingStart =
    mode !== 'fixed' && distance && quote && !problems.stopLoss
      ? trailingStopLevel(new Decimal(quote.bid), { kind: mode, distance }, instrument.tickSize)
      : undefined;
  // Shown once typed into, and all of them after a first Confirm.
  const visible = (field: keyof OrderInput): OrderProblem | undefined =>
    attempted || input[field].trim() !== '' ? problems[field] : undefined;

  const { limit, stop } = orderPrices(input);
  // The price it is expected to fill near: its limit, its stop, or the ask.
  const price = hasLimit(input.type) ? limit : input.type === 'stop' ? stop : ask;
  const quantity = problems.quantity ? undefined : new Decimal(input.quantity);
  const terms = fees && { fees, vip };
  const cost =
    terms && price && quantity ? buyCost(terms, instrument.market, price, quantity) : undefined;
  // What the server needs, by the same rule: the cost at the ask if it fills now, else the
  // hold at the worst price it may fill at (collar included), fee on that included.
  const fillsNow = quote !== undefined && quote.isOpen && !quote.stale;
  const reserved =
    terms && quantity
      ? cashToPlace(
          terms,
          instrument.market,
          { type: input.type, quantity, limit, stop, ask },
          fillsNow,
        )
      : undefined;
  const collar = formatDigits(MARKET_ORDER_COLLAR.times(100).toFixed(), language);
  const short = reserved !== undefined && available !== undefined && reserved.gt(available);
  const amount = cost?.notional;
  const fee = cost?.fee;
  const total = cost?.total;

  const unlockedUntil = useTradeUnlockedUntil();
  // A refusal (wrong pay password, insufficient balance) stays in the sheet and above the
  // button until the order changes, not in a toast (issue 31 item 3).
  const failure = useFormFailure();
  const mutation = usePlaceOrder({
    onSuccess: (order) => {
      setConfirming(false);
      onDone(order);
    },
    onError: useRelockOnRefusal(failure.show),
  });
  const { resetKey } = mutation;
  const { clear } = failure;
  useEffect(() => {
    resetKey();
    clear();
  }, [resetKey, clear, input]);

  // The currency's order maximum, against what the order may cost at worst (the hold).
  const maximum = maximumOf('order', instrument.currency);
  const aboveMaximum =
    maximum !== undefined && reserved !== undefined && reserved.gt(maximum.value);
  const ready =
    Object.keys(problems).length === 0 &&
    quote !== undefined &&
    !instrument.halted &&
    !short &&
    !aboveMaximum &&
    fees !== undefined &&
    available !== undefined;

  const estimate: OrderEstimate = {
    key: instrument.key,
    name: instrument.name,
    currency: instrument.currency,
    type: input.type,
    quantity: input.quantity,
    price: price?.toFixed(),
    stopPrice: stop?.toFixed(),
    amount: amount?.toFixed(),
    fee: fee?.toFixed(),
    total: total?.toFixed(),
    stopLoss: input.stopLoss,
    stopMode: input.stopMode,
    takeProfit: input.takeProfit,
    takeProfitKind: input.takeProfitKind,
  };

  const submit = (): void => {
    setAttempted(true);
    if (ready) setConfirming(true);
  };

  /** Without a pay password while the session is unlocked. */
  const request = (payPassword: string | undefined): PlaceOrderRequest => {
    const stopLoss = input.stopLoss.trim() || undefined;
    const takeProfit = input.takeProfit.trim() || undefined;
    const common = {
      key: instrument.key,
      quantity: input.quantity.trim(),
      ...(input.stopMode === 'fixed'
        ? { stopLoss }
        : { trailing: stopLoss ? { kind: input.stopMode, distance: stopLoss } : undefined }),
      takeProfit,
      takeProfitKind: takeProfit ? input.takeProfitKind : undefined,
      payPassword,
    };
    const price = input.price.trim();
    const stopPrice = input.stopPrice.trim();
    switch (input.type) {
      case 'limit':
        return { ...common, type: 'limit', price };
      case 'stop':
        return { ...common, type: 'stop', stopPrice };
      case 'stop_limit':
        return { ...common, type: 'stop_limit', stopPrice, price };
      default:
        return { ...common, type: 'market' };
    }
  };

  const money = (value: Decimal | string | undefined): string =>
    value === undefined ? '--' : `${n.money(value, instrument.currency)} ${instrument.currency}`;

  return (
    <div className="order-form">
      {instrument.halted && (
        <div className="order-note warn" role="alert" data-testid="order-halted">
          {t('errors.INSTRUMENT_HALTED', { reason: instrument.haltReason ?? '—' })}
        </div>
      )}
      {quote && !quote.isOpen && !instrument.halted && (
        <MarketOpensNote market={instrument.market} testId="order-market-closed" />
      )}

      <section className="info-card">
        <div className="field-label">{t('trade.orderType')}</div>
        <Selector
          columns={2}
          showCheckMark={false}
          value={[input.type]}
          options={[
            { label: t('trade.market'), value: 'market' },
            { label: t('trade.limit'), value: 'limit' },
            { label: t('trade.stop'), value: 'stop' },
            { label: t('trade.stopLimit'), value: 'stop_limit' },
          ]}
          onChange={(values) => {
            const type = values[0];
            if (isOrderKind(type)) set({ type });
          }}
          data-testid="order-type"
        />

        <label className="field-label" htmlFor="order-quantity">
          {t('trade.quantityShares')}
        </label>
        <FieldScope>
          <div className="big-amount">
            <QuantityInput
              id="order-quantity"
              className="amount-input"
              value={input.quantity}
              onChange={(quantity) => set({ quantity })}
              placeholder={t('trade.quantityPlaceholder', { lot: instrument.lotSize })}
              testId="order-quantity"
            />
          </div>
          <FieldProblem problem={visible('quantity')} testId="order-quantity-error" />
        </FieldScope>
        <p className="muted small field-hint">
          {t('trade.lotSize', { lot: instrument.lotSize })} ·{' '}
          {t('trade.tickSize', { tick: formatCarriedPrice(instrument.tickSize, language) })}
        </p>

        {hasStop(input.type) && (
          <>
            <label className="field-label" htmlFor="order-stop-price">
              {t('trade.stopPriceIn', { currency: instrument.currency })}
            </label>
            <FieldScope>
              <div className="big-amount" id="order-stop-price">
                <AmountInput
                  value={input.stopPrice}
                  onChange={(text) => set({ stopPrice: text })}
                  placeholder={quote ? trimPriceDecimals(quote.ask) : '0.00'}
                  testId="order-stop-price"
                />
              </div>
              <FieldProblem problem={visible('stopPrice')} testId="order-stop-price-error" />
            </FieldScope>
            <p className="muted small field-hint">{t('trade.stopHint')}</p>
            <GapWarning type={input.type} testId="order-gap-warning" />
          </>
        )}

        {hasLimit(input.type) && (
          <>
            <label className="field-label" htmlFor="order-price">
              {t('trade.limitPriceIn', { currency: instrument.currency })}
            </label>
            <FieldScope>
              <div className="big-amount" id="order-price">
                <AmountInput
                  value={input.price}
                  onChange={(text) => set({ price: text })}
                  placeholder={quote ? trimPriceDecimals(quote.close) : '0.00'}
                  testId="order-price"
                />
              </div>
              <FieldProblem problem={visible('price')} testId="order-price-error" />
            </FieldScope>
          </>
        )}

        <p className="field-label">{t('trade.stopLoss')}</p>
        <StopModeSelector
          value={input.stopMode}
          onChange={(stopMode) => set({ stopMode, stopLoss: '' })}
          testId="order-stop-mode"
        />
        <div className="order-stops">
          <div>
            <label className="field-label" htmlFor="order-stop-loss">
              {input.stopMode === 'fixed'
                ? t('trade.stopLoss')
                : t(stopLabelKey(input.stopMode), { currency: instrument.currency })}{' '}
              <span className="muted small">({t('trade.optional')})</span>
            </label>
            <FieldScope>
              <div className="stop-input" id="order-stop-loss">
                <AmountInput
                  value={input.stopLoss}
                  onChange={(text) => set({ stopLoss: text })}
                  placeholder="--"
                  testId="order-stop-loss"
                />
              </div>
              <FieldProblem problem={visible('stopLoss')} testId="order-stop-loss-error" />
            </FieldScope>
          </div>
          <div>
            <label className="field-label" htmlFor="order-take-profit">
              {t('trade.takeProfit')} <span className="muted small">({t('trade.optional')})</span>
            </label>
            <FieldScope>
              <div className="stop-input" id="order-take-profit">
                <AmountInput
                  value={input.takeProfit}
                  onChange={(text) => set({ takeProfit: text })}
                  placeholder="--"
                  testId="order-take-profit"
                />
              </div>
              <FieldProblem problem={visible('takeProfit')} testId="order-take-profit-error" />
            </FieldScope>
          </div>
        </div>
        {trailingStart && (
          <p className="muted small field-hint" data-testid="order-trailing-start">
            {t('trade.trailPreview', { stop: priceText(trailingStart.toFixed()) })}
          </p>
        )}
        {input.takeProfit.trim() !== '' && (
          <TakeProfitKindSelector
            value={input.takeProfitKind}
            onChange={(takeProfitKind) => set({ takeProfitKind })}
            testId="order-take-profit-kind"
          />
        )}
        {input.takeProfit.trim() !== '' && input.takeProfitKind === 'limit' ? (
          <p className="muted small field-hint">{t('trade.takeProfitLimitHint')}</p>
        ) : (
          <p className="muted small field-hint">{t('trade.stopsHint')}</p>
        )}
      </section>

      <section className="quote-panel" data-testid="order-estimate">
        <dl className="record-rows">
          <div className="record-row">
            <dt>{t('trade.estimatedAmount')}</dt>
            <dd className="amount" data-testid="order-amount">
              {money(amount)}
            </dd>
          </div>
          <div className="record-row">
            <dt>{t('trade.estimatedFee')}</dt>
            <dd className="amount" data-testid="order-fee">
              {money(fee)}
            </dd>
          </div>
          <div className="record-row strong">
            <dt>{t('trade.estimatedTotal')}</dt>
            <dd className="amount" data-testid="order-total">
              {money(total)}
            </dd>
          </div>
          {reserved && total && !reserved.eq(total) && (
            <div className="record-row">
              <dt>{t('trade.cashNeeded')}</dt>
              <dd className="amount" data-testid="order-cash-needed">
                {money(reserved)}
              </dd>
            </div>
          )}
          <div className="record-row">
            <dt>{t('trade.availableCash')}</dt>
            <dd className="amount" data-testid="order-available">
              {money(available)}
            </dd>
          </div>
        </dl>
        {/* A way forward: buy the currency with money the customer has (issue 31 item 5). */}
        <FundingHelp
          currency={instrument.currency}
          available={available}
          needed={reserved}
          showAvailable={false}
          pricesMove
          onLeave={keepInput}
          testId="order"
        />
        {maximum && (
          <p
            className={aboveMaximum ? 'field-error' : 'muted small'}
            role={aboveMaximum ? 'alert' : undefined}
            data-testid="order-maximum"
          >
            {t(aboveMaximum ? 'validation.amountAboveMaximum' : 'validation.amountMaximumHint', {
              maximum: n.money(maximum.value, maximum.currency),
              currency: maximum.currency,
            })}
          </p>
        )}
        <FeeRuleNote
          fees={fees}
          market={instrument.market}
          currency={instrument.currency}
          vip={vip}
        />
        {input.type === 'market' && (
          <p className="muted small estimate-note">{t('trade.collarNote', { collar })}</p>
        )}
        {input.type === 'stop' && (
          <p className="muted small estimate-note">{t('trade.stopCollarNote', { collar })}</p>
        )}
      </section>

      {!confirming && <FormFailureLine messages={failure.messages} testId="order-failure" />}
      <Button
        block
        color="success"
        size="large"
        disabled={
          quote === undefined || instrument.halted || available === undefined || fees === undefined
        }
        onClick={submit}
        data-testid="order-submit"
      >
        {t('trade.buyAction', { symbol: instrument.symbol })}
      </Button>

      <PayPasswordPopup
        visible={confirming}
        title={t('trade.confirmTitle')}
        loading={mutation.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={(payPassword) => mutation.submit({ request: request(payPassword) })}
        unlocked={
          unlockedUntil
            ? {
                until: unlockedUntil,
                onConfirm: () => mutation.submit({ request: request(undefined) }),
              }
            : undefined
        }
      >
        <OrderSummary estimate={estimate} />
        <FormFailureLine messages={failure.messages} testId="order-confirm-failure" />
        {hasStop(input.type) && <GapWarning type={input.type} testId="confirm-gap-warning" />}
        {quote && !quote.isOpen && <p className="order-note small">{t('trade.marketClosed')}</p>}
      </PayPasswordPopup>
    </div>
  );
};
