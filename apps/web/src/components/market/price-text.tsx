import { compareDecimalText, formatCarriedPrice, type QuoteView } from '@brokerage/shared';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { directionOf, formatPercent } from '../../lib/market/format';
import { useLanguageStore } from '../../stores/language-store';
import './price-text.css';

const FLASH_MS = 600;

/**
 * When `value` moves, the figure takes the tick's colour over a tint of it (class `flash-up` or
 * `flash-down`) for FLASH_MS, then goes back. Two class changes a tick and nothing per frame:
 * an opacity fade of the tint (Web Animations on its pseudo-element) cost every flashing price
 * an animation, a compositor layer and a frame of work while it ran, 130 ms of each second of
 * Home's main thread at 4× CPU with a dozen prices ticking. React renders nothing for the
 * flash; the class lives on the element.
 */
const useFlash = (value: string | undefined, element: RefObject<HTMLSpanElement | null>) => {
  const previous = useRef(value);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    const node = element.current;
    if (!node || before === undefined || value === undefined || before === value) return undefined;
    const flash = compareDecimalText(value, before) >= 0 ? 'flash-up' : 'flash-down';
    node.classList.add(flash);
    const end = () => node.classList.remove(flash);
    const timer = setTimeout(end, FLASH_MS);
    return () => {
      clearTimeout(timer);
      end();
    };
  }, [value, element]);
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
  const element = useRef<HTMLSpanElement>(null);
  useFlash(quote?.close, element);
  return (
    <span
      ref={element}
      className={`price-text num ${toneClass(quote?.change)} ${className ?? ''}`}
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
