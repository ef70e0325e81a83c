import { describe, expect, it } from 'vitest';
import {
  currentPhase,
  lastClosedTradingDate,
  latestSessionDate,
  localDate,
  nextTradingDate,
  previousTradingDate,
  sessionClose,
  tradingDateOf,
  tradingDay,
} from './market-calendar.ts';

const utc = (iso: string): Date => new Date(iso);
const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

describe('an Asian market around UTC midnight', () => {
  it('Hong Kong is already on the next local day at 23:30 UTC, whose last close is the day before', () => {
    const at = utc('2026-11-25T23:30:00Z'); // 07:30 on Thursday 26 November in Hong Kong
    expect(localDate('HK', at)).toBe('2026-11-26');
    expect(tradingDateOf('HK', at)).toBe('2026-11-26');
    expect(lastClosedTradingDate('HK', at)).toBe('2026-11-25');
  });

  it('Hong Kong at 00:30 UTC is before its 09:30 open; the morning session runs 01:30-04:00 UTC, lunch until 05:00', () => {
    expect(currentPhase('HK', utc('2026-11-26T00:30:00Z'))).toBe('closed');
    expect(currentPhase('HK', utc('2026-11-26T01:30:00Z'))).toBe('open');
    expect(currentPhase('HK', utc('2026-11-26T04:00:00Z'))).toBe('lunch');
    expect(currentPhase('HK', utc('2026-11-26T04:59:59Z'))).toBe('lunch');
    expect(currentPhase('HK', utc('2026-11-26T05:00:00Z'))).toBe('open');
    const day = tradingDay('HK', '2026-11-26');
    expect(day?.segments.map((s) => [s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['2026-11-26T01:30:00.000Z', '2026-11-26T04:00:00.000Z'],
      ['2026-11-26T05:00:00.000Z', '2026-11-26T08:00:00.000Z'],
    ]);
    // The close is the end of the afternoon session, not of the morning one.
    expect(iso(sessionClose('HK', '2026-11-26'))).toBe('2026-11-26T08:00:00.000Z');
  });

  it('Tokyo at 00:30 UTC is inside the morning session of the same local day (09:30 JST)', () => {
    const at = utc('2026-11-26T00:30:00Z');
    expect(localDate('JP', at)).toBe('2026-11-26');
    expect(currentPhase('JP', at)).toBe('open');
    expect(lastClosedTradingDate('JP', at)).toBe('2026-11-25');
  });

  it('Taipei trades 01:00-05:30 UTC: its close is counted from its own zone', () => {
    expect(iso(sessionClose('TW', '2026-11-26'))).toBe('2026-11-26T05:30:00.000Z');
    expect(lastClosedTradingDate('TW', utc('2026-11-26T05:29:59Z'))).toBe('2026-11-25');
    expect(lastClosedTradingDate('TW', utc('2026-11-26T05:30:00Z'))).toBe('2026-11-26');
  });
});

describe('the US market around UTC midnight', () => {
  it('00:30 UTC on Wednesday is still Tuesday evening in New York: Tuesday is the last close, not Wednesday', () => {
    const at = utc('2026-11-25T00:30:00Z'); // 19:30 on Tuesday 24 November in New York
    expect(localDate('US', at)).toBe('2026-11-24');
    expect(tradingDateOf('US', at)).toBe('2026-11-24');
    expect(lastClosedTradingDate('US', at)).toBe('2026-11-24');
  });

  it('before the close the last closed date is the previous trading date', () => {
    expect(lastClosedTradingDate('US', utc('2026-11-24T20:59:59Z'))).toBe('2026-11-23');
    expect(lastClosedTradingDate('US', utc('2026-11-24T21:00:00Z'))).toBe('2026-11-24');
  });
});

describe('US daylight saving time', () => {
  it('the close moves from 21:00 to 20:00 UTC when DST starts on Sunday 2026-03-08', () => {
    expect(iso(sessionClose('US', '2026-03-06'))).toBe('2026-03-06T21:00:00.000Z');
    expect(sessionClose('US', '2026-03-08')).toBeNull();
    expect(iso(sessionClose('US', '2026-03-09'))).toBe('2026-03-09T20:00:00.000Z');
  });

  it('the close moves back from 20:00 to 21:00 UTC when DST ends on Sunday 2026-11-01', () => {
    expect(iso(sessionClose('US', '2026-10-30'))).toBe('2026-10-30T20:00:00.000Z');
    expect(sessionClose('US', '2026-11-01')).toBeNull();
    expect(iso(sessionClose('US', '2026-11-02'))).toBe('2026-11-02T21:00:00.000Z');
    expect(nextTradingDate('US', '2026-10-30')).toBe('2026-11-02');
    expect(lastClosedTradingDate('US', utc('2026-11-02T20:30:00Z'))).toBe('2026-10-30');
  });
});

describe('European daylight saving time (Xetra)', () => {
  it('the 17:30 close is 16:30 UTC before 2026-03-29 and 15:30 UTC after it', () => {
    expect(iso(sessionClose('DE', '2026-03-27'))).toBe('2026-03-27T16:30:00.000Z');
    expect(sessionClose('DE', '2026-03-29')).toBeNull();
    expect(iso(sessionClose('DE', '2026-03-30'))).toBe('2026-03-30T15:30:00.000Z');
  });

  it('the 17:30 close is 15:30 UTC before 2026-10-25 and 16:30 UTC after it', () => {
    expect(iso(sessionClose('DE', '2026-10-23'))).toBe('2026-10-23T15:30:00.000Z');
    expect(sessionClose('DE', '2026-10-25')).toBeNull();
    expect(iso(sessionClose('DE', '2026-10-26'))).toBe('2026-10-26T16:30:00.000Z');
  });

  it('a Berlin day starts at 23:00 UTC in winter and 22:00 UTC in summer', () => {
    expect(localDate('DE', utc('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(localDate('DE', utc('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(localDate('DE', utc('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(localDate('DE', utc('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
  });
});

describe('a US half day', () => {
  it('the day after Thanksgiving (2026-11-27) closes at 13:00 New York = 18:00 UTC (from the generated calendar)', () => {
    expect(iso(sessionClose('US', '2026-11-27'))).toBe('2026-11-27T18:00:00.000Z');
    expect(lastClosedTradingDate('US', utc('2026-11-27T18:30:00Z'))).toBe('2026-11-27');
    expect(currentPhase('US', utc('2026-11-27T18:30:00Z'))).toBe('closed');
  });
});

describe('holidays', () => {
  it('Thanksgiving (2026-11-26) is skipped by previous and next trading date', () => {
    expect(sessionClose('US', '2026-11-26')).toBeNull();
    expect(previousTradingDate('US', '2026-11-27')).toBe('2026-11-25');
    expect(nextTradingDate('US', '2026-11-25')).toBe('2026-11-27');
    expect(previousTradingDate('US', '2026-11-26')).toBe('2026-11-25');
    expect(nextTradingDate('US', '2026-11-26')).toBe('2026-11-27');
  });

  it('an instant on a holiday belongs to the next trading date; its last close is the one before', () => {
    const thanksgivingNoon = utc('2026-11-26T17:00:00Z');
    expect(tradingDateOf('US', thanksgivingNoon)).toBe('2026-11-27');
    expect(lastClosedTradingDate('US', thanksgivingNoon)).toBe('2026-11-25');
  });

  it("Hong Kong's Easter closures and the weekend are skipped together", () => {
    // Good Friday 04-03, Easter Monday 04-06 and the Ching Ming holiday 04-07.
    expect(previousTradingDate('HK', '2026-04-08')).toBe('2026-04-02');
    expect(nextTradingDate('HK', '2026-04-02')).toBe('2026-04-08');
  });

  it('a weekend instant belongs to Monday', () => {
    expect(tradingDateOf('DE', utc('2026-11-28T12:00:00Z'))).toBe('2026-11-30');
    expect(lastClosedTradingDate('DE', utc('2026-11-28T12:00:00Z'))).toBe('2026-11-27');
  });
});

describe('the session a quote shows', () => {
  it('is the latest session that has opened: Friday until Monday opens, then Monday', () => {
    expect(latestSessionDate('US', utc('2026-11-28T12:00:00Z'))).toBe('2026-11-27');
    expect(latestSessionDate('US', utc('2026-11-30T14:29:59Z'))).toBe('2026-11-27');
    expect(latestSessionDate('US', utc('2026-11-30T14:30:00Z'))).toBe('2026-11-30');
    // 02:00 UTC on Wednesday is Tuesday evening in New York: Tuesday's session.
    expect(latestSessionDate('US', utc('2026-11-25T02:00:00Z'))).toBe('2026-11-24');
  });
});
