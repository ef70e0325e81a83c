import type { PositionView } from '@brokerage/shared';
import type { Trailing } from '@brokerage/shared/order-rules';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** How a stop loss is set: a price, or trailing the highest bid by an amount or a percent. */
export type StopMode = 'fixed' | Trailing['kind'];
export type TakeProfitKind = PositionView['takeProfitKind'];

/** Fixed price, trailing by an amount, or by a percent: the stop sheet's and the order's choice. */
export const StopModeSelector = ({
  value,
  onChange,
  testId,
}: {
  value: StopMode;
  onChange: (mode: StopMode) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Selector
      className="stops-mode"
      columns={3}
      showCheckMark={false}
      value={[value]}
      options={[
        { label: t('trade.stopMode.fixed'), value: 'fixed' },
        { label: t('trade.stopMode.amount'), value: 'amount' },
        { label: t('trade.stopMode.percent'), value: 'percent' },
      ]}
      onChange={(values) => {
        const mode = values[0];
        if (mode && mode !== value) onChange(mode);
      }}
      data-testid={testId}
    />
  );
};

/** A take profit sells at market once reached, or as a limit order at its level. */
export const TakeProfitKindSelector = ({
  value,
  onChange,
  testId,
}: {
  value: TakeProfitKind;
  onChange: (kind: TakeProfitKind) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Selector
      className="stops-mode"
      columns={2}
      showCheckMark={false}
      value={[value]}
      options={[
        { label: t('trade.takeProfitKind.market'), value: 'market' },
        { label: t('trade.takeProfitKind.limit'), value: 'limit' },
      ]}
      onChange={(values) => {
        const kind = values[0];
        if (kind) onChange(kind);
      }}
      data-testid={testId}
    />
  );
};

/** The stop loss field's label for its mode: a price, or the distance it trails by. */
export const stopLabelKey = (mode: StopMode): string =>
  mode === 'fixed'
    ? 'trade.stopLossPrice'
    : mode === 'amount'
      ? 'trade.trailAmountLabel'
      : 'trade.trailPercentLabel';
