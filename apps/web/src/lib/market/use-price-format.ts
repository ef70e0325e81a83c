import { formatCarriedPrice, formatPrice, type Figure } from '@brokerage/shared';
import { useLanguageStore } from '../../stores/language-store';
import { useInstrument } from './get-instrument';

/**
 * Prices of one instrument as the quote page writes them: in its tick's decimals once the
 * instrument is known (1.549 and 1.500 alike for a 0.001 tick), as carried until then. One
 * price reads the same on the quote, the order, the positions and the receipt.
 */
export const usePriceFormat = (instrumentKey: string | undefined) => {
  const language = useLanguageStore((state) => state.key);
  const tickSize = useInstrument(instrumentKey ?? '').data?.tickSize;
  return (value: Figure): string =>
    tickSize ? formatPrice(value, tickSize, language) : formatCarriedPrice(value, language);
};
