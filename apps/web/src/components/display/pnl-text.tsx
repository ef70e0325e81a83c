import type { Decimal } from '@brokerage/shared';
import { signedTone, useNumberFormat } from '../../lib/format/use-number-format';
import './pnl-text.css';

/**
 * A signed amount in green (gain) or red (loss), in its currency's minor unit, followed by the
 * currency unless the screen names it once above a column of them (`withCurrency={false}`).
 */
export const PnlText = ({
  value,
  currency,
  testId,
  className,
  withCurrency = true,
}: {
  value: string | null | undefined;
  currency: string;
  testId?: string;
  className?: string;
  withCurrency?: boolean;
}) => {
  const n = useNumberFormat();
  const text = n.money(value, currency, { sign: true });
  return (
    <span className={`pnl-text num ${signedTone(text)} ${className ?? ''}`} data-testid={testId}>
      {text}
      {value && withCurrency ? <span className="pnl-currency"> {currency}</span> : null}
    </span>
  );
};

/** A signed percentage in the same colours, or nothing when there is none. */
export const PnlPercent = ({ value }: { value: Decimal | null | undefined }) => {
  const n = useNumberFormat();
  if (!value) return null;
  const text = n.percent(value.toFixed());
  return <span className={`small num ${signedTone(text)}`}>{text}%</span>;
};
