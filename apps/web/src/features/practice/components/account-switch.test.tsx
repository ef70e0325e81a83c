// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { useAccountStore } from '../../../stores/account-store';
import { useAppStore } from '../../../stores/app-store';
import { useUserStore } from '../../../stores/user-store';
import { AccountSwitch } from './account-switch';

beforeAll(() => applyLanguage('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useUserStore.setState({ token: '' });
  useAppStore.setState({ firstScreenShown: false });
  useAccountStore.getState().setBook('real');
});

const OPEN = {
  account: { id: 5, currency: 'USD', funding: '100000', openedAt: '2026-12-01T09:00:00.000Z' },
};

/** The switch of a signed-in customer who has a practice account, over a mocked API. */
const shown = () => {
  const api = vi.spyOn(apiClient, 'api').mockImplementation(async (options) => {
    if (options.url === 'practice') return OPEN;
    throw new Error(`unexpected ${options.url}`);
  });
  useUserStore.setState({ token: 'session' });
  useAccountStore.getState().setBook('real');
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <AccountSwitch />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { practiceAsked: () => api.mock.calls.filter(([o]) => o.url === 'practice').length };
};

describe("the header's account switch", () => {
  it('asks for the practice status only once the opening screen shows its data', async () => {
    const { practiceAsked } = shown();
    expect(screen.getByTestId('account-switch').textContent).toContain('Real');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(practiceAsked()).toBe(0);
    act(() => useAppStore.getState().setFirstScreenShown());
    await waitFor(() => expect(practiceAsked()).toBe(1));
  });

  it('chosen before the status came, asks for it and switches to the open practice account', async () => {
    const { practiceAsked } = shown();
    fireEvent.click(screen.getByTestId('account-switch'));
    fireEvent.click(
      await screen.findByText('Practice account (virtual money)', {}, { timeout: 8000 }),
    );
    await waitFor(() => expect(useAccountStore.getState().book).toBe('practice'));
    expect(practiceAsked()).toBe(1);
  });
});
