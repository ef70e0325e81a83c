import { Decimal, formatCarriedPrice, type QuoteView } from '@brokerage/shared';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { directionOf, formatPercent } from '../../lib/market/format';
import { useLanguageStore } from '../../stores/language-store';
import './price-text.css';

const FLASH_MS = 600;

/**
 * When `value` moves, the figure takes the tick's colour (class `flash-up` or `flash-down`) and
 * a tint behind it fades out. The fade animates the opacity of the tint's pseudo-element, which
 * the compositor runs on its own: a colour transition repainted the page every frame, and with
 * a dozen prices ticking each second that was most of a phone's main thread. React renders
 * nothing for the flash; the classes and the animation live on the element.
 */
const useFlash = (value: string | undefined, element: RefObject<HTMLSpanElement | null>) => {
  const previous = useRef(value);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    const node = element.current;
    if (!node || before === undefined || value === undefined || before === value) return undefined;
    const flash = new Decimal(value).gte(before) ? 'flash-up' : 'flash-down';
    node.classList.add(flash);
    const fade = node.animate(
      { opacity: [1, 0] },
      { duration: FLASH_MS, easing: 'ease-out', pseudoElement: '::before' },
    );
    const end = () => node.classList.remove(flash);
    fade.addEventListener('finish', end);
    return () => {
      fade.cancel();
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
