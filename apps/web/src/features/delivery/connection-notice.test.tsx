// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitGate } from '../../lib/api-client';
import { applyLanguage, i18n } from '../../lib/i18n/i18n';
import { ConnectionNotice } from './connection-notice';

beforeAll(() => applyLanguage('en'));

const renderNotice = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ConnectionNotice />
    </I18nextProvider>,
  );

describe('connection notice', () => {
  afterEach(() => {
    cleanup();
    rateLimitGate.clear();
    vi.useRealTimers();
  });

  it('counts down the rate-limit pause and disappears when requests flow again', async () => {
    vi.useFakeTimers();
    renderNotice();
    expect(screen.queryByTestId('rate-limit-notice')).toBeNull();
    act(() => rateLimitGate.pause(3_000));
    expect(screen.getByTestId('rate-limit-notice').textContent).toBe(
      'Too many requests — retrying in 3 s',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByTestId('rate-limit-notice').textContent).toContain('retrying in 2 s');
    act(() => rateLimitGate.clear());
    expect(screen.queryByTestId('rate-limit-notice')).toBeNull();
  });

  it('says so while the browser is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderNotice();
    expect(screen.getByTestId('offline-notice').textContent).toContain('You are offline');
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });
});
