import { describe, expect, it } from 'vitest';
import { isoDay, isoInstant, safeString, text } from './common.ts';
import { candlesQuery, instrumentParams, searchQuery } from './market.ts';
import { newsSearchQuery } from './news.ts';
import { priceAlertRequest } from './price-alert.ts';
import { statementFilter } from './statement.ts';
import { watchlistNameRequest } from './watchlist.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** The forms run these same schemas, so a customer is told before anything is sent. */
describe('client strings cannot carry a NUL', () => {
  it.each(['\u0000', 'a\u0000b', 'Tech\u0000'])('safeString and text refuse %j', (value) => {
    expect(messages(safeString().safeParse(value))).toContain('validation.invalid');
    expect(messages(text().safeParse(value))).toContain('validation.invalid');
  });

  it('keeps ordinary text, trimmed', () => {
    expect(text().parse('  Tech  ')).toBe('Tech');
    expect(safeString().parse('')).toBe('');
  });

  it.each([
    ['market search', () => searchQuery.safeParse({ q: '\u0000' })],
    ['news search', () => newsSearchQuery.safeParse({ q: 'a\u0000' })],
    ['watchlist name', () => watchlistNameRequest.safeParse({ name: 'Tech\u0000' })],
    ['instrument symbol', () => instrumentParams.safeParse({ market: 'US', symbol: 'A\u0000' })],
    ['candles key', () => candlesQuery.safeParse({ key: 'US:AAPL\u0000', interval: '1d' })],
    [
      'price alert key',
      () => priceAlertRequest.safeParse({ key: 'US:AAPL\u0000', direction: 'above', price: '1' }),
    ],
    ['statement type', () => statementFilter.safeParse({ type: 'deposit\u0000' })],
  ])('%s refuses a NUL', (_name, parse) => {
    expect(parse().success).toBe(false);
  });
});

describe('client dates lie between 1900 and 2100', () => {
  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])('isoDay refuses %s', (day) => {
    expect(messages(isoDay().safeParse(day))).toContain('validation.dateInvalid');
  });

  it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1800-06-01T00:00:00+02:00'])(
    'isoInstant refuses %s',
    (instant) => {
      expect(messages(isoInstant().safeParse(instant))).toContain('validation.dateInvalid');
    },
  );

  it('accepts the range edges and today', () => {
    expect(isoDay().parse('1900-01-01')).toBe('1900-01-01');
    expect(isoDay().parse('2100-12-31')).toBe('2100-12-31');
    expect(isoInstant().parse('2026-03-02T10:00:00Z')).toBe('2026-03-02T10:00:00Z');
  });

  it.each([{ from: '0000-01-01' }, { to: '9999-12-31' }, { from: '9999-12-31T23:59:59Z' }])(
    'the statement filter refuses %j with the date message',
    (filter) => {
      expect(messages(statementFilter.safeParse(filter))).toEqual(['validation.dateInvalid']);
    },
  );

  it('candles refuse a far date', () => {
    const parsed = candlesQuery.safeParse({
      key: 'US:AAPL',
      interval: '1d',
      from: '0000-01-01T00:00:00Z',
    });
    expect(messages(parsed)).toEqual(['validation.dateInvalid']);
  });
});
