// @vitest-environment jsdom
import type { LoanView } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { useAppStore } from '../../../stores/app-store';
import { useLanguageStore } from '../../../stores/language-store';
import { useUserStore } from '../../../stores/user-store';
import { LazyMarginCallBanner } from './lazy-margin-call-banner';
import { BANNER_SPACE, MarginCallBanner } from './margin-call-banner';

afterEach(() => {
  cleanup();
  useUserStore.setState({ token: '' });
  useAppStore.setState({ firstScreenShown: false });
});

const inCall = {
  id: 7,
  currency: 'USD',
  collateral: {
    marginCall: {
      id: 3,
      amountToRepay: '384.40',
      deadline: '2026-11-28T18:16:00.000Z',
      status: 'open',
    },
  },
} as unknown as LoanView;

const shown = async (loans: LoanView[], banner = <MarginCallBanner onOpen={() => undefined} />) => {
  await act(async () => {
    useLanguageStore.getState().setKey('en');
    await applyLanguage('en');
  });
  useUserStore.setState({ token: 'session' });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['loans', 'list', 'open'], loans);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{banner}</I18nextProvider>
    </QueryClientProvider>,
  );
};

const reserved = () => document.documentElement.style.getPropertyValue(BANNER_SPACE);

describe('the margin-call banner', () => {
  it('states the amount to repay, and keeps its room free at the top of the page while shown', async () => {
    await shown([inCall]);
    expect(screen.getByTestId('margin-call-banner').textContent).toContain('Repay 384.40 USD');
    expect(reserved()).toMatch(/^\d+px$/);
    fireEvent.click(screen.getByLabelText('Hide the margin call notice'));
    expect(screen.queryByTestId('margin-call-banner')).toBeNull();
    expect(reserved()).toBe('');
  });

  it('reserves nothing without a call', async () => {
    await shown([]);
    expect(screen.queryByTestId('margin-call-banner')).toBeNull();
    expect(reserved()).toBe('');
  });

  it('comes, with its code, once the opening screen shows its data', async () => {
    await shown([inCall], <LazyMarginCallBanner onOpen={() => undefined} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('margin-call-banner')).toBeNull();
    act(() => useAppStore.getState().setFirstScreenShown());
    expect(
      (await screen.findByTestId('margin-call-banner', {}, { timeout: 8000 })).textContent,
    ).toContain('Repay 384.40 USD');
  });
});
