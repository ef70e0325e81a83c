// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../lib/i18n/i18n';
import { AsyncPage } from './async-page';
import { lazyPage, type PageModule, type PageProps } from './lazy-page';

const TIMEOUT_TEXT = 'The connection timed out, click the screen to try again.';

const renderPage = (loader: () => Promise<PageModule>, onReload = vi.fn()) => {
  const Page = lazyPage(loader);
  render(
    <I18nextProvider i18n={i18n}>
      <AsyncPage component={Page} query={{ id: '7' }} onReload={onReload} />
    </I18nextProvider>,
  );
  return onReload;
};

// Dictionaries are chunks loaded on demand, English included.
beforeAll(() => applyLanguage('en'));

describe('async page loading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows nothing for 200 ms, then the loading view', async () => {
    renderPage(() => new Promise<PageModule>(() => undefined));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('status').textContent).toContain('Please wait a moment');
  });

  it('gives up after 60 s with the translated error view; a click reloads', async () => {
    const onReload = renderPage(() => new Promise<PageModule>(() => undefined));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_999);
    });
    expect(screen.queryByText(TIMEOUT_TEXT)).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const view = screen.getByText(TIMEOUT_TEXT);
    fireEvent.click(view);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('renders the page with its query once loaded', async () => {
    const Loaded = ({ query }: PageProps) => <p>page {query.id}</p>;
    renderPage(() => Promise.resolve({ default: Loaded }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('page 7')).toBeTruthy();
  });

  it('shows the error view when the chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(() => Promise.reject(new Error('chunk failed')));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText(TIMEOUT_TEXT)).toBeTruthy();
  });
});
