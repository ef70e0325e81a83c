import { z } from 'zod/mini';
import type { CalendarCode } from './calendar-code.ts';
import generated from './generated/holidays.json' with { type: 'json' };
import { OVERRIDES, type MarketOverrides } from './overrides.ts';

/** Full-day closures and early closes of one market, with how far they are known. */
export interface HolidayTable {
  /** Weekday full-day closures, exchange-local 'YYYY-MM-DD'. */
  readonly holidays: ReadonlySet<string>;
  /** Local date -> local time 'HH:mm' at which trading stops that day. */
  readonly earlyCloses: Readonly<Record<string, string>>;
  /** Last local date for which every closure is known; past it the table may miss some. */
  readonly completeThrough: string;
  /** Why the table stops being complete there (source limit or the notice that extends it). */
  readonly completeThroughReason: string;
  /** The exchange whose calendar the source data describes (MIC). */
  readonly exchange: string;
}

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const hhmm = z.string().check(z.regex(/^\d{2}:\d{2}$/));
const generatedMarket = z.object({
  exchange: z.string(),
  zone: z.string(),
  generatedThrough: isoDate,
  sourceThrough: isoDate,
  sourceThroughReason: z.string(),
  holidays: z.array(isoDate),
  earlyCloses: z.record(isoDate, hhmm),
});
const generatedFile = z.object({
  source: z.object({ package: z.string(), version: z.string(), commit: z.string() }),
  markets: z.record(z.string(), generatedMarket),
});
type GeneratedMarket = z.infer<typeof generatedMarket>;

// Parsed once at load: a hand edit that breaks the format stops the server at start, not
// a trading day later.
const data = generatedFile.parse(generated);

/** The exchange-calendars release the generated tables come from, e.g. 'exchange-calendars 4.13.2'. */
export const GENERATED_FROM = `${data.source.package} ${data.source.version} (${data.source.commit.slice(0, 12)})`;

/** Shenzhen closes on the State Council schedule, as Shanghai does: it has no table of its own. */
const SOURCE_MARKET: Readonly<Record<CalendarCode, CalendarCode>> = {
  US: 'US',
  DE: 'DE',
  FR: 'FR',
  ES: 'ES',
  IT: 'IT',
  HK: 'HK',
  CN: 'CN',
  SZ: 'CN',
  TW: 'TW',
  SG: 'SG',
  MY: 'MY',
  JP: 'JP',
};

const applyOverrides = (market: GeneratedMarket, overrides: MarketOverrides): HolidayTable => {
  const holidays = new Set(market.holidays);
  for (const { dates } of overrides.addHolidays ?? []) for (const d of dates) holidays.add(d);
  for (const { dates } of overrides.removeHolidays ?? []) for (const d of dates) holidays.delete(d);
  const earlyCloses: Record<string, string> = { ...market.earlyCloses };
  for (const { dates, close } of overrides.addEarlyCloses ?? [])
    for (const d of dates) earlyCloses[d] = close;
  for (const { dates } of overrides.removeEarlyCloses ?? [])
    for (const d of dates) delete earlyCloses[d];
  const extended = overrides.completeThrough;
  const useOverride = extended !== undefined && extended.date > market.sourceThrough;
  return {
    holidays,
    earlyCloses,
    completeThrough: useOverride ? extended.date : market.sourceThrough,
    completeThroughReason: useOverride
      ? `completed by overrides.ts from: ${extended.notice}`
      : `${market.exchange} in ${GENERATED_FROM}: ${market.sourceThroughReason}`,
    exchange: market.exchange,
  };
};

const tableOf = (code: CalendarCode): HolidayTable => {
  const market = data.markets[SOURCE_MARKET[code]];
  if (!market) throw new Error(`generated/holidays.json has no table for ${code}`);
  return applyOverrides(market, OVERRIDES[code] ?? OVERRIDES[SOURCE_MARKET[code]] ?? {});
};

export const HOLIDAY_TABLES: Readonly<Record<CalendarCode, HolidayTable>> = {
  US: tableOf('US'),
  DE: tableOf('DE'),
  FR: tableOf('FR'),
  ES: tableOf('ES'),
  IT: tableOf('IT'),
  HK: tableOf('HK'),
  CN: tableOf('CN'),
  SZ: tableOf('SZ'),
  TW: tableOf('TW'),
  SG: tableOf('SG'),
  MY: tableOf('MY'),
  JP: tableOf('JP'),
};
