import type { Decimal } from '@brokerage/shared';
import { formatSignedAmount, toneOf } from '../utils/trade-format';

/** A signed amount in green (gain) or red (loss). */
export const PnlText = ({
  value,
  currency,
  testId,
  className,
}: {
  value: string | null | undefined;
  currency?: string;
  testId?: string;
  className?: string;
}) => (
  <span className={`pnl-text num ${toneOf(value)} ${className ?? ''}`} data-testid={testId}>
    {value ? formatSignedAmount(value) : '--'}
    {currency && value ? <span className="pnl-currency"> {currency}</span> : null}
  </span>
);

/** A signed percentage in the same colours, or nothing when there is none. */
export const PnlPercent = ({ value }: { value: Decimal | null | undefined }) =>
  value ? (
    <span className={`small num ${toneOf(value.toFixed())}`}>
      {value.gt(0) ? '+' : ''}
      {value.toFixed(2)}%
    </span>
  ) : null;
