import { Decimal, formatCarriedPrice, type QuoteView } from '@brokerage/shared';
import { useEffect, useRef, useState } from 'react';
import { directionOf, formatPercent } from '../../lib/market/format';
import { useLanguageStore } from '../../stores/language-store';
import './price-text.css';

const FLASH_MS = 600;

/** 'up' or 'down' for a moment after `value` changes, compared with the previous value. */
const useFlash = (value: string | undefined): 'up' | 'down' | undefined => {
  const previous = useRef(value);
  const [flash, setFlash] = useState<'up' | 'down' | undefined>();
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === undefined || value === undefined || before === value) return undefined;
    setFlash(new Decimal(value).gte(before) ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(undefined), FLASH_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return flash;
};

const toneClass = (change: string | null | undefined): string => {
  const direction = directionOf(change);
  return direction === 'up' ? 'gain' : direction === 'down' ? 'loss' : 'flat';
};

/** The last price, coloured by the day's change, flashing briefly when it moves. */
export const PriceText = ({
  quote,
  className,
  testId,
}: {
  quote: QuoteView | undefined;
  className?: string;
  testId?: string;
}) => {
  const language = useLanguageStore((state) => state.key);
  const flash = useFlash(quote?.close);
  return (
    <span
      className={`price-text num ${toneClass(quote?.change)} ${flash ? `flash-${flash}` : ''} ${className ?? ''}`}
      data-testid={testId}
    >
      {/* At least two decimals, as a price reads ("960,50", not "960,5"). */}
      {formatCarriedPrice(quote?.close, language)}
    </span>
  );
};

/** Change and change % with their signs, e.g. "+1.64 +1.91%". */
export const ChangeText = ({
  quote,
  show = 'both',
  className,
}: {
  quote: QuoteView | undefined;
  show?: 'both' | 'change' | 'percent';
  className?: string;
}) => {
  const language = useLanguageStore((state) => state.key);
  const change = formatCarriedPrice(quote?.change, language, { sign: true });
  const percent = formatPercent(quote?.changePercent, language);
  return (
    <span className={`change-text num ${toneClass(quote?.change)} ${className ?? ''}`}>
      {show !== 'percent' && <span>{change}</span>}
      {show !== 'change' && <span>{percent}</span>}
    </span>
  );
};

/** A change % pill for list rows (filled green or red). */
export const ChangePill = ({ quote }: { quote: QuoteView | undefined }) => {
  const language = useLanguageStore((state) => state.key);
  const direction = directionOf(quote?.change);
  return (
    <span className={`change-pill num pill-${direction}`}>
      {formatPercent(quote?.changePercent, language)}
    </span>
  );
};
