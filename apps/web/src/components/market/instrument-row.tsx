import type { QuoteView } from '@brokerage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredQuote } from '../../lib/realtime/quote-store';
import { ChangePill, PriceText } from './price-text';
import { StaleMark } from './simulated-badge';
import './instrument-row.css';

export interface RowInstrument {
  key: string;
  symbol: string;
  name?: string;
  market: string;
}

/**
 * One instrument in a list: name and symbol on the left, live price and change % on the right.
 * The row reads its own quote from the store, so a tick re-renders only this row.
 */
export const InstrumentRow = ({
  instrument,
  fallback,
  onOpen,
  extra,
}: {
  instrument: RowInstrument;
  /** A quote to show until a live one arrives (e.g. from a REST answer). */
  fallback?: QuoteView;
  onOpen: () => void;
  extra?: ReactNode;
}) => {
  const live = useStoredQuote(instrument.key);
  const quote = live ?? fallback;
  return (
    <button
      type="button"
      className="row-button instrument-row"
      onClick={onOpen}
      data-testid={`instrument-${instrument.key}`}
    >
      <span className="instrument-ident">
        <span className="instrument-name ellipsis">{instrument.name ?? instrument.symbol}</span>
        <span className="instrument-meta">
          <span className="market-tag">{instrument.market}</span>
          <span className="instrument-symbol">{instrument.symbol}</span>
          <StaleMark quote={quote} />
        </span>
      </span>
      <span className="instrument-figures">
        <PriceText quote={quote} testId={`price-${instrument.key}`} />
        <ChangePill quote={quote} />
      </span>
      {extra}
    </button>
  );
};

/** Column heads over an instrument list; the simulated label sits on the right. */
export const InstrumentListHead = ({
  left,
  right,
  badge,
}: {
  left: string;
  right: string;
  badge?: ReactNode;
}) => (
  <div className="instrument-head">
    <span>{left}</span>
    {badge}
    <span className="instrument-head-right">{right}</span>
  </div>
);

/**
 * A list's rows while its first page loads, as tall as the rows that replace them: what comes
 * below the list stays where it is when they arrive (no layout shift).
 */
export const InstrumentRowsLoading = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} data-testid="instrument-rows-loading">
      {Array.from({ length: count }, (_, index) => (
        <div className="instrument-row instrument-row-loading" key={index} aria-hidden="true">
          <span className="instrument-row-bar" />
          <span className="instrument-row-bar short" />
        </div>
      ))}
    </div>
  );
};
