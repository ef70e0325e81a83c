// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { formatZonedDateTime } from '../../../lib/format/instant';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { MarketOpensNote } from './market-opens-note';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MarketOpensNote', () => {
  it('says when a closed market opens, in the market’s time with its zone and in the reader’s', async () => {
    vi.spyOn(apiClient, 'api').mockImplementation(async (options) => {
      expect(options).toMatchObject({ url: 'market/status', data: { market: 'US' } });
      return {
        market: 'US',
        isOpen: false,
        timezone: 'America/New_York',
        nextOpen: '2026-03-02T14:30:00.000Z',
      };
    });
    await applyLanguage('en');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MarketOpensNote market="US" testId="closed" />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const opens = await screen.findByTestId('market-opens');
    expect(opens.textContent).toContain('09:30');
    expect(opens.textContent).toContain('EST');
    expect(opens.textContent).toContain(
      `(${formatZonedDateTime('2026-03-02T14:30:00.000Z', 'en')} your time)`,
    );
    expect(screen.getByTestId('closed').textContent).toContain('The market is closed.');
  });
});

describe('formatZonedDateTime', () => {
  it('reads one instant in two zones, each named', () => {
    const iso = '2026-03-02T14:30:00.000Z';
    expect(formatZonedDateTime(iso, 'en', 'America/New_York')).toMatch(/Mon.*2 Mar|Mon, Mar 2/);
    expect(formatZonedDateTime(iso, 'en', 'America/New_York')).toContain('EST');
    expect(formatZonedDateTime(iso, 'de', 'Asia/Hong_Kong')).toContain('22:30');
  });
});
