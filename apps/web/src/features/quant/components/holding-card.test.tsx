// @vitest-environment jsdom
import type { QuantHoldingView } from '@brokerage/shared';
import { cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { HoldingCard } from './holding-card';
import { valuationText } from './quant-format';

beforeAll(() => applyLanguage('en'));
afterEach(cleanup);

const PENDING: QuantHoldingView = {
  id: 7,
  fundId: 1,
  name: { en: 'Day Basket' },
  market: 'US',
  currency: 'USD',
  amount: '1000.00000000',
  pricingDay: '2026-03-02',
  valuationAt: '2026-03-02T21:00:00.000Z',
  units: null,
  buyNav: null,
  buyPrices: null,
  unitsFixedAt: null,
  startedAt: '2026-03-02T15:00:00.000Z',
  endDay: '2026-03-03',
  periodDays: 1,
  status: 0,
  currentNav: '1.0812',
  estimatedProfit: null,
  sellNav: null,
  settledAmount: null,
  settledProfit: null,
  settledAt: null,
};

const renderCard = (holding: QuantHoldingView) =>
  render(
    <I18nextProvider i18n={i18n}>
      <HoldingCard holding={holding} onShowPath={() => undefined} />
    </I18nextProvider>,
  );

describe('a quant purchase record', () => {
  it('shows "units pending until" its valuation point in the reader time, then the units once fixed', () => {
    renderCard(PENDING);
    expect(screen.getByTestId('quant-units-pending').textContent).toBe(
      `Units pending until ${valuationText(PENDING.valuationAt, 'en')}`,
    );
    expect(screen.queryByTestId('quant-units')).toBeNull();
    expect(screen.queryByText('Buy price (NAV)')).toBeNull();
    cleanup();

    renderCard({
      ...PENDING,
      units: '924.89826119',
      buyNav: '1.08120000',
      buyPrices: { 'US:AAPL': '121', 'US:KO': '45' },
      unitsFixedAt: '2026-03-02T21:05:00.000Z',
      estimatedProfit: '0.00',
    });
    expect(screen.queryByTestId('quant-units-pending')).toBeNull();
    expect(screen.getByTestId('quant-units').textContent).toBe('924.89826119');
    expect(screen.getByText('Buy price (NAV)')).toBeTruthy();
  });
});
