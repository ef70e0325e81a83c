// @vitest-environment jsdom
import type { PlanView } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { testInstrument } from '../../../lib/market/test-instrument';
import { BasketForm } from './basket-form';

beforeAll(() => applyLanguage('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const FOUND = [
  testInstrument('US:AAPL', 'Apple Inc.'),
  testInstrument('US:MSFT', 'Microsoft Corporation'),
  testInstrument('HK:0700', 'Tencent Holdings', { market: 'HK', currency: 'HKD', lotSize: 100 }),
];

const created = (terms: PlanView['components']): PlanView => ({
  id: 41,
  market: 'US',
  currency: 'USD',
  kind: 'amount',
  amount: '2000',
  components: terms,
  frequency: 'monthly',
  day: 1,
  status: 'active',
  nextDate: '2027-02-01',
  nextRunOn: '2027-02-01',
  authorisedAt: '2027-01-10T12:00:00.000Z',
  createdAt: '2027-01-10T12:00:00.000Z',
  lastRuns: [],
});

/** The screen over a mocked API: the search, the instruments, and the plan it sets up. */
const shown = () => {
  const api = vi.spyOn(apiClient, 'api').mockImplementation(async (options) => {
    if (options.url === 'market/search') return FOUND;
    const match = /^market\/instrument\/(\w+)\/(\w+)$/.exec(options.url ?? '');
    const found = match && FOUND.find((item) => item.key === `${match[1]}:${match[2]}`);
    if (found) return found;
    if (options.url === 'plans' && options.method === 'POST')
      return created([
        { key: 'US:AAPL', weight: 50, quantity: null },
        { key: 'US:MSFT', weight: 50, quantity: null },
      ]);
    if (options.url === 'plans') return [];
    throw new Error(`unexpected call ${options.url ?? ''}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <BasketForm onDone={() => undefined} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return api;
};

const add = async (key: string) => {
  fireEvent.click(screen.getByTestId('basket-add'));
  const search = (await screen.findByTestId('basket-search')).querySelector('input');
  if (!search) throw new Error('no search input');
  fireEvent.change(search, { target: { value: 'a' } });
  fireEvent.click(await screen.findByTestId(`basket-found-${key}`, {}, { timeout: 2000 }));
  await screen.findByText(key.split(':')[1] ?? '', { selector: '.basket-row .strong' });
};

const type = (element: HTMLElement, value: string) => {
  const input = element.matches('input') ? element : element.querySelector('input');
  if (!input) throw new Error('no input');
  fireEvent.change(input, { target: { value } });
};

/** The pay password typed into the confirmation and confirmed. */
const authorise = async (popup: HTMLElement) => {
  type(popup, '123456');
  await act(async () => {
    fireEvent.click(within(popup).getByTestId('pay-password-confirm'));
  });
};

const rows = () => screen.getAllByTestId('basket-row');
const weightOf = (index: number) =>
  within(rows()[index] as HTMLElement).getByTestId('basket-weight');

describe('the basket screen', () => {
  it("the live total of the percents, each instrument's part of the amount, the request sent", async () => {
    const api = shown();
    await add('US:AAPL');
    await add('US:MSFT');
    // The first instrument starts with all of it, the next with what is left: nothing.
    expect(rows().map((row) => row.getAttribute('data-key'))).toEqual(['US:AAPL', 'US:MSFT']);
    type(screen.getByTestId('plan-amount'), '2000');
    type(weightOf(0), '50');
    type(weightOf(1), '40');
    const total = screen.getByTestId('basket-total');
    expect(within(total).getByTestId('basket-total-weight').textContent).toBe('90%');
    expect(total.getAttribute('data-valid')).toBe('false');
    expect(total.className).toMatch(/basket-total-off/);
    expect(screen.getAllByTestId('basket-part').map((part) => part.textContent)).toEqual([
      '1,000.00 USD',
      '800.00 USD',
    ]);

    // 90 % is refused here: the rule under the total, no pay password, nothing sent.
    fireEvent.click(screen.getByTestId('plan-continue'));
    expect(screen.getByTestId('basket-error').textContent).toBe(
      'The percentages must add up to 100.',
    );
    expect(screen.queryByTestId('pay-password-popup')).toBeNull();
    expect(api).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }));

    type(weightOf(1), '50');
    expect(within(total).getByTestId('basket-total-weight').textContent).toBe('100%');
    expect(total.getAttribute('data-valid')).toBe('true');
    expect(within(total).getByTestId('basket-total-amount').textContent).toBe('2,000.00 USD');
    expect(screen.queryByTestId('basket-error')).toBeNull();
    fireEvent.click(screen.getByTestId('plan-continue'));
    const popup = await screen.findByTestId('pay-password-popup');
    expect(
      within(popup)
        .getAllByTestId('plan-component')
        .map((row) => row.textContent),
    ).toEqual(['AAPLApple Inc.50%1,000.00 USD', 'MSFTMicrosoft Corporation50%1,000.00 USD']);
    expect(within(popup).getByTestId('plan-confirm-description').textContent).toBe(
      '2,000.00 USD every month on the 1st',
    );
    await authorise(popup);
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({
        url: 'plans',
        method: 'POST',
        data: {
          terms: {
            kind: 'amount',
            amount: '2000',
            components: [
              { key: 'US:AAPL', weight: 50 },
              { key: 'US:MSFT', weight: 50 },
            ],
            frequency: 'monthly',
            day: 1,
          },
          payPassword: '123456',
        },
      }),
    );
    expect((await screen.findByTestId('plan-result')).textContent).toContain('Your plan is set up');
    expect(screen.getByTestId('plan-result-basket').textContent).toBe('AAPL 50% · MSFT 50%');
  });

  it('in shares: each instrument its own number, sent without an amount', async () => {
    const api = shown();
    await add('US:AAPL');
    await add('US:MSFT');
    fireEvent.click(screen.getByText('A number of shares'));
    expect(screen.queryByTestId('plan-amount')).toBeNull();
    expect(screen.queryByTestId('basket-total')).toBeNull();
    fireEvent.click(screen.getByTestId('plan-continue'));
    expect(screen.getAllByTestId('basket-row-error').map((error) => error.textContent)).toEqual([
      i18n.t('validation.minimumUnit'),
      i18n.t('validation.minimumUnit'),
    ]);
    type(within(rows()[0] as HTMLElement).getByTestId('basket-quantity'), '3');
    type(within(rows()[1] as HTMLElement).getByTestId('basket-quantity'), '1');
    fireEvent.click(screen.getByTestId('plan-continue'));
    const popup = await screen.findByTestId('pay-password-popup');
    expect(within(popup).getByTestId('plan-confirm-description').textContent).toBe(
      'AAPL 3 shares · MSFT 1 share every month on the 1st',
    );
    await authorise(popup);
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({
        url: 'plans',
        method: 'POST',
        data: {
          terms: {
            kind: 'quantity',
            components: [
              { key: 'US:AAPL', quantity: '3' },
              { key: 'US:MSFT', quantity: '1' },
            ],
            frequency: 'monthly',
            day: 1,
          },
          payPassword: '123456',
        },
      }),
    );
  });

  it('an instrument joins once and only of the basket’s market; a row is removed', async () => {
    shown();
    await add('US:AAPL');
    fireEvent.click(screen.getByTestId('basket-add'));
    const search = (await screen.findByTestId('basket-search')).querySelector('input');
    if (!search) throw new Error('no search input');
    fireEvent.change(search, { target: { value: 'a' } });
    const tencent = await screen.findByTestId('basket-found-HK:0700', {}, { timeout: 2000 });
    expect(tencent).toHaveProperty('disabled', true);
    expect(tencent.textContent).toContain('Other market');
    const apple = screen.getByTestId('basket-found-US:AAPL');
    expect(apple).toHaveProperty('disabled', true);
    expect(apple.textContent).toContain('Added');
    expect(screen.getByTestId('basket-found-US:MSFT')).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByTestId('basket-found-US:MSFT'));
    await screen.findByText('MSFT', { selector: '.basket-row .strong' });
    expect(screen.getByTestId('basket-count').textContent).toBe('2 of 10');
    fireEvent.click(within(rows()[0] as HTMLElement).getByTestId('basket-remove'));
    expect(rows().map((row) => row.getAttribute('data-key'))).toEqual(['US:MSFT']);
  });
});
