// @vitest-environment jsdom
import type { PlanRunView, PlanView } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { instrumentQueryOptions } from '../../../lib/market/get-instrument';
import { PlanCard } from './plan-card';
import { testInstrument } from '../../../lib/market/test-instrument';
import { refusedRun } from '../utils/test-plan-run';
import { testPlan } from '../utils/test-plan';

beforeAll(() => applyLanguage('en'));
afterEach(cleanup);

const BOUGHT: PlanRunView = {
  id: 3,
  key: 'US:AAPL',
  scheduledDate: '2027-06-05',
  runOn: '2027-06-07',
  status: 'placed',
  orderId: 90,
  orderStatus: 'filled',
  quantity: '1',
  price: '201.5',
  reason: null,
  at: '2027-06-07T13:31:00.000Z',
};

/** 250 USD of AAPL monthly on the 5th: July 2027's date is New York's holiday for the 4th. */
const PLAN = testPlan({ lastRuns: [BOUGHT] });

const shown = (plan: PlanView, onOpen = vi.fn()) => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(
    instrumentQueryOptions('US:AAPL').queryKey,
    testInstrument('US:AAPL', 'Apple Inc.'),
  );
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <PlanCard plan={plan} onOpen={onOpen} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onOpen;
};

describe('a plan in the list', () => {
  it('names the instrument, its terms, its status, its next purchase and the date it moved from', () => {
    shown(PLAN);
    expect(screen.getByText('AAPL')).toBeTruthy();
    expect(screen.getByText('Apple Inc.')).toBeTruthy();
    expect(screen.getByTestId('plan-description').textContent).toBe(
      '250.00 USD every month on the 5th',
    );
    expect(screen.getByTestId('plan-status').textContent).toBe('Active');
    expect(screen.getByTestId('plan-next').textContent).toBe('Next purchase: Tue, Jul 6, 2027');
    expect(screen.getByTestId('plan-moved').textContent).toBe(
      'Moved from Mon, Jul 5, 2027: the market is closed that day.',
    );
  });

  it('its last run in the colour of how it went, the price in the tick decimals', () => {
    shown(PLAN);
    const run = screen.getByTestId('plan-last-run');
    expect(run.textContent).toBe('Bought 1 share at 201.50 USD');
    expect(run.className).toMatch(/\bbought\b/);
  });

  it('a refused run says why; a plan that buys on its own date says no more', () => {
    shown({
      ...PLAN,
      nextDate: '2027-08-05',
      nextRunOn: '2027-08-05',
      lastRuns: [refusedRun(BOUGHT)],
    });
    const run = screen.getByTestId('plan-last-run');
    expect(run.textContent).toBe('Nothing bought: Insufficient available balance.');
    expect(run.className).toMatch(/\brefused\b/);
    expect(screen.queryByTestId('plan-moved')).toBeNull();
  });

  it('paused: its dates are skipped, no next purchase; cancelled: buys nothing more', () => {
    shown({ ...PLAN, status: 'paused', lastRuns: [] });
    expect(screen.getByTestId('plan-status').textContent).toBe('Paused');
    expect(screen.getByTestId('plan-paused-note').textContent).toContain('not bought later');
    expect(screen.queryByTestId('plan-next')).toBeNull();
    expect(screen.getByTestId('plan-last-run').textContent).toBe('none yet');
    cleanup();
    shown({ ...PLAN, status: 'cancelled', nextDate: null, nextRunOn: null });
    expect(screen.getByTestId('plan-status').textContent).toBe('Cancelled');
    expect(screen.getByTestId('plan-cancelled-note')).toBeTruthy();
  });

  it("a basket: each instrument's percent, and its last date's run of each", () => {
    shown({
      ...PLAN,
      amount: '1000',
      components: [
        { key: 'US:AAPL', weight: 60, quantity: null },
        { key: 'US:MSFT', weight: 40, quantity: null },
      ],
      lastRuns: [BOUGHT, refusedRun({ ...BOUGHT, id: 4, key: 'US:MSFT' })],
    });
    expect(screen.getByTestId('plan-basket').textContent).toBe('AAPL 60% · MSFT 40%');
    expect(screen.queryByText('Apple Inc.')).toBeNull();
    expect(screen.getByTestId('plan-description').textContent).toBe(
      '1,000.00 USD every month on the 5th',
    );
    expect(screen.getAllByTestId('plan-last-run').map((run) => run.textContent)).toEqual([
      'Bought 1 share at 201.50 USD',
      'Nothing bought: Insufficient available balance.',
    ]);
  });

  it('a tap opens the plan', () => {
    const onOpen = shown(PLAN);
    fireEvent.click(screen.getByTestId('plan-card'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
