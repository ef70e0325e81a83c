// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { useMarketStore } from '../../../stores/market-store';
import { MarketSwitcher } from './market-switcher';

const market = (id: number, showName: string) => ({
  id,
  showName,
  name: showName,
  currency: 'USD',
  timezone: 'UTC',
});
const MARKETS = [market(1, 'US'), market(2, 'HK'), market(3, 'CN')];

beforeAll(() => applyLanguage('en'));
beforeEach(() => useMarketStore.setState({ markets: MARKETS, marketId: 1 }));
afterEach(cleanup);

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MarketSwitcher />
    </I18nextProvider>,
  );
const chosen = () => screen.getByRole('tab', { selected: true }).textContent;
const inTabOrder = () =>
  screen
    .getAllByRole('tab')
    .filter((chip) => chip.tabIndex === 0)
    .map((chip) => chip.textContent);

describe('MarketSwitcher', () => {
  it('keeps only the chosen chip in the tab order; the keys move the choice round the ends, with the focus', () => {
    show();
    expect(inTabOrder()).toEqual(['US']);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(useMarketStore.getState().marketId).toBe(2);
    expect(chosen()).toBe('HK');
    expect(document.activeElement?.textContent).toBe('HK');
    expect(inTabOrder()).toEqual(['HK']);
    fireEvent.keyDown(list, { key: 'End' });
    expect(chosen()).toBe('CN');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(chosen()).toBe('US');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(chosen()).toBe('CN');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(chosen()).toBe('US');
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(chosen()).toBe('US');
  });

  it('with no market chosen yet, the first chip is the way in and the right arrow chooses it', () => {
    useMarketStore.setState({ marketId: null });
    show();
    expect(inTabOrder()).toEqual(['US']);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(useMarketStore.getState().marketId).toBe(1);
  });
});
