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
