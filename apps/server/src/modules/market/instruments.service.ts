import {
  calendarCode,
  instrumentKind,
  type InstrumentView,
  type LanguageKey,
} from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import {
  findInstrumentRow,
  pageInstruments,
  searchInstruments,
  type InstrumentRow,
} from './instruments.repository.ts';

/** The name in the reader's language when operators gave one, else the catalogue's. */
export const toInstrumentView = (row: InstrumentRow, language?: LanguageKey): InstrumentView => ({
  key: `${row.market}:${row.symbol}`,
  market: calendarCode.parse(row.market),
  symbol: row.symbol,
  name: (language && row.names[language]) || row.name,
  currency: row.currency,
  kind: instrumentKind.parse(row.kind),
  tickSize: row.tickSize,
  lotSize: row.lotSize,
  halted: row.halted,
  haltReason: row.halted ? row.haltReason : null,
});

export const listInstruments = async (
  deps: AppDeps,
  language: LanguageKey,
  query: { market?: string | undefined; kind?: string | undefined; page: number; pageSize: number },
) => {
  const { rows, total } = await pageInstruments(deps.db, query, query);
  const items = rows.map((row) => toInstrumentView(row, language));
  return { items, total, page: query.page, pageSize: query.pageSize };
};

export const getInstrument = async (
  deps: AppDeps,
  language: LanguageKey,
  market: string,
  symbol: string,
): Promise<InstrumentView> => {
  // Unlisted instruments stay reachable here: their holders open them to close.
  const row = await findInstrumentRow(deps.db, market, symbol);
  if (!row) throw new DomainError('UNKNOWN_INSTRUMENT');
  return toInstrumentView(row, language);
};

/** Symbol or name search among listed instruments, named in the reader's language. */
export const findInstruments = async (
  deps: AppDeps,
  search: { text: string; limit: number; language: LanguageKey },
) =>
  (await searchInstruments(deps.db, search.text, search.limit)).map((row) =>
    toInstrumentView(row, search.language),
  );
