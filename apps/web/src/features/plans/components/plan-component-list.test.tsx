// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { useLanguageStore } from '../../../stores/language-store';
import { PlanComponentList } from './plan-component-list';

beforeAll(() => applyLanguage('en'));
afterEach(cleanup);

const shown = (terms: Parameters<typeof PlanComponentList>[0]['terms'], currency = 'USD') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <PlanComponentList terms={terms} currency={currency} />
      </I18nextProvider>
    </QueryClientProvider>,
  );

const figures = () =>
  screen
    .getAllByTestId('plan-component')
    .map((row) => [
      row.getAttribute('data-key'),
      row.querySelector('[data-testid=plan-component-part]')?.textContent,
      row.querySelector('[data-testid=plan-component-amount]')?.textContent,
    ]);

describe("a basket's instruments on its page", () => {
  it("each one's percent and its part of the amount, rounded down to the cent", () => {
    shown({
      kind: 'amount',
      amount: '100.01',
      components: [
        { key: 'US:AAPL', weight: 33, quantity: null },
        { key: 'US:MSFT', weight: 67, quantity: null },
      ],
    });
    expect(figures()).toEqual([
      ['US:AAPL', '33%', '33.00 USD'],
      ['US:MSFT', '67%', '67.00 USD'],
    ]);
  });

  it("in the reader's language; a plan in shares shows each one's shares", async () => {
    await act(async () => {
      await applyLanguage('de');
    });
    useLanguageStore.setState({ key: 'de' });
    try {
      shown({
        kind: 'amount',
        amount: '2000',
        components: [
          { key: 'US:AAPL', weight: 60, quantity: null },
          { key: 'US:MSFT', weight: 40, quantity: null },
        ],
      });
      expect(figures()).toEqual([
        ['US:AAPL', '60\u00a0%', '1.200,00 USD'],
        ['US:MSFT', '40\u00a0%', '800,00 USD'],
      ]);
    } finally {
      useLanguageStore.setState({ key: 'en' });
      await act(async () => {
        await applyLanguage('en');
      });
    }
    cleanup();
    shown({
      kind: 'quantity',
      amount: null,
      components: [
        { key: 'US:AAPL', weight: null, quantity: '1' },
        { key: 'US:MSFT', weight: null, quantity: '3' },
      ],
    });
    expect(figures()).toEqual([
      ['US:AAPL', '1 share', undefined],
      ['US:MSFT', '3 shares', undefined],
    ]);
  });
});
