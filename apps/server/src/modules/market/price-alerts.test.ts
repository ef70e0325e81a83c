import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startPriceAlerts } from '../../jobs/price-alerts.job.ts';
import { as } from '../../../test/support/funding.ts';
import { createPricedApp, type PriceBoard } from '../../../test/support/price-board.ts';
import { signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { checkPriceAlerts } from './price-alerts.service.ts';

let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

const alert = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/alerts', headers: as(token), payload: body });

describe('price alerts', () => {
  it('fires once when the price crosses, with an inbox message and a live event', async () => {
    const { token, customerId } = await signUpCustomer(t);
    prices.set('US:AAPL', '100');
    expect(
      (await alert(token, { key: 'US:AAPL', direction: 'above', price: '105' })).statusCode,
    ).toBe(200);
    const events: string[] = [];
    const stop = t.app.deps.events.subscribe(customerId, (event) => events.push(event.type));
    await checkPriceAlerts(t.app.deps);
    expect(events).toEqual([]);
    prices.set('US:AAPL', '106');
    await checkPriceAlerts(t.app.deps);
    await checkPriceAlerts(t.app.deps);
    stop();
    expect(events).toEqual(['price.alert', 'inbox.message']);
    const [fired] = (
      await t.app.inject({ method: 'GET', url: '/api/v1/alerts', headers: as(token) })
    ).json().data;
    expect(fired).toMatchObject({ status: 'triggered', triggeredPrice: '106.00000000' });
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(token) })
    ).json().data;
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0].title).toBe('Price alert: AAPL US');
  });

  it('fires once from ticks alone, with no order matcher running', async () => {
    const { token, customerId } = await signUpCustomer(t);
    prices.set('US:TSLA', '200');
    expect(
      (await alert(token, { key: 'US:TSLA', direction: 'below', price: '190' })).statusCode,
    ).toBe(200);
    // Only the alerts' own subscriber runs here; its sweep is pushed out of the way.
    const warnings: unknown[] = [];
    const alerts = startPriceAlerts(t.app.deps, 3_600_000, {
      warn: (fields) => void warnings.push(fields),
    });
    onTestFinished(() => alerts.stop());
    await alerts.sweep();
    const events: string[] = [];
    const stop = t.app.deps.events.subscribe(customerId, (event) => events.push(event.type));
    const tick = async (price: string) => {
      const ran = alerts.nextRun('US:TSLA');
      prices.set('US:TSLA', price);
      await ran;
    };
    await tick('195');
    expect(events).toEqual([]);
    await tick('189');
    await tick('180');
    // Ticks and a sweep after it fired: it stays fired once (and the sweep stops hearing TSLA).
    await tick('170');
    await alerts.sweep();
    stop();
    expect(events).toEqual(['price.alert', 'inbox.message']);
    const [fired] = (
      await t.app.inject({ method: 'GET', url: '/api/v1/alerts', headers: as(token) })
    ).json().data;
    expect(fired).toMatchObject({ status: 'triggered', triggeredPrice: '189.00000000' });
    expect(warnings).toEqual([]);
  });

  it('can be cancelled, and refuses unknown instruments', async () => {
    const { token } = await signUpCustomer(t);
    const created = (await alert(token, { key: 'US:MSFT', direction: 'below', price: '10' })).json()
      .data;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/alerts/${created.id}/cancel`,
      headers: as(token),
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(
      (await alert(token, { key: 'US:NOPE', direction: 'below', price: '10' })).json().code,
    ).toBe('UNKNOWN_INSTRUMENT');
  });

  it('refuses a condition the price already meets, saying the price, and changes nothing', async () => {
    const { token } = await signUpCustomer(t);
    prices.set('US:NVDA', '306');
    for (const body of [
      { key: 'US:NVDA', direction: 'above', price: '250' },
      { key: 'US:NVDA', direction: 'above', price: '306' },
      { key: 'US:NVDA', direction: 'below', price: '310' },
    ]) {
      const refused = await alert(token, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'ALERT_ALREADY_MET',
        message:
          'The price is already there (306.00): choose a price the market has not reached yet.',
      });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/alerts', headers: as(token) })).json()
        .data,
    ).toEqual([]);
    expect(
      (await alert(token, { key: 'US:NVDA', direction: 'above', price: '307' })).statusCode,
    ).toBe(200);
  });

  it('refuses an absurd price and one off the tick, naming the range, and stores nothing', async () => {
    const { token } = await signUpCustomer(t);
    prices.set('US:AMZN', '100');
    const absurd = await alert(token, { key: 'US:AMZN', direction: 'above', price: '99999999999' });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json()).toEqual({
      code: 'ALERT_PRICE_OUT_OF_RANGE',
      message: 'Choose an alert price between 50 and 150 (half the last price either way).',
    });
    const offTick = await alert(token, { key: 'US:AMZN', direction: 'above', price: '120.001' });
    expect(offTick.json().code).toBe('PRICE_TICK');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/alerts', headers: as(token) })).json()
        .data,
    ).toEqual([]);
    expect(
      (await alert(token, { key: 'US:AMZN', direction: 'above', price: '150' })).statusCode,
    ).toBe(200);
  });
});
