import {
  type Figure,
  formatCarriedPrice,
  formatDigits,
  formatFigure,
  formatMoney,
  formatPercentValue,
  formatPrice,
  formatQuantity,
} from '@brokerage/shared';
import { useMemo } from 'react';
import { useLanguageStore } from '../../stores/language-store';

/**
 * 'gain' | 'loss' | '' for colouring a figure the formatter signed: what is shown decides,
 * so a loss too small to show ("0.00") is not red.
 */
export const signedTone = (text: string): string =>
  /^\+\d/.test(text) ? 'gain' : /^-\d/.test(text) ? 'loss' : '';

/**
 * The app's one wrapper of the product's number formatter (`@brokerage/shared`'s
 * number-format), bound to the reader's language: money in its currency's minor unit, prices
 * in their tick decimals (or as carried, before the tick is known), quantities whole,
 * percentages with 2 decimals, figures with the digits they carry. Screens format numbers
 * through it rather than binding the language themselves.
 */
export const useNumberFormat = () => {
  const language = useLanguageStore((state) => state.key);
  return useMemo(
    () => ({
      language,
      money: (value: Figure, currency: string, options?: { sign?: boolean }) =>
        formatMoney(value, currency, language, options),
      price: (value: Figure, tickSize: string) => formatPrice(value, tickSize, language),
      quantity: (value: Figure) => formatQuantity(value, language),
      percent: (value: Figure) => formatPercentValue(value, language),
      figure: (value: Figure, decimals: number) => formatFigure(value, language, decimals),
      digits: (value: Figure, options?: { sign?: boolean }) =>
        formatDigits(value, language, options),
      carriedPrice: (value: Figure, options?: { sign?: boolean }) =>
        formatCarriedPrice(value, language, options),
    }),
    [language],
  );
};
