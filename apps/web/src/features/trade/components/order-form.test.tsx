// @vitest-environment jsdom
import type { QuoteView } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { OrderForm } from './order-form';
import { testInstrument } from '../../../lib/market/test-instrument';

const instrument = testInstrument('US:AAPL', 'Apple');
const quote: QuoteView = {
  key: 'US:AAPL',
  symbol: 'AAPL',
  market: 'US',
  open: '100',
  high: '100',
  low: '100',
  close: '100',
  previousClose: '100',
  change: '0',
  changePercent: '0',
  volume: '1000',
  bid: '100',
  ask: '100',
  time: '2026-03-02T15:00:00.000Z',
  isOpen: true,
  stale: false,
  source: 'simulated',
};

/** A table an operator edited: not the one the server seeds, which the app once copied. */
const EDITED = {
  default: { rate: '0.002', minimum: '3' },
  markets: {},
  vipDiscount: '0.5',
};

const renderForm = async (vip: boolean, quantityText = '10') => {
  const api = vi.spyOn(apiClient, 'api').mockImplementation(async (options) => {
    if (options.url === 'trading/fees') return EDITED;
    throw new Error(`unexpected call ${options.url}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <OrderForm
            instrument={instrument}
            quote={quote}
            available="10000"
            vip={vip}
            onDone={() => undefined}
          />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await act(async () => {
    await client.refetchQueries();
  });
  const quantity = view.container.querySelector('#order-quantity');
  if (!quantity) throw new Error('no quantity input');
  fireEvent.change(quantity, { target: { value: quantityText } });
  await screen.findByTestId('order-fee-rule');
  return api;
};

// Dictionaries are chunks loaded on demand, English included.
beforeAll(() => applyLanguage('en'));

describe('the order form estimates with the published fee table', () => {
  afterEach(cleanup);

  it('fetches trading/fees and shows the fee and the rule it gives', async () => {
    const api = await renderForm(false);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ url: 'trading/fees' }));
    // 10 x 100 = 1000: 0.2 % is 2, below the edited minimum of 3.
    expect(screen.getByTestId('order-fee').textContent).toBe('3.00 USD');
    expect(screen.getByTestId('order-total').textContent).toBe('1,003.00 USD');
    expect(screen.getByTestId('order-fee-rule').textContent).toContain(
      'Fee: 0.2 % of the amount, at least 3 USD.',
    );
    // The market order's collar, as the server reserves it.
    expect(screen.getByTestId('order-estimate').textContent).toContain('up to 2 % above the ask');
  });

  it('gives VIP customers the discount the table says', async () => {
    await renderForm(true);
    expect(screen.getByTestId('order-fee').textContent).toBe('1.50 USD');
    expect(screen.getByTestId('order-fee-rule').textContent).toContain('50 % off for VIP');
  });
});

describe('one message per field (issue 31 item 3)', () => {
  afterEach(cleanup);

  it('says "Whole shares only" for 1.5 shares, never "Minimum unit" beside it', async () => {
    await renderForm(false, '1.5');
    act(() => {
      fireEvent.click(screen.getByTestId('order-submit'));
    });
    expect(screen.getByTestId('order-quantity-problem').textContent).toBe(
      i18n.t('validation.wholeShares'),
    );
    expect(screen.queryByTestId('order-quantity-error')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('gives the rule its line back once the text is read', async () => {
    await renderForm(false, '1.5');
    act(() => {
      fireEvent.click(screen.getByTestId('order-submit'));
    });
    const quantity = document.querySelector('#order-quantity');
    if (!quantity) throw new Error('no quantity input');
    act(() => {
      fireEvent.change(quantity, { target: { value: '' } });
    });
    expect(screen.queryByTestId('order-quantity-problem')).toBeNull();
    expect(screen.getByTestId('order-quantity-error')).toBeTruthy();
  });
});
