import { dividendOnLot, type DividendRequest } from '@brokerage/shared';
import { percentToShare } from '../../components/dividend-figures';
import { blankToUndefined, EXAMPLE_SHARES } from './entry-values';

/** The form's fields, as typed: the withholding rate as a percent. */
export interface DividendFormValues {
  key?: string;
  amountPerShare?: string;
  withholdingPercent?: string;
  exDate?: string;
  payDate?: string;
  note?: string;
}

/** The decimals of an amount per share the API takes (as the ledger keeps amounts). */
export const PER_SHARE_DECIMALS = 8;

/**
 * The request the form's values make, for the shared schema to check: the percent sent as a
 * share (30 → 0.3). `percentInvalid` says that a typed percent is not one from 0 to 50 with at
 * most 3 decimals: the rate is then left out (the schema refuses the request) and the form says
 * why in a percent's words, not the API's share's.
 */
export const dividendInput = (
  values: DividendFormValues,
): { input: Partial<Record<keyof DividendRequest, string>>; percentInvalid: boolean } => {
  const percent = blankToUndefined(values.withholdingPercent);
  const share = percent === undefined ? undefined : percentToShare(percent);
  const note = blankToUndefined(values.note);
  return {
    input: {
      key: blankToUndefined(values.key),
      amountPerShare: blankToUndefined(values.amountPerShare),
      withholdingRate: share ?? undefined,
      exDate: blankToUndefined(values.exDate),
      payDate: blankToUndefined(values.payDate),
      ...(note ? { note } : {}),
    },
    percentInvalid: percent !== undefined && share === null,
  };
};

/** What a lot of `EXAMPLE_SHARES` shares would be paid by the published rule, to check a typo. */
export const examplePayment = (dividend: DividendRequest, currency: string) => {
  const paid = dividendOnLot(
    EXAMPLE_SHARES,
    dividend.amountPerShare,
    dividend.withholdingRate,
    currency,
  );
  return {
    gross: paid.gross.toFixed(),
    withholding: paid.withholding.toFixed(),
    net: paid.net.toFixed(),
  };
};
