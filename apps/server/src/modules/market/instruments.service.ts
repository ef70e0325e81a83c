import { calendarCode, instrumentKind, type InstrumentView } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import {
  findInstrumentRow,
  pageInstruments,
  searchInstruments,
  type InstrumentRow,
} from './instruments.repository.ts';

export const toInstrumentView = (row: InstrumentRow): InstrumentView => ({
  key: `${row.market}:${row.symbol}`,
  market: calendarCode.parse(row.market),
  symbol: row.symbol,
  name: row.name,
  currency: row.currency,
  kind: instrumentKind.parse(row.kind),
  tickSize: row.tickSize,
  lotSize: row.lotSize,
  halted: row.halted,
});

export const listInstruments = async (
  deps: AppDeps,
  query: { market?: string | undefined; kind?: string | undefined; page: number; pageSize: number },
) => {
  const { rows, total } = await pageInstruments(deps.db, query, query);
  return { items: rows.map(toInstrumentView), total, page: query.page, pageSize: query.pageSize };
};

export const getInstrument = async (
  deps: AppDeps,
  market: string,
  symbol: string,
): Promise<InstrumentView> => {
  const row = await findInstrumentRow(deps.db, market, symbol);
  if (!row) throw new DomainError('UNKNOWN_INSTRUMENT');
  return toInstrumentView(row);
};

export const findInstruments = async (deps: AppDeps, text: string, limit: number) =>
  (await searchInstruments(deps.db, text, limit)).map(toInstrumentView);
