import type { InstrumentView } from '@brokerage/shared';

export const STOCK_QUOTE_PATH = '/pages/quote/stock';
export const INDEX_QUOTE_PATH = '/pages/quote/globalindex';

/** The quote page of an instrument: indices on the world-index page, the rest on the stock page. */
export const quoteUrl = (instrument: Pick<InstrumentView, 'key' | 'kind'>): string =>
  `${instrument.kind === 'index' ? INDEX_QUOTE_PATH : STOCK_QUOTE_PATH}?key=${encodeURIComponent(instrument.key).replace(/%3A/g, ':')}`;
