import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Decimal } from '@brokerage/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMarketCalendar } from '@brokerage/shared/market-time';
import { findInstrument, instrumentKey } from '../catalogue/index.ts';
import { SimulatedProvider } from '../provider.ts';
import type { Instrument, Tick } from '../types.ts';
import { filePriceScript, parsePriceScript } from './price-script.ts';
import { createSimulator } from './simulator.ts';

const need = (market: Parameters<typeof findInstrument>[0], symbol: string): Instrument => {
  const found = findInstrument(market, symbol);
  if (!found) throw new Error(`${market}:${symbol} missing`);
  return found;
};
const MSFT = need('US', 'MSFT');
const AAPL = need('US', 'AAPL');
const TENCENT = need('HK', '0700');
const calendar = createMarketCalendar({ alwaysOpen: true });

let dir: string;
let file: string;
let now: number;
let warnings: string[];
/** Each write gets a later modification time, as a real edit a moment later would. */
let written = 1_700_000_000;
const write = (content: string) => {
  writeFileSync(file, content);
  written += 10;
  utimesSync(file, written, written);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'price-script-'));
  file = path.join(dir, 'prices.json');
  now = 0;
  warnings = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const script = (checkEveryMs = 250) =>
  filePriceScript({
    path: file,
    checkEveryMs,
    clock: () => now,
    onWarning: (message) => warnings.push(message),
  });

const simulatorWith = (checkEveryMs = 0) =>
  createSimulator({
    seed: 'script',
    instruments: [MSFT, AAPL, TENCENT],
    clock: () => new Date('2026-03-10T15:00:00Z'),
    calendar,
    script: script(checkEveryMs),
  });

describe('parsePriceScript', () => {
  it('reads instrument keys to decimal prices', () => {
    expect(parsePriceScript('{"US:MSFT":"150.00","HK:0700": 320.2}')).toEqual(
      new Map([
        ['US:MSFT', '150.00'],
        ['HK:0700', '320.2'],
      ]),
    );
    expect(parsePriceScript('{}')).toEqual(new Map());
  });

  it('refuses what is not an object of keys to positive prices', () => {
    for (const bad of ['', '{', '[]', 'null', '"x"', '{"MSFT":"1"}', '{"US:MSFT":"-1"}']) {
      expect(typeof parsePriceScript(bad), bad).toBe('string');
    }
    expect(typeof parsePriceScript('{"US:MSFT":"0"}')).toBe('string');
    expect(typeof parsePriceScript('{"US:MSFT":"abc"}')).toBe('string');
  });
});

describe('simulator with a price script', () => {
  it('pins ticks and quotes of a named instrument, bid and ask on its ticks around the price', () => {
    write('{"US:MSFT":"150.00"}');
    const sim = simulatorWith();
    const ticks = sim.tick();
    const msft = ticks.find((t) => t.symbol === 'MSFT');
    expect(msft?.price).toBe('150.00');
    expect(new Decimal(msft?.bid ?? '0').lt('150.00')).toBe(true);
    expect(new Decimal(msft?.ask ?? '0').gt('150.00')).toBe(true);
    expect(new Decimal(msft?.bid ?? '0').mod(MSFT.tickSize).isZero()).toBe(true);
    // The others stay on their paths.
    const unscripted = createSimulator({
      seed: 'script',
      instruments: [MSFT, AAPL, TENCENT],
      clock: () => new Date('2026-03-10T15:00:00Z'),
      calendar,
    }).tick();
    expect(ticks.find((t) => t.symbol === 'AAPL')).toEqual(
      unscripted.find((t) => t.symbol === 'AAPL'),
    );
    const quote = sim.quote(instrumentKey(MSFT));
    expect(quote?.price).toBe('150.00');
    expect(new Decimal(quote?.high ?? '0').gte('150.00')).toBe(true);
    expect(new Decimal(quote?.low ?? '0').lte('150.00')).toBe(true);
  });

  it('rounds a price to the instrument tick', () => {
    write(`{"HK:0700":"320.13"}`);
    const price = simulatorWith().quote(instrumentKey(TENCENT))?.price ?? '';
    expect(new Decimal(price).mod(TENCENT.tickSize).isZero()).toBe(true);
    expect(new Decimal(price).minus('320.13').abs().lte(TENCENT.tickSize)).toBe(true);
  });

  it('follows the file while running, and a removed instrument returns to its path', () => {
    const path0 = createSimulator({
      seed: 'script',
      instruments: [MSFT],
      clock: () => new Date('2026-03-10T15:00:00Z'),
      calendar,
    }).quote(instrumentKey(MSFT))?.price;
    write('{"US:MSFT":"150.00"}');
    const sim = simulatorWith();
    expect(sim.quote(instrumentKey(MSFT))?.price).toBe('150.00');
    write('{"US:MSFT":"120.00"}');
    expect(sim.quote(instrumentKey(MSFT))?.price).toBe('120.00');
    write('{}');
    expect(sim.quote(instrumentKey(MSFT))?.price).toBe(path0);
  });

  it('ignores bad content with a warning and keeps the last good script; never throws', () => {
    write('{"US:MSFT":"150.00"}');
    const sim = simulatorWith();
    expect(sim.quote(instrumentKey(MSFT))?.price).toBe('150.00');
    write('{"US:MSFT": ');
    expect(sim.quote(instrumentKey(MSFT))?.price).toBe('150.00');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/SIMULATOR_SCRIPT .* ignored: not JSON/);
    // Read once per change, not once per tick.
    sim.tick();
    sim.quote(instrumentKey(MSFT));
    expect(warnings).toHaveLength(1);
    write('{"US:MSFT":"99.50"}');
    expect(sim.quote(instrumentKey(MSFT))?.price).toBe('99.50');
  });

  it('a missing file pins nothing', () => {
    const sim = simulatorWith();
    expect(sim.quote(instrumentKey(MSFT))?.price).not.toBe('150.00');
    expect(warnings).toEqual([]);
  });
});

describe('filePriceScript', () => {
  it('looks at the file at most once per interval', () => {
    write('{"US:MSFT":"150.00"}');
    const pinned = script(250);
    expect(pinned.prices().get('US:MSFT')).toBe('150.00');
    write('{"US:MSFT":"140.00"}');
    now = 100;
    expect(pinned.prices().get('US:MSFT')).toBe('150.00');
    now = 250;
    expect(pinned.prices().get('US:MSFT')).toBe('140.00');
  });
});

describe('SimulatedProvider with a price script', () => {
  it('subscribers hear the scripted ticks through the normal emit', () => {
    write('{"US:MSFT":"150.00"}');
    const provider = new SimulatedProvider({
      seed: 'script',
      instruments: [MSFT, AAPL],
      clock: () => new Date('2026-03-10T15:00:00Z'),
      calendar,
      script: script(0),
    });
    const heard: Tick[] = [];
    provider.subscribe(['US:MSFT'], (tick) => heard.push(tick));
    provider.emit();
    expect(heard.map((t) => t.price)).toEqual(['150.00']);
    expect(provider.quotes(['US:MSFT'])[0]?.price).toBe('150.00');
    expect(provider.source).toBe('simulated');
  });
});
