import { Decimal, trimPriceDecimals } from '@brokerage/shared';
import type { TFunction } from 'i18next';
import type { CustomerDetailView } from '../customer-identity';

type Lot = CustomerDetailView['positions'][number];

/**
 * A trailing distance as the customer set it: 5.00 (an amount in the lot's currency) or 10 %.
 * Prices come stored with 8 decimals and are written without the zeros they do not need.
 */
const distanceText = (trailing: NonNullable<Lot['trailing']>, currency: string) =>
  trailing.kind === 'percent'
    ? `${new Decimal(trailing.distance).toFixed()} %`
    : `${trimPriceDecimals(trailing.distance)} ${currency}`;

/**
 * A lot's stops in one line, as the customer set them (read only): the stop loss (trailing: its
 * distance from the highest bid so far), the take profit and whether it sells at market or as a
 * limit; an empty list for none.
 */
export const lotStopsText = (lot: Lot, t: TFunction): string[] => {
  const parts: string[] = [];
  if (lot.trailing)
    parts.push(
      t('customer.stops.trailing', {
        stop: lot.stopLoss ? trimPriceDecimals(lot.stopLoss) : '—',
        distance: distanceText(lot.trailing, lot.currency),
        peak: trimPriceDecimals(lot.trailing.peak),
      }),
    );
  else if (lot.stopLoss)
    parts.push(t('customer.stops.stopLoss', { stop: trimPriceDecimals(lot.stopLoss) }));
  if (lot.takeProfit)
    parts.push(
      t(
        lot.takeProfitKind === 'limit'
          ? 'customer.stops.takeProfitLimit'
          : 'customer.stops.takeProfit',
        { level: trimPriceDecimals(lot.takeProfit) },
      ),
    );
  return parts;
};
