import type { PositionView } from '@brokerage/shared';
import type { Trailing } from '@brokerage/shared/order-rules';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** How a stop loss is set: a price, or trailing the highest bid by an amount or a percent. */
export type StopMode = 'fixed' | Trailing['kind'];
export type TakeProfitKind = PositionView['takeProfitKind'];

/** One of a few choices, side by side: the stop sheet's and the order's selectors. */
const ChoiceSelector = <T extends string>({
  value,
  choices,
  onChange,
  testId,
}: {
  value: T;
  /** Each choice and the key of its label. */
  choices: readonly (readonly [T, string])[];
  onChange: (choice: T) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Selector
      className="stops-mode"
      columns={choices.length}
      showCheckMark={false}
      value={[value]}
      options={choices.map(([choice, label]) => ({ label: t(label), value: choice }))}
      onChange={(values) => {
        const choice = values[0];
        if (choice !== undefined && choice !== value) onChange(choice);
      }}
      data-testid={testId}
    />
  );
};

const STOP_MODES = [
  ['fixed', 'trade.stopMode.fixed'],
  ['amount', 'trade.stopMode.amount'],
  ['percent', 'trade.stopMode.percent'],
] as const;
const TAKE_PROFIT_KINDS = [
  ['market', 'trade.takeProfitKind.market'],
  ['limit', 'trade.takeProfitKind.limit'],
] as const;

interface SelectorProps<T> {
  value: T;
  onChange: (choice: T) => void;
  testId: string;
}

/** Fixed price, trailing by an amount, or by a percent. */
export const StopModeSelector = (props: SelectorProps<StopMode>) => (
  <ChoiceSelector<StopMode> choices={STOP_MODES} {...props} />
);

/** A take profit sells at market once reached, or as a limit order at its level. */
export const TakeProfitKindSelector = (props: SelectorProps<TakeProfitKind>) => (
  <ChoiceSelector<TakeProfitKind> choices={TAKE_PROFIT_KINDS} {...props} />
);

/** The stop loss field's label for its mode: a price, or the distance it trails by. */
export const stopLabelKey = (mode: StopMode): string =>
  mode === 'fixed'
    ? 'trade.stopLossPrice'
    : mode === 'amount'
      ? 'trade.trailAmountLabel'
      : 'trade.trailPercentLabel';
