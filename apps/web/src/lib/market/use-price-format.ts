import type { Figure } from '@brokerage/shared';
import { useNumberFormat } from '../format/use-number-format';
import { useInstrument } from './get-instrument';

/**
 * Prices of one instrument as the quote page writes them: in its tick's decimals once the
 * instrument is known (1.549 and 1.500 alike for a 0.001 tick), as carried until then. One
 * price reads the same on the quote, the order, the positions and the receipt.
 */
export const usePriceFormat = (instrumentKey: string | undefined) => {
  const n = useNumberFormat();
  const tickSize = useInstrument(instrumentKey ?? '').data?.tickSize;
  return (value: Figure): string => (tickSize ? n.price(value, tickSize) : n.carriedPrice(value));
};
