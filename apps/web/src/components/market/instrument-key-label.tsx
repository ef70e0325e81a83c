import { marketOf, symbolOf } from '@brokerage/shared';

/** `US:INTC` as a reader sees it: the symbol, then its market as a tag. */
export const InstrumentKeyLabel = ({ instrumentKey }: { instrumentKey: string }) => (
  <>
    {symbolOf(instrumentKey)} <span className="market-tag">{marketOf(instrumentKey)}</span>
  </>
);
