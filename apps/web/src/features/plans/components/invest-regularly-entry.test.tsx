// @vitest-environment jsdom
import type { PlanView } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { useUserStore } from '../../../stores/user-store';
import { plansQueryOptions } from '../api/get-plans';
import { testPlan } from '../utils/test-plan';
import { InvestRegularlyEntry } from './invest-regularly-entry';

beforeAll(() => applyLanguage('en'));
afterEach(() => {
  cleanup();
  useUserStore.setState({ token: '' });
});

const PLAN = testPlan();

const shown = (instrumentKey: string, plans: PlanView[]) => {
  useUserStore.setState({ token: 'session' });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(plansQueryOptions().queryKey, plans);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <InvestRegularlyEntry instrumentKey={instrumentKey} onSeePlans={() => undefined} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
};

describe("a quote's plan entry", () => {
  it('says when an active plan of the instrument buys next, once its date formatter is here', async () => {
    shown('US:AAPL', [PLAN]);
    expect(
      await screen.findByText('Next purchase: Tue, Jul 6, 2027', {}, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it('invites to set one up for an instrument no plan buys', () => {
    shown('US:MSFT', [PLAN]);
    expect(screen.getByTestId('invest-regularly-hint').textContent).toBe(
      'Buy MSFT every week, every two weeks or every month',
    );
  });
});
