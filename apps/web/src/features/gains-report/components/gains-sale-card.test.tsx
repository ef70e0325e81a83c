// @vitest-environment jsdom
import type { RealizedSale } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { instrumentQueryOptions } from '../../../lib/market/get-instrument';
import { GainsSaleCard } from './gains-sale-card';
import { testInstrument } from '../../../lib/market/test-instrument';

beforeAll(() => applyLanguage('en'));
afterEach(cleanup);

/** 6 of a lot of 10 bought at 100.00 (fee 1.00), sold at 120.00 (fee 1.00). */
const GAIN: RealizedSale = {
  fillId: 41,
  positionId: 9,
  key: 'US:WMT',
  name: 'Walmart Inc.',
  quantity: '6',
  acquiredOn: '2026-03-02',
  soldOn: '2026-12-04',
  holdingDays: 277,
  costPrice: '100.00000000',
  salePrice: '120.00000000',
  proceeds: '720.00000000',
  cost: '600.00000000',
  openingFee: '0.60000000',
  saleFee: '1.00000000',
  fees: '1.60000000',
  gain: '118.40000000',
};

const LOSS: RealizedSale = {
  ...GAIN,
  fillId: 42,
  quantity: '4',
  holdingDays: 1,
  salePrice: '95.00000000',
  proceeds: '380.00000000',
  cost: '400.00000000',
  openingFee: '0.40000000',
  fees: '1.40000000',
  gain: '-21.40000000',
};

const shown = (sale: RealizedSale) => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(
    instrumentQueryOptions('US:WMT').queryKey,
    testInstrument('US:WMT', 'Walmart Inc.'),
  );
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <GainsSaleCard sale={sale} currency="USD" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
};

describe('a sale in the realised gains list', () => {
  it('names the instrument, its gain in the gain colour, the shares, the day it sold and the days held', () => {
    shown(GAIN);
    expect(screen.getByText('WMT')).toBeTruthy();
    expect(screen.getByText('Walmart Inc.')).toBeTruthy();
    const gain = screen.getByTestId('gains-sale-gain');
    expect(gain.textContent).toBe('+118.40 USD');
    expect(gain.className).toMatch(/\bgain\b/);
    expect(screen.getByTestId('gains-sale-quantity').textContent).toBe('6 shares');
    expect(screen.getByTestId('gains-sale-sold').textContent).toBe('sold Dec 4, 2026');
    expect(screen.getByTestId('gains-sale-held').textContent).toBe('held 277 days');
  });

  it('a loss in the loss colour, one day held in the singular', () => {
    shown(LOSS);
    const gain = screen.getByTestId('gains-sale-gain');
    expect(gain.textContent).toBe('-21.40 USD');
    expect(gain.className).toMatch(/\bloss\b/);
    expect(screen.getByTestId('gains-sale-held').textContent).toBe('held 1 day');
  });

  it('a tap shows proceeds, cost and fees (the sale fee and the lot opening fee share), another hides them', () => {
    shown(GAIN);
    const toggle = screen.getByTestId('gains-sale-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('gains-sale-details')).toBeNull();
    act(() => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('gains-sale-proceeds').textContent).toBe('720.00');
    expect(screen.getByTestId('gains-sale-cost').textContent).toBe('600.00');
    expect(screen.getByTestId('gains-sale-fees').textContent).toBe('1.60');
    const details = screen.getByTestId('gains-sale-details').textContent ?? '';
    expect(details).toContain('Purchase price100.00');
    expect(details).toContain('Sale price120.00');
    expect(details).toContain('Opening fee share0.60');
    expect(details).toContain('Sale fee1.00');
    expect(details).toContain('Bought onMar 2, 2026');
    act(() => {
      fireEvent.click(toggle);
    });
    expect(screen.queryByTestId('gains-sale-details')).toBeNull();
  });
});
