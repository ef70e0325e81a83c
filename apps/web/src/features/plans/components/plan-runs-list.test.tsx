// @vitest-environment jsdom
import type { PlanRunView, PlanView } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { instrumentQueryOptions } from '../../../lib/market/get-instrument';
import { PlanRunsList } from './plan-runs-list';
import { testInstrument } from '../../../lib/market/test-instrument';
import { refusedRun } from '../utils/test-plan-run';
import { testPlan } from '../utils/test-plan';

beforeAll(() => applyLanguage('en'));
afterEach(cleanup);

const PLAN = testPlan({ nextDate: '2027-08-05', nextRunOn: '2027-08-05' });

/** July's date moved past New York's holiday and found no cash; June's bought on its own date. */
const RUNS: PlanRunView[] = [
  refusedRun({
    id: 2,
    key: 'US:AAPL',
    scheduledDate: '2027-07-05',
    runOn: '2027-07-06',
    at: '2027-07-06T13:31:00.000Z',
  }),
  {
    id: 1,
    key: 'US:AAPL',
    scheduledDate: '2027-06-07',
    runOn: '2027-06-07',
    status: 'placed',
    orderId: 90,
    orderStatus: 'filled',
    quantity: '1',
    price: '201.5',
    reason: null,
    at: '2027-06-07T13:31:00.000Z',
  },
];

const shown = (runs: PlanRunView[], plan: PlanView = PLAN) => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(
    instrumentQueryOptions('US:AAPL').queryKey,
    testInstrument('US:AAPL', 'Apple Inc.'),
  );
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <PlanRunsList
          plan={plan}
          runs={runs}
          loaded
          hasMore={false}
          loadMore={() => Promise.resolve({ isError: false })}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
};

describe("a plan's history", () => {
  it('each run: the day it ran, the planned date when the market moved it, what it did', () => {
    shown(RUNS);
    const [moved, onTime] = screen.getAllByTestId('plan-run');
    if (!moved || !onTime) throw new Error('two runs expected');
    expect(within(moved).getByTestId('plan-run-on').textContent).toBe('Tue, Jul 6, 2027');
    expect(within(moved).getByTestId('plan-run-planned').textContent).toBe(
      'planned for Mon, Jul 5, 2027',
    );
    const refused = within(moved).getByTestId('plan-run-outcome');
    expect(refused.textContent).toBe('Nothing bought: Insufficient available balance.');
    expect(refused.className).toMatch(/\brefused\b/);
    expect(within(onTime).getByTestId('plan-run-on').textContent).toBe('Mon, Jun 7, 2027');
    expect(within(onTime).queryByTestId('plan-run-planned')).toBeNull();
    expect(within(onTime).getByTestId('plan-run-outcome').textContent).toBe(
      'Bought 1 share at 201.50 USD',
    );
    expect(screen.getByText('That is every purchase of this plan')).toBeTruthy();
  });

  it("a basket: each date once, then each instrument's run: shares and price, or the reason", () => {
    const basket: PlanView = {
      ...PLAN,
      amount: '2000',
      components: [
        { key: 'US:AAPL', weight: 50, quantity: null },
        { key: 'US:MSFT', weight: 50, quantity: null },
      ],
    };
    const [refused, bought] = RUNS;
    if (!refused || !bought) throw new Error('two runs expected');
    shown(
      [
        { ...refused, id: 5, key: 'US:AAPL', reason: 'AMOUNT_BELOW_ONE_LOT' },
        { ...refused, id: 6, key: 'US:MSFT' },
        { ...bought, id: 3 },
        { ...bought, id: 4, key: 'US:MSFT', price: '505.2' },
      ],
      basket,
    );
    const dates = screen.getAllByTestId('plan-run-date');
    expect(dates.map((date) => date.getAttribute('data-date'))).toEqual([
      '2027-07-05',
      '2027-06-07',
    ]);
    const [july, june] = dates;
    if (!july || !june) throw new Error('two dates expected');
    expect(within(july).getByTestId('plan-run-on').textContent).toBe('Tue, Jul 6, 2027');
    expect(within(july).getByTestId('plan-run-planned').textContent).toBe(
      'planned for Mon, Jul 5, 2027',
    );
    const parts = (date: HTMLElement) =>
      within(date)
        .getAllByTestId('plan-run')
        .map((run) => [
          within(run).getByTestId('plan-run-symbol').textContent,
          within(run).getByTestId('plan-run-outcome').textContent,
        ]);
    expect(parts(july)).toEqual([
      [
        'AAPL',
        'Nothing bought: The amount does not pay for one lot with its fee at the current price.',
      ],
      ['MSFT', 'Nothing bought: Insufficient available balance.'],
    ]);
    expect(parts(june)).toEqual([
      ['AAPL', 'Bought 1 share at 201.50 USD'],
      ['MSFT', 'Bought 1 share at 505.20 USD'],
    ]);
    expect(within(june).queryByTestId('plan-run-planned')).toBeNull();
  });

  it('no run yet: says what will appear here', () => {
    shown([]);
    expect(screen.getByTestId('plan-history-empty').textContent).toContain('No purchases yet');
    expect(screen.queryByTestId('plan-runs')).toBeNull();
  });
});
